// Chain: apps/api/scripts/bench-chain.ts (1,000 mints, then 1,000 transfers, through the chain worker on Anvil)
// on the given database; then, in the same run, the same transactions sent straight to an Anvil with the same
// block time (the chain's pace, the worker's share against 90 %) and the gas beside OpenZeppelin's plain ERC-721;
// last, a brand's CSV import of as many items sent as batch mints (gas per token against 60 % of a single mint).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/results';

export function benchChain(database: { name: string; url: string }): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-chain.ts'], {
    cwd: path.join(repoRoot, 'apps', 'api'),
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: 'inherit',
  });
}
