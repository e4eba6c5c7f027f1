// Whether the page runs in the browser past its first render: what depends on the visitor's own clock or time
// zone waits for it, so that the server's HTML and the first render in the browser agree (decision 017).
import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

export function useHydrated(): boolean {
  // the server and the hydrating render read the server's answer (false), every render after the browser's
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
