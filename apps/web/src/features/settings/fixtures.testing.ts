// Test support: a signed-in owner (tokens whose `sub` is their id) and their account as the contract says.
import { tokenStore } from '../../api/token-store';
import type { User } from '../../api/users';
import { fakeJwt } from '../../test/fake-jwt';

export const USER_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: USER_ID,
    phone: '+33612345678',
    language: 'en',
    email: null,
    pendingEmail: null,
    settings: { notifications: { sms: true, email: true, push: true }, marketing: false },
    pushDevices: 0,
    createdAt: '2024-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Signs the owner in: both tokens valid for ten minutes, `sub` their id. */
export function signIn(userId = USER_ID) {
  const exp = Math.floor(Date.now() / 1000) + 600;
  tokenStore.save({
    accessToken: fakeJwt({ sub: userId, exp, aud: 'access' }),
    refreshToken: fakeJwt({ sub: userId, exp, aud: 'refresh' }),
  });
}
