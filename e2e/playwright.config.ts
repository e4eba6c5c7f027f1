// End-to-end tests in Debian's Chromium at 390×844 against the production build on a spare port.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { currentPart, portOf, specsOf } from './parts';
import { CODE_RESEND_SECONDS } from './support';

const part = currentPart();
const port = portOf(part);
// the server's files (its local chain's state, pictures, its development clock's offset) in a directory of this
// run's own, not ./data; named in the environment so that the test workers (which load this file again) know it
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'heirloom-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  ...specsOf(part),
  globalSetup: './global-setup.ts',
  outputDir: part ? `../test-results/${part}` : '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'en',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, locale: 'en-US' },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    // it starts a local chain and seeds the demo: on a busy machine that takes more than a minute
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      // the local chain (Anvil), as `npm start` runs it: items are tokens, minted and moved on it
      CHAIN: 'local',
      // a block every half second (1 s by default): the demo's mints and the tests' sends confirm sooner
      CHAIN_BLOCK_TIME: '0.5',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // WebAuthn takes no IP address as relying party: passkeys (passkeys.e2e.ts) are tried on localhost
      PASSKEY_RP_ID: 'localhost',
      PASSKEY_ORIGINS: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // the wait between two codes to one phone: the run's codes to the demo owner come one after another
      CODE_RESEND_SECONDS: String(CODE_RESEND_SECONDS),
      // the demo owner confirms the steps of many specs with SMS codes, more than one person's day would hold
      CODES_PER_PHONE_PER_DAY: '50',
      // the heirs' safeguard looks again every second: time made to pass (e2e/dev-clock.ts) is seen at once
      SAFEGUARD_ROUND_SECONDS: '1',
    },
  },
});
