// A throw-away PostgreSQL on loopback, as .ci/run starts one (Debian's postgresql package).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Postgres {
  /** A new empty database on the server (each API run seeds its own), as a connection URL. */
  database(name: string): string;
  stop(): void;
}

function pgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? path.join(root, last, 'bin') : undefined;
}

/** Starts one, or returns undefined when PostgreSQL is not installed (apt-get install postgresql). */
export function startPostgres(port = 55433): Postgres | undefined {
  const bin = pgBin();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-pg-'));
  const root = process.getuid?.() === 0;
  const asPg = (cmd: string, args: string[]) =>
    execFileSync(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, {
      stdio: 'ignore',
    });
  if (root) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  asPg(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  asPg(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200`,
    'start',
  ]);
  return {
    database: (name) => {
      asPg(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop: () => {
      try {
        asPg(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
