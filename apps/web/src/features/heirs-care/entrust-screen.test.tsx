// Entrusting an item with a mocked API: the form's checks, the step-up for exactly that carer and item
// (`entrustToPhone` with the number, `entrustToStore` for a boutique), the request sent (end, what is shared), the
// boutique repairing the item offered with its repair, and the refusals said in the owner's words (English, French).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import type { HttpRequest } from '../../api/http';
import type { Item } from '../../api/items';
import { answerCodeStep, refusal, RIGHT_PIN, typeCode } from '../../test/code-step';
import { makeCare } from '../../test/fixtures/heirs-care';
import { brand, makeItem } from '../../test/fixtures/items';
import { allStores, makeRepair, stores } from '../../test/fixtures/repairs';
import { signIn } from '../../test/fixtures/settings';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { EntrustScreen } from './entrust-screen';

const mock = mockHttp();
const CARER = '+33611223344';
const DAY = 86_400_000;

function answer(call: HttpRequest, item: Item, entrust: MockReply, action: string) {
  const codeStep = answerCodeStep(call, action);
  if (codeStep) return codeStep;
  const route = describeCall(call);
  if (route === 'GET /v1/passkeys')
    return { status: 200, data: { items: [], recovery: null, sessionMethod: 'sms' } };
  if (route === `GET /v1/products/${item.id}`) return { status: 200, data: item };
  if (route === `GET /v1/clients/${brand.id}/savStores`) return { status: 200, data: { items: allStores } };
  if (route === `GET /v1/products/${item.id}/repairs/10/0`)
    return { status: 200, data: { items: [makeRepair(1, 'in_progress')], total: 1 } };
  if (route === `POST /v1/products/${item.id}/care`) return entrust;
  return apiError(404, 'Not mocked');
}

function open({
  item = makeItem(1),
  entrust = { status: 201, data: makeCare() } as MockReply,
  action = 'entrustToPhone',
} = {}) {
  mock.handler = (call) => answer(call, item, entrust, action);
  renderScreen(<EntrustScreen />, '/items/:id/entrust', `/items/${item.id}/entrust`);
}

const sent = (route: string) => mock.calls.find((call) => describeCall(call) === route);
const careSent = () => bodyOf(sent(`POST /v1/products/${makeItem(1).id}/care`)) as Record<string, unknown>;

async function confirmWithCode(
  user: ReturnType<typeof userEvent.setup>,
  request = 'Receive a confirmation code',
) {
  await user.click(await screen.findByRole('button', { name: request }));
  await screen.findByRole('heading', { level: 2, name: /Confirm with the code|Confirmez avec le code/ });
  await typeCode(user, RIGHT_PIN);
}

beforeEach(() => signIn());
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('EntrustScreen', () => {
  it('checks the form before asking for any confirmation', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrust this item' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    await user.click(screen.getByRole('checkbox', { name: 'A note for them' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Type a valid mobile number.')).toBeInTheDocument();
    expect(screen.getByLabelText('The last day')).toHaveAccessibleDescription(
      /Choose a day within the coming year\./,
    );
    expect(screen.getByRole('textbox', { name: 'Your note' })).toHaveAccessibleDescription(
      /Write the note, or untick it\./,
    );
    expect(sent('POST /transactions/requestCode')).toBeUndefined();
  });

  it('entrusts the item to a person for a week after the code for that number and item', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Their phone number'), '611223344');
    await user.click(screen.getByRole('checkbox', { name: 'A note for them' }));
    await user.type(screen.getByRole('textbox', { name: 'Your note' }), 'Wind it weekly');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await confirmWithCode(user);
    await waitFor(() => expect(currentLocation()).toBe(`/items/${makeItem(1).id}`));
    expect(bodyOf(sent('POST /transactions/requestCode'))).toEqual({
      action: 'entrustToPhone',
      phoneTo: CARER,
      productsIds: [makeItem(1).id],
    });
    const body = careSent();
    expect(body.carer).toEqual({ kind: 'person', phone: CARER });
    expect(body.share).toEqual({
      pictures: true,
      certificate: false,
      ownerName: null,
      note: 'Wind it weekly',
    });
    const end = Date.parse(body.endsAt as string);
    expect(end - before).toBeGreaterThanOrEqual(7 * DAY - 60_000);
    expect(end - before).toBeLessThanOrEqual(7 * DAY + 60_000);
  });

  it('entrusts an item in repair to the boutique repairing it, with the repair', async () => {
    const user = userEvent.setup();
    open({ item: { ...makeItem(1), status: 'in_repair' }, action: 'entrustToStore' });
    expect(await screen.findByRole('radio', { name: /For my repair at Paris Rivoli, Paris/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /A person/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await confirmWithCode(user);
    await waitFor(() => expect(currentLocation()).toBe(`/items/${makeItem(1).id}`));
    expect(bodyOf(sent('POST /transactions/requestCode'))).toEqual({
      action: 'entrustToStore',
      productsIds: [makeItem(1).id],
    });
    expect(careSent().carer).toEqual({
      kind: 'store',
      storeId: stores.paris.id,
      repairId: makeRepair(1, 'in_progress').id,
    });
  });

  it('says a refusal in the owner’s words and brings the form back (ITEM_IN_CARE)', async () => {
    const user = userEvent.setup();
    open({ entrust: refusal(409, 'ITEM_IN_CARE', 'Server words') });
    await user.type(await screen.findByLabelText('Their phone number'), '611223344');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await confirmWithCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This item is in someone’s care: end the care first.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('says CARE_TO_SELF in French', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('fr');
    open({ entrust: refusal(409, 'CARE_TO_SELF', 'Server words') });
    await user.type(await screen.findByLabelText('Son numéro de téléphone'), '611223344');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await confirmWithCode(user, 'Recevoir un code de confirmation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez pas confier un objet à votre propre numéro.',
    );
  });

  it('entrusts to a chosen boutique until a chosen day', async () => {
    const user = userEvent.setup();
    open({ action: 'entrustToStore' });
    await user.click(await screen.findByRole('radio', { name: /A boutique of Maison Arlo/ }));
    await user.click(await screen.findByRole('radio', { name: /Lyon Bellecour, Lyon/ }));
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    const inTenDays = new Date(Date.now() + 10 * DAY);
    const day = `${inTenDays.getFullYear()}-${String(inTenDays.getMonth() + 1).padStart(2, '0')}-${String(inTenDays.getDate()).padStart(2, '0')}`;
    await user.type(screen.getByLabelText('The last day'), day);
    await user.click(screen.getByRole('checkbox', { name: 'Its certificate' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await confirmWithCode(user);
    await waitFor(() => expect(currentLocation()).toBe(`/items/${makeItem(1).id}`));
    const body = careSent();
    expect(body.carer).toEqual({ kind: 'store', storeId: stores.lyon.id });
    expect(new Date(body.endsAt as string).getDate()).toBe(inTenDays.getDate());
    expect(body.share).toMatchObject({ pictures: true, certificate: true });
  });
});
