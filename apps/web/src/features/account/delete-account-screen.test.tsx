// Deleting the account with a mocked API: warning → SMS code (wrong, then right) → deleted, signed out, goodbye;
// an expired or locked code or a lost connection is not called wrong; a refusal says why; the back link from
// the code step drops the verification.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store';
import { i18n } from '../../i18n';
import { clearNeedsReverification, needsReverification } from '../../ui';
import {
  answerCodeStep,
  codeTroubles,
  expectCodeTrouble,
  expectRefusal,
  typeCode,
  wrongCode,
  type WrongPin,
} from '../../test/code-step';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { signIn, USER_ID } from '../../test/fixtures/settings';
import { DeleteAccountScreen } from './delete-account-screen';
import { HttpError } from '../../api/http';

const browserSheet = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  browserSupportsWebAuthn: () => true,
  startAuthentication: browserSheet.startAuthentication,
}));

const mock = mockHttp();

function api(remove: MockReply = { status: 204 }, wrongPin: WrongPin = wrongCode) {
  mock.handler = (call) => {
    const codeStep = answerCodeStep(call, 'deleteAccount', wrongPin);
    if (codeStep) return codeStep;
    if (call.method === 'delete' && call.url === `/users/${USER_ID}`) return remove;
    return apiError(404, 'Not mocked');
  };
}

const open = () =>
  renderScreen(<DeleteAccountScreen />, '/settings/delete-account', '/settings/delete-account');

const checks = () => mock.calls.filter((c) => c.url === '/authorizations/checkPin');

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Delete my account' })).toBeInTheDocument();
  expect(screen.getByText(/Heirloom keeps them in custody for your phone number/)).toBeInTheDocument();
  expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Receive a confirmation code' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Enter the confirmation code' })).toBeVisible();
  expect(bodyOf(mock.calls.find((c) => c.url === '/transactions/requestCode'))).toEqual({
    action: 'deleteAccount',
  });
}

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => {
  clearNeedsReverification();
  localStorage.clear();
});

describe('DeleteAccountScreen', () => {
  it('deletes after a wrong then a right code, signs out and says goodbye', async () => {
    const user = userEvent.setup();
    api();
    open();
    await toCodeStep(user);
    await typeCode(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct. 4 attempts left.');
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
    // checked once: a wrong code costs one attempt, not a second one on a retry
    expect(checks()).toHaveLength(1);
    expect(mock.calls.some((c) => c.method === 'delete')).toBe(false);
    expect(tokenStore.isSignedIn()).toBe(true);

    await typeCode(user, '123456');
    await waitFor(() => expect(currentLocation()).toBe('/account-deleted'));
    expect(mock.calls.map(describeCall)).toContain(`DELETE /users/${USER_ID}`);
    expect(tokenStore.isSignedIn()).toBe(false);
    expect(tokenStore.accessToken()).toBeNull();
  });

  it.each(codeTroubles)(
    'says what went wrong with %s, not "not correct"',
    async (_what, wrongPin, words, codeFlagged) => {
      const user = userEvent.setup();
      api(undefined, wrongPin);
      open();
      await toCodeStep(user);
      await typeCode(user, '000000');
      await expectCodeTrouble(words, codeFlagged);
      expect(checks()).toHaveLength(1);
      expect(mock.calls.some((c) => c.method === 'delete')).toBe(false);
      expect(tokenStore.isSignedIn()).toBe(true);
    },
  );

  it('says in French that the code could not be checked when the connection is lost', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    api(undefined, () => Promise.reject(new HttpError('Network Error', 'ERR_NETWORK')));
    open();
    await user.click(await screen.findByRole('button', { name: 'Recevoir un code de confirmation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saisissez le code de confirmation' }),
    ).toBeVisible();
    await typeCode(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Le code n’a pas pu être vérifié\. Pas de connexion/,
    );
  });

  it('says why the account was not deleted, and keeps the session', async () => {
    const user = userEvent.setup();
    api(apiError(403, 'Confirm with the code we sent you first.'));
    open();
    await toCodeStep(user);
    await typeCode(user, '123456');
    await expectRefusal('Your account was not deleted', 'Confirm with the code we sent you first.');
    expect(tokenStore.isSignedIn()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: 'Receive a confirmation code' })).toBeInTheDocument();
  });

  it('leaving the code step with the back link drops the verification', async () => {
    const user = userEvent.setup();
    api();
    open();
    await toCodeStep(user);
    expect(needsReverification()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to settings' }));
    await waitFor(() => expect(needsReverification()).toBe(true));
    expect(currentLocation()).toBe('/settings');
  });

  it('asks an owner with a passkey for it, not for an SMS code', async () => {
    const user = userEvent.setup();
    const passkey = {
      id: '0b7f9d1e-3c51-4d2a-9a7e-1f2c3d4e5f60',
      name: 'Safari on iPhone',
      createdAt: '2026-11-20T09:30:00.000Z',
      lastUsedAt: null,
      deviceType: 'multiDevice',
      backedUp: true,
    };
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /v1/passkeys')
        return { status: 200, data: { items: [passkey], recovery: null, sessionMethod: 'passkey' } };
      if (route === 'POST /v1/authorizations/passkey/options')
        return { status: 200, data: { options: { challenge: 'c'.repeat(43) }, action: 'deleteAccount' } };
      if (route === 'POST /v1/authorizations/passkey/verify')
        return { status: 200, data: { action: 'deleteAccount', expiresAt: '2026-11-25T10:05:00.000Z' } };
      if (route === `DELETE /users/${USER_ID}`) return { status: 204 };
      return apiError(404, 'Not mocked');
    };
    open();
    const confirm = await screen.findByRole('button', { name: 'Delete my account with my passkey' });
    expect(screen.queryByRole('button', { name: 'Receive a confirmation code' })).not.toBeInTheDocument();
    browserSheet.startAuthentication.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(/cancelled or timed out/);
    expect(mock.calls.some((c) => c.method === 'delete')).toBe(false);

    browserSheet.startAuthentication.mockResolvedValueOnce({ id: 'credential', response: {} });
    await user.click(confirm);
    await waitFor(() => expect(currentLocation()).toBe('/account-deleted'));
    expect(bodyOf(mock.calls.find((c) => c.url === '/v1/authorizations/passkey/options'))).toEqual({
      action: 'deleteAccount',
    });
    expect(mock.calls.some((c) => c.url === '/transactions/requestCode')).toBe(false);
    expect(tokenStore.isSignedIn()).toBe(false);
  });
});
