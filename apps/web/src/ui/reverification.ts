// Whether the owner's identity must be verified again (by SMS code) before a sensitive action.
// Leaving a step-up flow with the back link drops its grant on the client side (docs/product.md "Step-up verification").
import { useSyncExternalStore } from 'react';

let needed = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (needed === value) return;
  needed = value;
  for (const listener of listeners) listener();
}

export function markNeedsReverification(): void {
  set(true);
}

export function clearNeedsReverification(): void {
  set(false);
}

export function needsReverification(): boolean {
  return needed;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller whenever the flag changes. */
export function useNeedsReverification(): boolean {
  return useSyncExternalStore(subscribe, needsReverification, () => false);
}
