// Chain: apps/api/scripts/bench-chain.ts (1,000 mints, then 1,000 transfers, through the chain worker on Anvil)
// on the given database.
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
