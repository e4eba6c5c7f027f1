// The phone number rules (libphonenumber-js and its metadata, ~40 KB gzip) load when a phone field is first
// used, not with the screen: the sign-in screen shows its field, country and example from phone-countries.ts.
import { useEffect, useSyncExternalStore } from 'react';
import type * as phoneNumber from './phone-number';

export type PhoneLib = typeof phoneNumber;

let lib: PhoneLib | undefined;
let loading: Promise<PhoneLib> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the rules once; every caller shares it. */
export function loadPhoneLib(): Promise<PhoneLib> {
  loading ??= import('./phone-number').then((loaded) => {
    lib = loaded;
    listeners.forEach((listener) => listener());
    return loaded;
  });
  return loading;
}

/** Tests only: as if the rules had not loaded yet (the module itself stays cached). */
export function forgetPhoneLibForTests(): void {
  lib = undefined;
  loading = undefined;
}

/** The rules if they are there already. */
export function phoneLib(): PhoneLib | undefined {
  return lib;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rules once loaded (re-renders then); `eager` starts loading them at once. */
export function usePhoneLib(eager: boolean): PhoneLib | undefined {
  // the server's render has no phone rules yet, as the browser's first render
  const current = useSyncExternalStore(subscribe, phoneLib, () => undefined);
  useEffect(() => {
    if (eager) void loadPhoneLib();
  }, [eager]);
  return current;
}
