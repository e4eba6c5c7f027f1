// What the API's benchmark scripts share: their numeric flags and the config of the app they measure (the
// seeded demo on DATABASE_URL, else in-memory PGlite, in a data folder of its own).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config';

/** `--name N` from the command line, else the fallback. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

export function benchConfig(name: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `heirloom-${name}-`)),
    SEED_DEMO: 'true',
    ...env,
  });
}

/** Where a benchmark writes a result file: bench/results/ (git-ignored), made if missing. */
export function resultPath(file: string): string {
  const dir = path.resolve(import.meta.dirname, '../../../bench/results');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, file);
}
