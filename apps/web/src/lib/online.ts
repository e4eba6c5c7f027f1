// Whether the browser is online (navigator.onLine and its online/offline events), for the screens that say so and
// the actions that need the network (a call that failed for want of one: api/errors.ts failedOffline).
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
