// Process entry: reads the environment, starts the app on one port, shuts down gracefully.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, devRoutesExposed, loadConfig } from './config';
import { DEMO_OWNER_PHONE, SECOND_DEMO_OWNER_PHONE } from './demo/seed';
import { markServer } from './lib/pglite-lock';
import { demoBrandKey } from './modules/brand/brand-keys';

async function main(): Promise<void> {
  let config;
  let app;
  try {
    config = loadConfig();
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // PGlite files serve one process: CLI commands check this mark before opening them
  if (!config.databaseUrl) {
    const unmark = markServer(config.dataDir);
    app.addHook('onClose', async () => unmark());
  }
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (devRoutesExposed(config)) {
    app.log.warn(
      { host: config.host },
      'HOST opens this development server to the network: anyone there reaches its demo accounts and test cards (the dev outbox still answers this machine only)',
    );
  }
  if (!config.production) {
    const banner = [
      '',
      `  Heirloom is running at ${config.publicUrl}`,
      `  Sign in with the demo owner ${DEMO_OWNER_PHONE} (second owner: ${SECOND_DEMO_OWNER_PHONE}).`,
      '  The SMS code is printed in this log ("SMS (console adapter)") and listed at',
      `  ${config.publicUrl}/api/dev/outbox?to=%2B${DEMO_OWNER_PHONE.slice(1)}`,
      `  API docs: ${config.publicUrl}/api/docs`,
      `  Brand API (demo key of Maison Aurèle): Authorization: Bearer ${demoBrandKey('maison-aurele')}`,
      '',
    ];
    process.stdout.write(`${banner.join('\n')}\n`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
