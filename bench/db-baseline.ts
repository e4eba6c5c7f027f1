// The database baseline of the API benchmark: a bare Fastify route that runs the item page's one prepared
// statement (ItemsRepository.ownedItem) through the same driver, nothing else — no token check, no
// presenter, no response schema. No design that reads the database once per request can beat it.
// PGlite: its own in-memory database with the demo data (a PGlite belongs to one process); PostgreSQL: the
// API's own database. The item read is the demo item whose serial number ITEM_SERIAL names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { loadConfig } from '../apps/api/src/config';
import { openDeps } from '../apps/api/src/deps';
import { ItemsRepository } from '../apps/api/src/modules/items/items.repository';

const databaseUrl = process.env.DATABASE_URL ?? 'memory://';
const serial = process.env.ITEM_SERIAL;
if (!serial) throw new Error('ITEM_SERIAL: the serial number of the item to read');

const config = loadConfig({
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-baseline-')),
  SEED_DEMO: 'true',
  CHAIN: 'off',
  LOG_LEVEL: 'silent',
});
const deps = await openDeps(config, {}, pino({ level: 'silent' }) as FastifyBaseLogger);
const [item] = await deps.database.raw<{ id: string; owner_id: string }>(
  'select id, owner_id from items where serial_number = $1 and owner_id is not null',
  [serial],
);
if (!item) throw new Error(`no owned demo item with serial number ${serial}`);

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// the repository without the app's read cache: every request runs the statement
const repository = new ItemsRepository(deps.database.db);
app.get('/item', async () => repository.ownedItem(item.owner_id, item.id));
await app.listen({ port: Number(process.env.PORT ?? 3998), host: process.env.HOST ?? '127.0.0.1' });
const stop = async () => {
  await app.close();
  await deps.database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
