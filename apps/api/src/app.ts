// Builds the Fastify application from a config object: database, providers, services, routes, web app.
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_IMAGE_BYTES } from '@heirloom/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { markInitialised } from './db/app-meta';
import { normaliseStoredPhones } from './db/normalise-phones';
import { isDemoSeeded, seedDemo } from './demo/seed';
import { installAuthentication } from './http/authenticate';
import { installDocs } from './http/docs';
import { installInputGuard } from './http/input-guard';
import { installSecurityHeaders } from './http/security';
import { installWebApp, isApiPath } from './http/web';
import { appOrigin } from './lib/app-origins';
import { systemClock, type Clock } from './lib/clock';
import { installErrorHandling, sendError } from './lib/errors';
import { languageFromHeader, messageFor } from './lib/messages';
import { loggerOptions } from './lib/logger';
import { MediaUrls } from './lib/media-urls';
import { loadSecrets, loadVapidKeys } from './lib/secrets';
import { AuthRepository } from './modules/auth/auth.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { TokenService } from './modules/auth/tokens';
import { registerHealthRoute, registerOutboxRoute } from './modules/system/system.routes';
import { ClientsRepository } from './modules/clients/clients.repository';
import { registerClientRoutes } from './modules/clients/clients.routes';
import { ClientsService } from './modules/clients/clients.service';
import { HistoryRepository } from './modules/history/history.repository';
import { ImagesRepository } from './modules/images/images.repository';
import { registerImageRoutes } from './modules/images/images.routes';
import { ImagesService } from './modules/images/images.service';
import { ItemsPresenter } from './modules/items/items.presenter';
import { ItemsRepository } from './modules/items/items.repository';
import { registerItemRoutes } from './modules/items/items.routes';
import { ItemsService } from './modules/items/items.service';
import { LegalRepository } from './modules/legal/legal.repository';
import { registerLegalRoutes } from './modules/legal/legal.routes';
import { LegalService } from './modules/legal/legal.service';
import { seedLegalDocuments } from './modules/legal/legal-texts-v1';
import { MessagesRepository } from './modules/messages/messages.repository';
import { registerBrandMessageRoutes, registerMessageRoutes } from './modules/messages/messages.routes';
import { MessagesService } from './modules/messages/messages.service';
import { registerMediaRoutes } from './modules/media/media.routes';
import { MediaService } from './modules/media/media.service';
import { SystemRepository } from './modules/system/system.repository';
import { SystemService } from './modules/system/system.service';
import { BrandKeys } from './modules/brand/brand-keys';
import { BrandKeysRepository } from './modules/brand/brand-keys.repository';
import { OwnerNotifier } from './modules/notifications/owner-notifier';
import { registerFinderMessageRoutes } from './modules/protection/finder-messages.routes';
import { FinderMessagesService } from './modules/protection/finder-messages.service';
import { ProtectionRepository } from './modules/protection/protection.repository';
import { registerProtectionRoutes } from './modules/protection/protection.routes';
import { ProtectionService } from './modules/protection/protection.service';
import { RepairsRepository } from './modules/repairs/repairs.repository';
import { registerBrandRoutes, registerRepairRoutes } from './modules/repairs/repairs.routes';
import { RepairsService } from './modules/repairs/repairs.service';
import { TransfersRepository } from './modules/transfers/transfers.repository';
import { registerTransferRoutes } from './modules/transfers/transfers.routes';
import { TransfersService } from './modules/transfers/transfers.service';
import { AccountRepository } from './modules/users/account.repository';
import { AccountService } from './modules/users/account.service';
import { UsersRepository } from './modules/users/users.repository';
import { registerUserRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';
import { createProviders, type Providers } from './providers';
import { SealedTokens } from './lib/sealed-tokens';
import { GuestPasses } from './modules/payments/guest-passes';
import { GuestPurchaseService } from './modules/payments/guest-purchase.service';
import { registerLocalPayRoutes } from './modules/payments/local-pay.routes';
import { PaymentsRepository } from './modules/payments/payments.repository';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { PaymentsService } from './modules/payments/payments.service';
import { ShopRepository } from './modules/shop/shop.repository';
import { registerShopRoutes } from './modules/shop/shop.routes';
import { ShopService } from './modules/shop/shop.service';
import { LocalPayments } from './providers/payments/local-payments';
import { Outbox } from './providers/outbox';
import { generateVapidKeys } from './providers/push/web-push';

export interface AppDeps {
  clock?: Clock;
  providers?: Partial<Providers>;
  /** An opened database the app takes over (and closes) instead of opening config.databaseUrl: the tests
   * hand in an in-memory PGlite restored from a migrated snapshot, a few seconds less per test file. */
  database?: Database;
}

export interface Services {
  auth: AuthService;
  items: ItemsService;
  images: ImagesService;
  clients: ClientsService;
  mediaUrls: MediaUrls;
  transfers: TransfersService;
  repairs: RepairsService;
  protection: ProtectionService;
  brandKeys: BrandKeys;
  users: UsersService;
  account: AccountService;
  messages: MessagesService;
  legal: LegalService;
  shop: ShopService;
  payments: PaymentsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    services: Services;
    providers: Providers;
  }
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  app.addHook('onClose', () => database.close());
  let isNew = false;
  try {
    await database.migrate(config.migrationsDir);
    isNew = await markInitialised(database.db, clock.now());
    if (config.production && (await isDemoSeeded(database.db))) {
      // the demo brands' API keys and the demo owners are public (README): they must never open production
      throw new ConfigError(
        'This database holds the demo data (public brand keys hlk_demo_…, demo owners): production will not start on it. Use a new DATA_DIR or DATABASE_URL.',
      );
    }
    const phones = await normaliseStoredPhones(database.db, clock.now());
    if (phones && (phones.rewritten || phones.conflicts.length || phones.unknown)) {
      app.log.info(
        { rewritten: phones.rewritten, unknown: phones.unknown },
        'stored phone numbers rewritten in E.164',
      );
      for (const conflict of phones.conflicts) {
        app.log.warn(
          conflict,
          'two accounts for one phone number (one stored as typed): left apart, see docs/operations.md',
        );
      }
    }
    // the legal texts are not demo data: every database gets version 1 (idempotent across instances)
    await seedLegalDocuments(database.db, clock.now());
  } catch (err) {
    await database.close();
    throw err;
  }

  const secrets = await loadSecrets(database.db, config.secrets);
  const outbox = config.devOutbox ? new Outbox(database.db, clock) : undefined;
  const vapid = await loadVapidKeys(database.db, config.push.vapid, generateVapidKeys);
  const providers: Providers = {
    ...createProviders(config, app.log, outbox, database.db, vapid, {
      webhookSecret: secrets.localWebhook,
      clock,
    }),
    ...deps.providers,
  };

  const wantSeed = config.seedDemo === true || (config.seedDemo === 'auto' && isNew && !config.production);
  const history = new HistoryRepository(database.db);
  if (wantSeed && !(await isDemoSeeded(database.db))) {
    await seedDemo(
      database.db,
      { storage: providers.storage, ledger: providers.ledger, history },
      clock.now(),
    );
    app.log.info('demo data seeded');
  }
  await database.analyze();

  const mediaUrls = new MediaUrls(secrets.mediaSigning, clock);
  const presenter = new ItemsPresenter(mediaUrls);
  const itemsRepo = new ItemsRepository(database.db);
  const imagesRepo = new ImagesRepository(database.db);
  const clientsRepo = new ClientsRepository(database.db);
  const items = new ItemsService({ repo: itemsRepo, history, images: imagesRepo, present: presenter });
  const images = new ImagesService({
    repo: imagesRepo,
    history,
    items: itemsRepo,
    storage: providers.storage,
    present: presenter,
    clock,
  });
  const clients = new ClientsService({ repo: clientsRepo, urls: mediaUrls });
  const auth = new AuthService({
    repo: new AuthRepository(database.db),
    tokens: new TokenService({ accessSecret: secrets.jwtAccess, refreshSecret: secrets.jwtRefresh, clock }),
    providers,
    secrets,
    config,
    clock,
  });
  const usersRepo = new UsersRepository(database.db);
  const notifier = new OwnerNotifier({
    users: usersRepo,
    sms: providers.sms,
    email: providers.email,
    push: providers.push,
    log: app.log,
  });
  const { publicUrl } = config;
  const transfersRepo = new TransfersRepository(database.db);
  const transfers = new TransfersService({
    repo: transfersRepo,
    history,
    images: imagesRepo,
    auth,
    ledger: providers.ledger,
    sms: providers.sms,
    notifier,
    storage: providers.storage,
    urls: mediaUrls,
    publicUrl,
    clock,
  });
  auth.onSignIn((tx, userId, now) => transfers.settleOnSignIn(tx, userId, now));
  const users = new UsersService({
    repo: usersRepo,
    email: providers.email,
    push: providers.push,
    codePepper: secrets.codePepper,
    publicUrl,
    clock,
  });
  const account = new AccountService({
    account: new AccountRepository(database.db),
    history,
    images: imagesRepo,
    users: usersRepo,
    auth,
    transfers,
    ledger: providers.ledger,
    storage: providers.storage,
    codePepper: secrets.codePepper,
    clock,
  });
  // An account deleted earlier: its items were held for this number and come back now.
  auth.onSignIn((tx, userId, now) => account.restoreHeldItems(tx, userId, now));
  const repairs = new RepairsService({
    repo: new RepairsRepository(database.db),
    history,
    notifier,
    email: providers.email,
    publicUrl,
    clock,
  });
  const protectionRepo = new ProtectionRepository(database.db);
  const protection = new ProtectionService({
    repo: protectionRepo,
    history,
    images: imagesRepo,
    items,
    notifier,
    urls: mediaUrls,
    ipKey: secrets.codePepper,
    publicUrl,
    clock,
  });
  const finderMessages = new FinderMessagesService({ repo: protectionRepo, items, clock });
  const brandKeys = new BrandKeys({ repo: new BrandKeysRepository(database.db) });
  const messages = new MessagesService({
    repo: new MessagesRepository(database.db),
    notifier,
    storage: providers.storage,
    urls: mediaUrls,
    publicUrl,
    clock,
    log: app.log,
  });
  app.addHook('onClose', () => messages.drain());
  const legal = new LegalService({ repo: new LegalRepository(database.db), clock });
  const shopRepo = new ShopRepository(database.db);
  const seals = new SealedTokens(secrets.sealing);
  const guestPasses = new GuestPasses(seals, clock);
  const shop = new ShopService({
    repo: shopRepo,
    images: imagesRepo,
    presenter,
    urls: mediaUrls,
    seals,
    publicUrl,
    clock,
  });
  const payments = new PaymentsService({
    repo: new PaymentsRepository(database.db),
    history,
    transfers: transfersRepo,
    shopRepo,
    shop,
    provider: providers.payments,
    ledger: providers.ledger,
    notifier,
    sms: providers.sms,
    email: providers.email,
    publicUrl,
    clock,
    log: app.log,
    passes: guestPasses,
  });
  const guestPurchase = new GuestPurchaseService({
    auth,
    repo: new PaymentsRepository(database.db),
    passes: guestPasses,
    publicUrl,
    clock,
  });
  // Holds past their 15 minutes go back on sale; paid orders not handed over yet are looked at again.
  const shopTimer = setInterval(() => {
    shop
      .releaseExpired()
      .then(() => payments.sweep())
      .catch((err: unknown) => app.log.error({ err }, 'shop housekeeping failed'));
  }, 30_000);
  shopTimer.unref();
  app.addHook('onClose', async () => clearInterval(shopTimer));
  const localPayments = providers.payments instanceof LocalPayments ? providers.payments : undefined;
  // the local provider's webhooks go through our own route, signature and all, as Stripe's would
  localPayments?.connect(async (body, signature) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    return res.statusCode;
  });
  app.addHook('onClose', async () => localPayments?.idle());
  // Transfers waiting for a recipient for 30 days go back to their senders.
  const expiryTimer = setInterval(() => {
    transfers
      .expirePending()
      .catch((err: unknown) => app.log.error({ err }, 'expiring pending transfers failed'));
  }, 60_000);
  expiryTimer.unref();
  app.addHook('onClose', async () => clearInterval(expiryTimer));
  const system = new SystemService({ repo: new SystemRepository(database.db), outbox });
  const media = new MediaService({
    images: imagesRepo,
    clients: clientsRepo,
    storage: providers.storage,
    urls: mediaUrls,
  });
  app.decorate('database', database);
  app.decorate('providers', providers);
  app.decorate('services', {
    auth,
    items,
    images,
    clients,
    mediaUrls,
    transfers,
    repairs,
    protection,
    brandKeys,
    users,
    account,
    messages,
    legal,
    shop,
    payments,
  });

  installErrorHandling(app);
  installInputGuard(app);
  installSecurityHeaders(app, config.production, config.payments.provider === 'stripe');
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_REQUESTS',
      message: messageFor('TOO_MANY_REQUESTS', languageFromHeader(request.headers['accept-language'])),
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
  if (config.apiDocs) await installDocs(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  installAuthentication(app, auth, brandKeys, clock);

  await app.register(
    async (api) => {
      registerHealthRoute(api, system);
      registerAuthRoutes(api, auth, config);
      registerItemRoutes(api, items);
      registerImageRoutes(api, images);
      registerClientRoutes(api, clients);
      registerTransferRoutes(api, transfers);
      registerUserRoutes(api, users, account, config);
      registerRepairRoutes(api, repairs);
      registerBrandRoutes(api, repairs);
      registerProtectionRoutes(api, protection);
      registerFinderMessageRoutes(api, finderMessages);
      registerMessageRoutes(api, messages);
      registerBrandMessageRoutes(api, messages);
      registerLegalRoutes(api, legal);
      registerShopRoutes(api, shop, config.limits.authRequestsPerIpPerMinute);
      registerPaymentRoutes(
        api,
        payments,
        guestPurchase,
        config.limits.authRequestsPerIpPerMinute,
        (origin) => appOrigin(origin, config.publicUrl, config.production),
      );
      // the test-card pages exist only where test cards may be used (config refuses them in production)
      if (localPayments && !config.production)
        registerLocalPayRoutes(api, localPayments, config.limits.authRequestsPerIpPerMinute);
      registerMediaRoutes(api, media);
      if (outbox) registerOutboxRoute(api, system);
    },
    { prefix: '/api' },
  );

  const webFallback = await installWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (webFallback && !isApiPath(request.url)) return webFallback(request, reply);
    const url = request.url.split('?')[0] ?? '';
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', { method: request.method, url });
  });
  return app;
}
