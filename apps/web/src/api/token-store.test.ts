// @vitest-environment happy-dom
// The session's tokens on this device, and the mark a sign-out leaves for the server (decision 042): the app cannot
// remove the HttpOnly page session, so it tells the server that this device signed out.
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, USER_ID } from '../test/fixtures/settings';
import { tokenStore } from './token-store';

const marked = () => /(?:^|;\s*)heirloom\.signedOut=1(?:;|$)/.test(document.cookie);

afterEach(() => {
  document.cookie = 'heirloom.signedOut=; Path=/; Max-Age=0';
  localStorage.clear();
});

describe('tokenStore', () => {
  it('marks this device signed out when the session ends here, not when it starts', () => {
    signIn();
    expect(tokenStore.owner()).toBe(USER_ID);
    expect(marked()).toBe(false);
    tokenStore.clear();
    expect(tokenStore.isSignedIn()).toBe(false);
    expect(marked()).toBe(true);
  });
});
