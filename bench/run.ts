// `npm run bench`: API throughput, scale, soak and web figures, printed and written to bench/results/.
// Flags: --only api,tap,scale,soak,chain,web  --db pglite,postgres  --duration 10  --rounds 3  --connections 50
// --million (the scale part at 1,000,000 items of 100,000 owners)  --soak 300  --lighthouse-runs 5  --pg-port 55433 (the throw-away PostgreSQL's)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchApi } from './api';
import { benchChain } from './chain';
import { startPostgres, type Postgres } from './lib/postgres';
import { machineLine, record, repoRoot } from './lib/results';
import { readTargets, startTargets, targetsReport } from './lib/targets';
import { benchScale } from './scale';
import { benchSoak } from './soak';
import { benchTap } from './tap';
import { benchWeb } from './web';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'api,tap,scale,soak,chain,web' },
    db: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    soak: { type: 'string', default: '300' },
    'pg-port': { type: 'string', default: '55433' },
    'no-build': { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
  },
});
const parts = new Set(values.only.split(','));
const databases = values.db.split(',');
const connections = Number(values.connections);

console.log(`Heirloom benchmark — ${machineLine()}`);
startTargets();
if (!values['no-build']) {
  console.log('npm run build (web app and API production build)…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
} else if (!fs.existsSync(path.join(repoRoot, 'apps', 'api', 'dist', 'server.js'))) {
  throw new Error('--no-build, but there is no build: run `npm run build`');
}

let postgres: Postgres | undefined;
/** An empty database for one part: in-memory PGlite, or a new database on a throw-away PostgreSQL. */
const freshDatabase = (kind: string, part: string): { name: string; url: string } | undefined => {
  if (kind === 'pglite') return { name: kind, url: 'memory://' };
  postgres ??= startPostgres(Number(values['pg-port']));
  if (!postgres) {
    console.warn('PostgreSQL is not installed (apt-get install postgresql): skipped');
    return undefined;
  }
  return { name: kind, url: postgres.database(`bench_${part}`) };
};

try {
  for (const kind of databases) {
    const fresh = (part: string) => freshDatabase(kind, part);
    const api = parts.has('api') ? fresh('api') : undefined;
    if (api) {
      await benchApi({
        duration: Number(values.duration),
        rounds: Number(values.rounds),
        connections,
        database: api,
      });
    }
    const tap = parts.has('tap') ? fresh('tap') : undefined;
    if (tap) {
      await benchTap({
        duration: Number(values.duration),
        rounds: Number(values.rounds),
        connections,
        database: tap,
      });
    }
    const scale = parts.has('scale') ? fresh('scale') : undefined;
    if (scale) benchScale(scale, values.million);
    const soak = parts.has('soak') ? fresh('soak') : undefined;
    if (soak) await benchSoak({ seconds: Number(values.soak), connections, database: soak });
    const chain = parts.has('chain') ? fresh('chain') : undefined;
    if (chain) benchChain(chain);
  }
  if (parts.has('web')) await benchWeb(Number(values['lighthouse-runs']));
} finally {
  postgres?.stop();
}
const targets = readTargets();
record('targets', 'Every target of this run beside its figure', targetsReport(targets), targets);
