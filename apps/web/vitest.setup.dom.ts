// Test setup of the DOM tests (*.test.tsx, and logic tests that ask for jsdom): DOM matchers, cleanup, and
// the phone rules, which the app loads on a phone field's first use and the screens' tests expect there.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadPhoneLib } from './src/ui/phone-lib';

await loadPhoneLib();

afterEach(() => {
  cleanup();
});
