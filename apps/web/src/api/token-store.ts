// Where the session's two tokens live (localStorage), with a subscription for the UI.
import { useSyncExternalStore } from 'react';
import type { AuthTokens } from '@heirloom/contract';
import { isTokenValid, tokenSubject } from '../lib/jwt';

const ACCESS_KEY = 'heirloom.accessToken';
const REFRESH_KEY = 'heirloom.refreshToken';
/** The owner's answers kept for reading offline (app/offline-cache.ts), removed with the session. */
export const OFFLINE_CACHE_KEY = 'heirloom.offline';
/** The service worker's copies of the owner's pictures (public/media-sw.js), removed with the session too. */
export const MEDIA_CACHE = 'heirloom-media';
const listeners = new Set<() => void>();

/**
 * Left when the session ends here (decision 042): the app cannot remove the server's HttpOnly page session, and a
 * sign-out whose call never reached the server (offline) must not leave the owner's page to the next visitor of this
 * browser. The server renders no owner's page while it is there; the next sign-in removes it. It holds no secret (no
 * Secure needed), and lasts as long as the page session it stands against.
 */
function markSignedOut() {
  if (typeof document !== 'undefined')
    document.cookie = 'heirloom.signedOut=1; Path=/; Max-Age=2592000; SameSite=Lax';
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export const tokenStore = {
  accessToken: () => read(ACCESS_KEY),
  refreshToken: () => read(REFRESH_KEY),
  /** docs/product.md "States": after a login or refresh both tokens are stored. */
  save(tokens: AuthTokens) {
    localStorage.setItem(ACCESS_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
    notify();
  },
  /** Ends the session here, and with it what this device kept of the owner's (decision 038). */
  clear() {
    markSignedOut();
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
    localStorage.removeItem(OFFLINE_CACHE_KEY);
    if (typeof caches !== 'undefined') void caches.delete(MEDIA_CACHE).catch(() => undefined);
    notify();
  },
  /** Signed in while the refresh token is still valid (the access token can be renewed). */
  isSignedIn: () => isTokenValid(read(REFRESH_KEY)),
  /** The signed-in owner's id (the refresh token's subject); undefined when no one is signed in. */
  owner: () => (isTokenValid(read(REFRESH_KEY)) ? tokenSubject(read(REFRESH_KEY)) : undefined),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes the stored tokens.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ACCESS_KEY || event.key === REFRESH_KEY) notify();
  });
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.isSignedIn, () => false);
}
