// Scale: apps/api/scripts/bench-items-scale.ts (100,000 items of 10,000 owners; million: 1,000,000 of 100,000) on
// the given database.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/results';

export function benchScale(database: { name: string; url: string }, million = false): void {
  const apiDir = path.join(repoRoot, 'apps', 'api');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-items-scale.ts', ...(million ? ['--million'] : [])],
    {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: 'inherit',
    },
  );
}
