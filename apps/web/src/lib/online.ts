// Whether the browser is online (navigator.onLine and its online/offline events), for the screens that say so and
// the actions that need the network; and whether a failed call failed for want of a network.
import { useSyncExternalStore } from 'react';

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** true while the browser says it has a network; the server render and tests without one read online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * A call that failed for want of a network: the browser is offline, or the call got no answer at all
 * (the HTTP client's ERR_NETWORK; a server's answer, even an error, is not this).
 */
export function failedOffline(error: unknown): boolean {
  if (!isOnline()) return true;
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_NETWORK';
}
