// The app's dependencies (app.deps), opened once at start and handed to every module: the database, migrated
// and ready (data migrations run, legal texts written, the demo seeded where asked), the clock, the secrets,
// the providers, and what several modules share (media addresses, sealed tokens, the items' presenter, the
// repositories of the tables several modules write: history, pictures, items, users).
import type { FastifyBaseLogger } from 'fastify';
import { CustodyAccounts } from './chain/custody-accounts';
import { ITEMS_CONTRACT_VERSION } from './chain/items-contract';
import { type ChainRuntime, startChain } from './chain/runtime';
import { migrateCommand } from './cli/ledger-migrate';
import { ConfigError, type Config } from './config';
import { markInitialised } from './db/app-meta';
import { openDatabase, type Database } from './db/client';
import { ReadCache } from './db/read-cache';
import { deriveCustodyAddresses } from './db/custody-addresses';
import { normaliseStoredPhones } from './db/normalise-phones';
import { isDemoSeeded, seedDemo } from './demo/seed';
import { systemClock, type Clock } from './lib/clock';
import { clockFile, OffsetClock } from './lib/dev-clock';
import { MediaUrls } from './lib/media-urls';
import { SealedTokens } from './lib/sealed-tokens';
import { AuditRepository } from './modules/audit/audit.repository';
import { HistoryRepository } from './modules/history/history.repository';
import { ImagesRepository } from './modules/images/images.repository';
import { ItemsPresenter } from './modules/items/items.presenter';
import { ItemWritesRepository } from './modules/items/item-writes.repository';
import { seedLegalDocuments } from './modules/legal/legal-texts-v1';
import { ChainLedger } from './modules/chain/chain-ledger';
import { ChainTokens } from './modules/chain/chain-tokens';
import { ChainIndexRepository } from './modules/chain/chain-index.repository';
import { ChainWritesRepository } from './modules/chain/chain-writes.repository';
import { TokenWritesRepository } from './modules/chain/token-writes.repository';
import type { ApiModule } from './modules/module';
import { UsersRepository } from './modules/users/users.repository';
import { createProviders, type Providers } from './providers';
import type { LedgerProvider } from './providers/ledger/ledger-provider';
import { Outbox } from './providers/local-db/outbox';
import { generateVapidKeys } from './providers/push/web-push';
import { CredentialKeys, loadKeyring } from './lib/credential-keyring';
import { loadSecrets, loadVapidKeys, type Secrets } from './secrets';
import { TagKeyVault } from './modules/tags/tag-key-vault';

/** What a caller of buildApp may hand in instead of what the config says (the tests do). */
export interface AppDeps {
  clock?: Clock;
  providers?: Partial<Providers>;
  /** An opened database the app takes over (and closes) instead of opening config.databaseUrl: the tests
   * hand in an in-memory PGlite restored from a migrated snapshot, a few seconds less per test file. */
  database?: Database;
  /** the API's modules, when not all of them (a test boots without one) */
  modules?: readonly ApiModule[];
}

export interface Deps {
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  database: Database;
  /** the in-process read cache, kept right by the database's notifications (decision 015) */
  reads: ReadCache;
  secrets: Secrets;
  /** the platform's key signing its credentials (docs/decisions/034-ownership-credentials.md) */
  /** the keys signing the owners' certificates (docs/decisions/034) */
  credentialKeys: CredentialKeys;
  providers: Providers;
  /** what the console adapters "sent" (GET /api/dev/outbox): outside production only */
  outbox?: Outbox;
  mediaUrls: MediaUrls;
  seals: SealedTokens;
  presenter: ItemsPresenter;
  /** the one writer of the items' history, used by every move inside its transaction */
  history: HistoryRepository;
  /** the one writer of the brands' audit logs, used by every brand-side change inside its transaction */
  audit: AuditRepository;
  /** the items' pictures, read by the item pages, the gallery, the shop, the activity and the public page */
  images: ImagesRepository;
  /** the one writer of the items table: every move of an item (owner, status, declaration) goes through it */
  items: ItemWritesRepository;
  /** the one writer of the users table: sign-in, pending accounts, settings, account deletion */
  users: UsersRepository;
  /** the chain the items' tokens live on (decision 013), or null: the local ledger alone */
  chain: ChainRuntime | null;
  /** the items' tokens as the chain's outbox knows them (item pages, public pages, activity) */
  tokens: ChainTokens;
  /** each token's custody account (one per holder and item) */
  custody: CustodyAccounts;
}

