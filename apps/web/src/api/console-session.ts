// The brand console's session (decision 019): an opaque hls_… token and its end, in localStorage, apart from any
// owner's session in the same browser; with a subscription for the console's screens.
import { useSyncExternalStore } from 'react';

const KEY = 'heirloom.console.session';
const listeners = new Set<() => void>();

interface Stored {
  token: string;
  expiresAt: string;
}

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Stored>;
    return typeof value.token === 'string' && typeof value.expiresAt === 'string'
      ? { token: value.token, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

const notify = () => listeners.forEach((listener) => listener());

export const consoleSession = {
  /** The token while the session lasts, else null. */
  token(): string | null {
    const stored = read();
    return stored && Date.parse(stored.expiresAt) > Date.now() ? stored.token : null;
  },
  save(session: Stored) {
    localStorage.setItem(KEY, JSON.stringify({ token: session.token, expiresAt: session.expiresAt }));
    notify();
  },
  clear() {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // storage unavailable: nothing was kept
    }
    notify();
  },
  isSignedIn: () => consoleSession.token() !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) notify();
  });
}

/** The session's token (another tab's sign-in changes it too), or null. */
export function useConsoleToken(): string | null {
  return useSyncExternalStore(consoleSession.subscribe, consoleSession.token, () => null);
}

export function useConsoleSignedIn(): boolean {
  return useSyncExternalStore(consoleSession.subscribe, consoleSession.isSignedIn, () => false);
}
