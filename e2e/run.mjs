// `npm run test:e2e`: the suite in its two halves at once (the third part after the first), each on its own
// server (e2e/parts.ts); with arguments (`npm run test:e2e -- layout-320`), one Playwright run of what they name, as `playwright test` takes.
import { concurrently } from 'concurrently';
import { spawnSync } from 'node:child_process';

const playwright = 'playwright test -c e2e/playwright.config.ts';
const args = process.argv.slice(2);

if (args.length > 0) {
  const run = spawnSync(`npx ${playwright} ${args.map((a) => JSON.stringify(a)).join(' ')}`, {
    stdio: 'inherit',
    shell: true,
  });
  process.exit(run.status ?? 1);
}

// the first half, then the specs that make time pass (e2e/parts.ts), beside the second half
const { result } = concurrently(
  [
    { name: 'e2e-a+c', command: `E2E_PART=a npx ${playwright} && E2E_PART=c npx ${playwright}` },
    { name: 'e2e-b', command: `npx ${playwright}`, env: { E2E_PART: 'b' } },
  ],
  { group: true },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
