// The start most API test files share: an app on the seeded demo data (SEED_DEMO) with its two demo owners
// signed in, made before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signIn, type Session, type TestApp } from './helpers';

/** The demo owners' phones (src/demo/seed.ts). */
export const DEMO_OWNER_1 = '+33600000001';
export const DEMO_OWNER_2 = '+33600000002';

export interface DemoApp {
  t: TestApp;
  owner1: Session;
  owner2: Session;
  /** Signs both owners in again, in place (once the clock has gone past their tokens' life). */
  signInAgain(): Promise<void>;
}

/**
 * Registers the file's beforeAll (the demo app, both owners signed in) and afterAll (the app closed). What it
 * returns is filled in place by that beforeAll, so read it in hooks and tests only, not while the file loads.
 */
export function demoAppWithOwners(hookTimeout?: number, env: Record<string, string> = {}): DemoApp {
  const t = {} as TestApp;
  const owner1 = {} as Session;
  const owner2 = {} as Session;
  const signInAgain = async () => {
    Object.assign(owner1, await signIn(t, DEMO_OWNER_1));
    Object.assign(owner2, await signIn(t, DEMO_OWNER_2));
  };
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ SEED_DEMO: 'true', ...env }));
    await signInAgain();
  }, hookTimeout);
  afterAll(async () => {
    await t.close();
  });
  return { t, owner1, owner2, signInAgain };
}
