// @vitest-environment happy-dom
// Users client: docs/product.md "Calls" paths and bodies, the signed-in id from the token, the e-mail link without a session.
import { userRoutes } from '@heirloom/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, signIn, USER_ID } from '../test/fixtures/settings';
import { apiError, bodyOf, describeCall, mockHttp } from '../test/mock-http';
import { fakeJwt } from '../test/fake-jwt';
import { tokenStore } from './token-store';
import {
  confirmEmail,
  currentUserId,
  deleteAccount,
  forgetPushDevice,
  registerPushDevice,
  saveLanguage,
  setEmail,
  updateSettings,
  userKeys,
  userQuery,
  withSettings,
  pushConfigQuery,
} from './users';

const mock = mockHttp();
const user = makeUser();
const TOKEN = 'a'.repeat(32);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('users client', () => {
  it('knows the signed-in id from the access token, else from the refresh token', () => {
    expect(currentUserId()).toBeUndefined();
    signIn();
    expect(currentUserId()).toBe(USER_ID);
    localStorage.setItem('heirloom.accessToken', 'not-a-jwt');
    expect(currentUserId()).toBe(USER_ID);
  });

  it('reads the user by id through the query', async () => {
    signIn();
    mock.handler = () => ({ status: 200, data: user });
    const client = new QueryClient();
    await expect(client.fetchQuery(userQuery(USER_ID))).resolves.toEqual(user);
    expect(describeCall(mock.calls[0]!)).toBe(`GET /users/${USER_ID}`);
    expect(mock.calls[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(userQuery(USER_ID).queryKey).toEqual(userKeys.detail(USER_ID));
  });

  it('sets the e-mail trimmed and lower-cased, and saves settings with PATCH', async () => {
    signIn();
    mock.handler = () => ({ status: 200, data: user });
    await setEmail('  Ada@Example.COM ');
    await updateSettings({ notifications: { sms: false } });
    await saveLanguage('fr');
    expect(mock.calls.map(describeCall)).toEqual([
      'POST /users/setEmail',
      'PATCH /users/settings',
      'PATCH /users/settings',
    ]);
    expect(bodyOf(mock.calls[0])).toEqual({ email: 'ada@example.com' });
    expect(bodyOf(mock.calls[1])).toEqual({ notifications: { sms: false } });
    expect(bodyOf(mock.calls[2])).toEqual({ language: 'fr' });
  });

  it('registers and forgets a push device, reads the push config, deletes the account', async () => {
    signIn();
    mock.handler = (call) =>
      call.url === '/users/pushConfig'
        ? { status: 200, data: { provider: 'webpush', vapidPublicKey: 'BKey' } }
        : { status: call.method === 'delete' ? 204 : 200, data: { ok: true } };
    const device = '0f0e0d0c-0b0a-4909-8807-060504030201';
    await registerPushDevice(device, '{"endpoint":"https://push.example/1"}');
    await forgetPushDevice(device);
    await expect(new QueryClient().fetchQuery(pushConfigQuery())).resolves.toEqual({
      provider: 'webpush',
      vapidPublicKey: 'BKey',
    });
    await deleteAccount(USER_ID);
    expect(mock.calls.map(describeCall)).toEqual([
      'POST /users/fcmToken',
      'POST /users/fcmToken/delete',
      'GET /users/pushConfig',
      `DELETE /users/${USER_ID}`,
    ]);
    expect(bodyOf(mock.calls[0])).toEqual({
      deviceUUID: device,
      token: '{"endpoint":"https://push.example/1"}',
    });
    expect(bodyOf(mock.calls[1])).toEqual({ deviceUUID: device });
  });

  it('confirms an e-mail without a session, and never ends one on a refusal', async () => {
    expect(userRoutes.confirmEmail.path).toBe('/users/confirmEmailWithToken');
    mock.handler = () => ({ status: 200, data: { email: 'ada@example.com' } });
    await expect(confirmEmail(USER_ID, TOKEN)).resolves.toEqual({ email: 'ada@example.com' });
    expect(mock.calls[0]!.headers.Authorization).toBeUndefined();
    expect(bodyOf(mock.calls[0])).toEqual({ userId: USER_ID, emailConfirmationToken: TOKEN });

    // signed in with a lapsed access token: no refresh is spent on it, and a 401 would not sign out
    const exp = Math.floor(Date.now() / 1000);
    tokenStore.save({
      accessToken: fakeJwt({ sub: USER_ID, exp: exp - 10 }),
      refreshToken: fakeJwt({ sub: USER_ID, exp: exp + 600 }),
    });
    mock.handler = () => apiError(401, 'Unauthorized');
    await expect(confirmEmail(USER_ID, TOKEN)).rejects.toThrow();
    expect(mock.calls.map(describeCall)).toEqual([
      'POST /users/confirmEmailWithToken',
      'POST /users/confirmEmailWithToken',
    ]);
    expect(tokenStore.isSignedIn()).toBe(true);
  });

  it('applies a settings patch to the user without touching the rest', () => {
    const next = withSettings(user, { notifications: { push: false }, marketing: true, language: 'fr' });
    expect(next.settings).toEqual({
      notifications: { sms: true, email: true, push: false },
      marketing: true,
    });
    expect(next.language).toBe('fr');
    expect(withSettings(user, { notifications: { sms: false } }).settings.marketing).toBe(false);
  });
});
