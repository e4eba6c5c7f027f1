import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // the migrated PGlite snapshot each test file restores (test/pglite-snapshot.ts)
    globalSetup: ['test/global-setup.ts'],
  },
});
