// Scale: apps/api/scripts/bench-items-scale.ts (100,000 items, 10,000 owners) on the given database.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/results';

export function benchScale(database: { name: string; url: string }): void {
  const apiDir = path.join(repoRoot, 'apps', 'api');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-items-scale.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: 'inherit',
  });
}
