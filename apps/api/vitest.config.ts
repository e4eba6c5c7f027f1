import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process per worker for all its test files: the app's modules are imported once, and the worker's
    // databases are made once and emptied between apps (test/database-pool.ts). What a file changes in the
    // process for itself (timers, env, globals, spies) is undone at its end (test/isolation.ts).
    isolate: false,
    setupFiles: ['test/isolation.ts'],
    // a worker per core (vitest leaves one to itself, which waits): on two cores, two files at a time
    maxWorkers: Math.max(os.availableParallelism(), 1),
    // the migrated PGlite snapshot each worker restores (test/pglite-snapshot.ts)
    globalSetup: ['test/global-setup.ts'],
  },
});