/** Opens the database and everything built on it; the database is closed again if anything fails. */
export async function openDeps(config: Config, given: AppDeps, log: FastifyBaseLogger): Promise<Deps> {
  // outside production, `npm run clock -- advance …` makes time pass (docs/operations.md "Making time pass")
  const clock = given.clock ?? (config.production ? systemClock : new OffsetClock(clockFile(config.dataDir)));
  const database = given.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  let chain: ChainRuntime | null = null;
  let reads: ReadCache | undefined;
  try {
    const isNew = await prepareDatabase(database, config, clock, log);
    const secrets = await loadSecrets(database.db, config.secrets);
    // made on the first start, before any instance signs
    const keyring = await loadKeyring(database.db);
    const credentialKeys = new CredentialKeys(database.db, () => clock.now(), keyring);
    const outbox = config.devOutbox ? new Outbox(database.db, clock) : undefined;
    const vapid = await loadVapidKeys(database.db, config.push.vapid, generateVapidKeys);
    const local = { webhookSecret: secrets.localWebhook, clock };
    chain = await startChain(config.chain, log);
    if (chain && (await chain.items.version()) < ITEMS_CONTRACT_VERSION) {
      // its calls would revert there: a local chain is migrated now, another one by its operator (decision 030)
      if (!chain.local) throw outdatedContract(chain);
      const outdated = chain;
      chain = null; // stopped by the migration, whatever its outcome
      chain = await migrateLocalChain(database, config, outdated, log);
    }
    const providers: Providers = {
      ...createProviders(config, log, outbox, database.db, vapid, local),
      ...given.providers,
    };
    // on a chain the ledger also queues every mint and move for the chain worker (decision 013)
    const custody = new CustodyAccounts(secrets.custody);
    if (chain) {
      providers.ledger = chainLedger(providers.ledger, database, chain, custody);
      await catchUpChain(database, chain, custody, clock.now(), log);
    }
    const history = new HistoryRepository(database.db);
    const wantSeed = config.seedDemo === true || (config.seedDemo === 'auto' && isNew && !config.production);
    // decided and done under the migrations' lock: instances started together on a new database would each
    // find no demo yet and seed it (the later ones failing on its unique keys); one seeds, the others see it
    if (wantSeed) {
      await database.underMigrationLock(async () => {
        if (await isDemoSeeded(database.db)) return;
        await seedDemo(
          database.db,
          {
            storage: providers.storage,
            ledger: providers.ledger,
            history,
            tagKeys: new TagKeyVault(secrets.tagKeys),
          },
          clock.now(),
        );
        log.info('demo data seeded');
      });
    }
    await database.analyze();
    reads = await ReadCache.open(database, {
      capacity: config.readCacheEntries,
      ttlMs: 60_000,
      clock,
    });
    const mediaUrls = new MediaUrls(secrets.mediaSigning, clock);
    return {
      config,
      clock,
      log,
      database,
      reads,
      secrets,
      credentialKeys,
      providers,
      outbox,
      mediaUrls,
      seals: new SealedTokens(secrets.sealing),
      presenter: new ItemsPresenter(mediaUrls, config.publicUrl),
      history,
      audit: new AuditRepository(database.db),
      images: new ImagesRepository(database.db),
      items: new ItemWritesRepository(),
      users: new UsersRepository(database.db),
      chain,
      tokens: new ChainTokens(database.db, chain),
      custody,
    };
  } catch (err) {
    await reads?.close();
    await chain?.stop();
    await database.close();
    throw err;
  }
}

