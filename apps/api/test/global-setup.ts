// Vitest global setup: on PGlite, the migrated snapshot every test file restores (test/pglite-snapshot.ts).
import type { TestProject } from 'vitest/node';
import { makeSnapshot } from './pglite-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  project.provide('pgliteSnapshot', serverUrl?.startsWith('postgres') ? '' : await makeSnapshot());
}
