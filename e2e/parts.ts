// The e2e suite runs as two halves at once (`npm run test:e2e`), each against a server of its own: the
// tests spend much of their time waiting on the server and the chain, so two halves on two cores take a
// little more than half the time, and no two tests ever share a server's state. A half is chosen with
// E2E_PART; without it (one spec run by hand) every spec is in. The specs that make the server's time pass
// (e2e/dev-clock.ts) run as a third part, on a server of their own after the first half: what they date months
// ahead (sessions, messages, reminders) never meets another spec.
// the first half's specs (about half the suite's time); the second half is every other, a new spec too
const FIRST_HALF = [
  'console',
  'shop',
  'aftersales',
  'account',
  'console-tags',
  'brand-content',
  'console-passkeys',
  'owner-heirs-care',
  'heir-carer',
];

/** The specs that move the server's clock: part c. */
const TIME_PASSES = ['console-heirs-care', 'heirs-journey'];

export type Part = 'a' | 'b' | 'c';

export function currentPart(): Part | undefined {
  const part = process.env.E2E_PART;
  if (part === undefined || part === '') return undefined;
  if (part !== 'a' && part !== 'b' && part !== 'c')
    throw new Error(`E2E_PART is "a", "b" or "c", not "${part}"`);
  return part;
}

const specFile = (name: string) => new RegExp(`(^|/)${name}\\.e2e\\.ts$`);

/** The specs of a half: the first half's named ones, the second half every other. */
export function specsOf(part: Part | undefined): { testMatch: RegExp | RegExp[]; testIgnore?: RegExp[] } {
  const all = /.*\.e2e\.ts$/;
  if (part === 'a') return { testMatch: FIRST_HALF.map(specFile) };
  if (part === 'b') return { testMatch: all, testIgnore: [...FIRST_HALF, ...TIME_PASSES].map(specFile) };
  if (part === 'c') return { testMatch: TIME_PASSES.map(specFile) };
  return { testMatch: all };
}

/** Each half's port, so that the two servers of one run never meet. */
export function portOf(part: Part | undefined): number {
  const base = Number(process.env.E2E_PORT ?? 3111);
  return base + (part === 'b' ? 1 : part === 'c' ? 2 : 0);
}
