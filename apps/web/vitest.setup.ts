// Test setup: DOM matchers, cleanup, and a trap that fails a test on any console.error.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from './src/i18n';
import { loadPhoneLib } from './src/ui/phone-lib';

// the phone rules load lazily in the app (on a phone field's first use); tests start with them there
await loadPhoneLib();

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
