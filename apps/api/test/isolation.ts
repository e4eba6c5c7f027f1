// Setup file of every test file: the test files of a worker share one process and its modules
// (vitest.config.ts, isolate: false), so what a file may have changed for itself is undone at its end.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
