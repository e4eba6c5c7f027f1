// Test setup of the screens' tests that share one module graph (vite.config.ts's "dom" project). No call reaches
// the network. A call no test answers (a retry that outlives its test, a file without the fake network) fails as it
// would offline, instead of leaving for whatever listens on the test page's port. Not for the files that mock modules
// ("mocking"): importing the clients here would load them before those files' mocks.
import { http } from './src/api/client';
// the console's client from its own module (the console's index would load @simplewebauthn/browser)
import { consoleHttp } from './src/api/console/http';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { offlineTransport } from './src/test/offline-transport';
import { clearTestQueryClients } from './src/test/render-screen';

http.transport = offlineTransport;
consoleHttp.transport = offlineTransport;

// The parts a screen loads lazily once rendered (the home's sections after its first paint) are loaded here first:
// a load still under way when its test file's environment is torn down fails, and stays failed for every later
// file of the worker, as the graph is shared.
await Promise.all([
  import('./src/features/home/trusted-notice'),
  import('./src/features/home/passkey-invitation'),
]);

// after the test's screens are unmounted (the caches emptied under a mounted screen would update it while another
// renders): cleanup is done again here, at no cost, as the hooks' order is not this file's to choose
afterEach(() => {
  cleanup();
  clearTestQueryClients();
});
