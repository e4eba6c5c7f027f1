// Test setup of every file: English first, and a trap that fails a test on any console.error.
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from './src/i18n';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
