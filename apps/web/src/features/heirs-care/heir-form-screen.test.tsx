// Naming, changing and removing an heir with a mocked API: the form's checks, the step-up for exactly the heir's
// number (an SMS code, or the passkey of an owner who has one), the body sent, a refusal said in the owner's language
// with the form back, and a removal confirmed the same way.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { answerCodeStep, refusal, RIGHT_PIN, typeCode } from '../../test/code-step';
import { HEIR_ID, makeHeir, makeHeirs } from '../../test/fixtures/heirs-care';
import { makeCollection, makeItem } from '../../test/fixtures/items';
import { signIn } from '../../test/fixtures/settings';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import type { HttpRequest } from '../../api/http';
import { HeirFormScreen } from './heir-form-screen';

const browserSheet = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  browserSupportsWebAuthn: () => true,
  startAuthentication: browserSheet.startAuthentication,
}));

const mock = mockHttp();
const HEIR_PHONE = '+33698765432';
const PASSKEY = {
  id: '0b7f9d1e-3c51-4d2a-9a7e-1f2c3d4e5f60',
  name: 'Safari on iPhone',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: null,
  deviceType: 'multiDevice',
  backedUp: true,
};

/** The owner's heir already named, for chosen items: the rest is free for a new heir. */
const CHOSEN_HEIR = makeHeir({ scope: 'chosen', itemIds: [makeItem(1).id] });

interface Api {
  save?: MockReply;
  passkey?: boolean;
  heir?: ReturnType<typeof makeHeir>;
}

function answer(
  call: HttpRequest,
  { save = { status: 201, data: makeHeir() }, passkey = false, heir = CHOSEN_HEIR }: Api,
) {
  const codeStep = answerCodeStep(call, 'changeHeirs');
  if (codeStep) return codeStep;
  const route = describeCall(call);
  if (route === 'GET /v1/passkeys')
    return { status: 200, data: { items: passkey ? [PASSKEY] : [], recovery: null, sessionMethod: 'sms' } };
  if (route === 'POST /v1/authorizations/passkey/options')
    return { status: 200, data: { options: { challenge: 'c'.repeat(43) }, action: 'changeHeirs' } };
  if (route === 'POST /v1/authorizations/passkey/verify')
    return { status: 200, data: { action: 'changeHeirs', expiresAt: '2026-11-25T10:05:00.000Z' } };
  if (route === 'GET /v1/heirs') return { status: 200, data: makeHeirs([heir]) };
  if (route === 'POST /v1/products/collections/100/0')
    return { status: 200, data: { items: [makeCollection(1)], total: 1 } };
  if (route === `POST /v1/products/${makeCollection(1).id}/100/0`)
    return { status: 200, data: { items: [makeItem(1), makeItem(2)], total: 2 } };
  if (route === 'POST /v1/heirs' || route === `PUT /v1/heirs/${HEIR_ID}`) return save;
  if (route === `DELETE /v1/heirs/${HEIR_ID}`) return { status: 204 };
  return apiError(404, 'Not mocked');
}

function open(url: string, api: Api = {}) {
  mock.handler = (call) => answer(call, api);
  const path = url === '/settings/heirs/new' ? url : '/settings/heirs/:heirId';
  renderScreen(<HeirFormScreen />, path, url);
}

const sent = (route: string) => mock.calls.find((call) => describeCall(call) === route);

async function fillNewHeir(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Their phone number'), '698765432');
  await user.type(screen.getByRole('textbox', { name: 'Their name' }), 'Camille');
}

/** Asks for the code for the heir's number, types it, and the owner is back on the list. */
async function confirmWithCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Receive a confirmation code' }));
  expect(bodyOf(sent('POST /transactions/requestCode'))).toEqual({
    action: 'changeHeirs',
    phoneTo: HEIR_PHONE,
  });
  await screen.findByRole('heading', { name: 'Confirm with the code' });
  await typeCode(user, RIGHT_PIN);
  await waitFor(() => expect(currentLocation()).toBe('/settings/heirs'));
}