/**
 * Every item becomes a token on the chain: a local chain started afresh forgets what the database wrote to the
 * one before, one that lost its last blocks (killed before it saved them) sends their writes again, and the items that are no token there yet (minted on the local ledger before the chain was
 * configured) get their mints queued.
 */
async function catchUpChain(
  database: Database,
  chain: ChainRuntime,
  custody: CustodyAccounts,
  now: Date,
  log: FastifyBaseLogger,
) {
  const writes = new ChainWritesRepository(database.db);
  const target = { chainId: chain.items.chainId, contract: chain.items.address };
  if (chain.fresh) {
    await writes.forget(target);
    await new ChainIndexRepository(database.db).forget(target);
  } else if (chain.local) {
    const lost = await writes.replayAfter(target, await chain.items.head());
    if (lost) log.warn({ lost }, 'the local chain lost its last blocks: their writes are sent again');
  }
  const { queued, left } = await writes.queueMissingMints(target, custody, now);
  if (queued || left) log.info({ queued, left }, 'chain: mints queued for the items that are no token yet');
  const royalties = await new TokenWritesRepository(database.db).queueMissingRoyalties(target, now);
  if (royalties) log.info({ royalties }, "chain: the brands' royalties queued for the contract");
}

function outdatedContract(chain: ChainRuntime): ConfigError {
  return new ConfigError(
    `The items contract ${chain.items.address} is an older version than this server writes to ` +
      `(version ${ITEMS_CONTRACT_VERSION}): stop the servers and run \`npm run ledger -- migrate\` ` +
      '(docs/operations.md, "The chain")',
  );
}

/**
 * A local chain whose items contract is an older version (made by an earlier `npm start`): its tokens are moved
 * to this version as `npm run ledger -- migrate` does (decision 030), and the chain started again on it.
 */
async function migrateLocalChain(
  database: Database,
  config: Config,
  chain: ChainRuntime,
  log: FastifyBaseLogger,
): Promise<ChainRuntime | null> {
  await chain.stop();
  const code = await migrateCommand(database.db, config.chain, [], (line) => log.info(line));
  if (code !== 0) throw new Error('the local chain could not be migrated to this version of the contract');
  return startChain(config.chain, log);
}

function chainLedger(
  local: LedgerProvider,
  database: Database,
  chain: ChainRuntime,
  custody: CustodyAccounts,
): LedgerProvider {
  const target = { chainId: chain.items.chainId, contract: chain.items.address };
  return new ChainLedger(local, new ChainWritesRepository(database.db), target, custody);
}

/** Migrations, the one-time data migrations and the legal texts; true when the database is new. */
async function prepareDatabase(
  database: Database,
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<boolean> {
  await database.migrate(config.migrationsDir);
  const isNew = await markInitialised(database.db, clock.now());
  if (config.production && (await isDemoSeeded(database.db))) {
    // the demo brands' API keys and the demo owners are public (README): they must never open production
    throw new ConfigError(
      'This database holds the demo data (public brand keys hlk_demo_…, demo owners): production will not start on it. Use a new DATA_DIR or DATABASE_URL.',
    );
  }
  const phones = await normaliseStoredPhones(database.db, clock.now());
  if (phones && (phones.rewritten || phones.conflicts.length || phones.unknown)) {
    log.info(
      { rewritten: phones.rewritten, unknown: phones.unknown },
      'stored phone numbers rewritten in E.164',
    );
    for (const conflict of phones.conflicts) {
      log.warn(
        conflict,
        'two accounts for one phone number (one stored as typed): left apart, see docs/operations.md',
      );
    }
  }
  const custody = await deriveCustodyAddresses(database.db, clock.now());
  if (custody)
    log.info({ changed: custody }, "custody addresses derived from the accounts' ids (decision 013)");
  // the legal texts are not demo data: every database gets version 1 (idempotent across instances)
  await seedLegalDocuments(database.db, clock.now());
  return isNew;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** the same as deps.database and deps.providers, for the tests */
    database: Database;
    providers: Providers;
  }
}
