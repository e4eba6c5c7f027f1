// Test setup of the DOM tests (*.test.tsx, and logic tests that ask for jsdom): DOM matchers, cleanup, and
// the phone rules, which the app loads on a phone field's first use and the screens' tests expect there.
// Files share one module graph and one document (vite.config.ts): after each file, what a screen may have
// left on the document or in storage goes, as a fresh document would have it.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { http } from './src/api/client';
// the console's client from its own module: the console's index would load @simplewebauthn/browser here, before a
// test file's vi.mock of it could apply (the passkey step-up tests then read the browser as without passkeys)
import { consoleHttp } from './src/api/console/http';
import { HttpError, type Transport } from './src/api/http';
import { loadPhoneLib } from './src/ui/phone-lib';

await loadPhoneLib();

// No DOM test reaches the network: a call no test answers (a retry that outlives its test, a file without the fake
// network) fails as it would offline, instead of leaving for whatever listens on the test page's port.
const offline: Transport = (request) =>
  Promise.reject(new HttpError('Network Error', 'ERR_NETWORK', request));
http.transport = offline;
consoleHttp.transport = offline;

afterEach(() => {
  cleanup();
});

afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
});

// happy-dom has no dialogs: a confirm answers "cancel", as a browser whose dialogs are blocked does, and
// tests that expect one spy on it
if (typeof window.confirm !== 'function') window.confirm = () => false;