beforeEach(() => {
  signIn();
  browserSheet.startAuthentication.mockReset();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('HeirFormScreen', () => {
  it('checks the form before asking for any confirmation', async () => {
    const user = userEvent.setup();
    open('/settings/heirs/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Name an heir' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Chosen items/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Give them my name' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Type a valid mobile number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Their name' })).toHaveAccessibleDescription(
      /Give them a name you will recognise\./,
    );
    expect(await screen.findByText('Tick at least one item.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'The name they will read' })).toHaveAccessibleDescription(
      /Give the name to share\./,
    );
    expect(sent('POST /transactions/requestCode')).toBeUndefined();
  });

  it('names an heir for chosen items after the SMS code for their number', async () => {
    const user = userEvent.setup();
    open('/settings/heirs/new');
    await fillNewHeir(user);
    await user.click(screen.getByRole('radio', { name: /Chosen items/ }));
    const picker = await screen.findByRole('group', { name: 'Your items' });
    await user.click(within(picker).getByRole('checkbox', { name: /Chronograph No\. 2/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Tell them by SMS that they were named' }));
    await user.click(screen.getByRole('checkbox', { name: 'Give them my name' }));
    await user.type(screen.getByRole('textbox', { name: 'The name they will read' }), 'Claire');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirm for Camille' })).toHaveFocus();
    await confirmWithCode(user);
    expect(bodyOf(sent('POST /v1/heirs'))).toEqual({
      phone: HEIR_PHONE,
      displayName: 'Camille',
      scope: 'chosen',
      itemIds: [makeItem(2).id],
      tell: false,
      shareName: true,
      ownerName: 'Claire',
    });
  });

  it('brings the form back with the refusal in the owner’s words (HEIR_EXISTS), in French too', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('fr');
    open('/settings/heirs/new', { save: refusal(409, 'HEIR_EXISTS', 'Server words') });
    await user.type(await screen.findByLabelText('Son numéro de téléphone'), '698765432');
    await user.type(screen.getByRole('textbox', { name: 'Son nom' }), 'Camille');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'Recevoir un code de confirmation' }));
    await screen.findByRole('heading', { name: 'Confirmez avec le code' });
    await typeCode(user, RIGHT_PIN);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce numéro est déjà celui d’un de vos héritiers : modifiez plutôt cet héritier.',
    );
    expect(screen.getByRole('textbox', { name: 'Son nom' })).toHaveValue('Camille');
    expect(currentLocation()).toBe('/settings/heirs/new');
  });

  it('asks an owner with a passkey for it, not for a code, and says the refusal in English', async () => {
    const user = userEvent.setup();
    open('/settings/heirs/new', { passkey: true, save: refusal(409, 'HEIR_IS_SELF', 'Server words') });
    await fillNewHeir(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    browserSheet.startAuthentication.mockResolvedValueOnce({ id: 'credential', response: {} });
    await user.click(await screen.findByRole('button', { name: 'Confirm with your passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot name yourself as your heir.');
    expect(bodyOf(sent('POST /v1/authorizations/passkey/options'))).toEqual({
      action: 'changeHeirs',
      phoneTo: HEIR_PHONE,
    });
    expect(sent('POST /transactions/requestCode')).toBeUndefined();
  });

  it('changes an heir (their number fixed) and removes one, each after a code for their number', async () => {
    const user = userEvent.setup();
    open(`/settings/heirs/${HEIR_ID}`, { save: { status: 200, data: makeHeir() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change an heir' })).toBeInTheDocument();
    expect(screen.getByText('Their number: +33 • •• •• •• 32')).toBeInTheDocument();
    expect(screen.queryByLabelText('Their phone number')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Their name' })).toHaveValue('Camille');
    await user.click(screen.getByRole('button', { name: 'Remove this heir' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Remove Camille?' })).toHaveFocus();
    await confirmWithCode(user);
    expect(sent(`DELETE /v1/heirs/${HEIR_ID}`)).toBeDefined();
    expect(sent(`PUT /v1/heirs/${HEIR_ID}`)).toBeUndefined();
  });

  it('leaves out of a change an item chosen once and no longer held (the API refuses it)', async () => {
    const user = userEvent.setup();
    const gone = '99999999-9999-4999-8999-999999999999';
    const heir = makeHeir({ scope: 'chosen', itemIds: [makeItem(2).id, gone] });
    open(`/settings/heirs/${HEIR_ID}`, { heir, save: { status: 200, data: heir } });
    expect(await screen.findByRole('checkbox', { name: new RegExp(makeItem(2).name) })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await confirmWithCode(user);
    expect(bodyOf(sent(`PUT /v1/heirs/${HEIR_ID}`))).toMatchObject({
      scope: 'chosen',
      itemIds: [makeItem(2).id],
    });
  });

  it('starts a second heir with chosen items when one receives all the rest, and says why not all', async () => {
    const user = userEvent.setup();
    open('/settings/heirs/new', { heir: makeHeir({ scope: 'all' }) });
    await fillNewHeir(user);
    expect(screen.getByRole('radio', { name: /Chosen items/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /All my other items/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Another heir already receives all your other items/)).toBeInTheDocument();
    expect(sent('POST /transactions/requestCode')).toBeUndefined();
  });

  it('says so when the heir is no longer among the owner’s', async () => {
    open('/settings/heirs/8b4cad53-3f6e-4088-9d91-5ecf7a0b1c34');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This heir is no longer among yours' }),
    ).toBeInTheDocument();
  });
});
