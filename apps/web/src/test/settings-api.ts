// Test support: the account's API as a small in-memory server (user, settings, e-mail, push, legal acceptance).
import { withSettings, type SettingsPatch, type User } from '../api/users';
import { apiError, bodyOf, type MockHandler, type MockReply } from './mock-http';
import { makeUser, USER_ID } from './fixtures/settings';
import { type HttpRequest } from '../api/http';

export const accepted = {
  termsAndConditions: {
    latestVersion: 2,
    acceptedVersion: 2,
    acceptedAt: '2024-05-02T10:00:00.000Z',
    upToDate: true,
  },
  privacyPolicy: {
    latestVersion: 1,
    acceptedVersion: 1,
    acceptedAt: '2024-05-02T10:00:00.000Z',
    upToDate: true,
  },
  upToDate: true,
};

export interface AccountApiOptions {
  user?: User;
  /** Answers PATCH /users/settings instead of applying it. */
  settingsReply?: MockReply;
  setEmailReply?: MockReply;
  /** Holds every PATCH until `release()` is called. */
  holdSettings?: boolean;
}

export function accountApi(options: AccountApiOptions = {}) {
  const state = { user: options.user ?? makeUser() };
  const held: (() => void)[] = [];
  const handler: MockHandler = async (call: HttpRequest) => {
    const url = call.url ?? '';
    if (call.method === 'get' && url === `/users/${USER_ID}`) return { status: 200, data: state.user };
    if (call.method === 'patch' && url === '/users/settings') {
      if (options.holdSettings) await new Promise<void>((resolve) => held.push(resolve));
      if (options.settingsReply) return options.settingsReply;
      state.user = withSettings(state.user, bodyOf(call) as SettingsPatch);
      return { status: 200, data: state.user };
    }
    if (url === '/users/setEmail') {
      if (options.setEmailReply) return options.setEmailReply;
      state.user = { ...state.user, pendingEmail: (bodyOf(call) as { email: string }).email };
      return { status: 200, data: state.user };
    }
    if (url === '/users/pushConfig') {
      return {
        status: 200,
        data: { provider: 'webpush', vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9' },
      };
    }
    if (url === '/users/fcmToken') {
      state.user = { ...state.user, pushDevices: state.user.pushDevices + 1 };
      return { status: 200, data: { ok: true } };
    }
    if (url === '/users/fcmToken/delete') {
      state.user = { ...state.user, pushDevices: Math.max(0, state.user.pushDevices - 1) };
      return { status: 200, data: { ok: true } };
    }
    if (url === '/legals/lastLegalsAccepted') return { status: 200, data: accepted };
    return apiError(404, `Not mocked: ${url}`);
  };
  return { state, handler, release: () => held.splice(0).forEach((resolve) => resolve()) };
}
