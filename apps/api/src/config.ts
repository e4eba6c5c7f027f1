// Configuration: every environment variable is parsed here, once, with zod (docs/operations.md lists them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CODE_RESEND_SECONDS, CODES_PER_PHONE_PER_DAY } from '@heirloom/contract';
import type { ChainSettings } from './chain/runtime';
import { checkEnv } from './config-checks';
import { chainSettings, passkeySettings, providerSettings } from './config-settings';
import { isLoopback } from './lib/loopback';

export { estimatedEntropyBits, MIN_SECRET_ENTROPY_BITS } from './config-checks';

/** apps/api, whether running from src/ (tsx, tests) or from the dist/ bundle. */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** loopback unless widened: a dev server's outbox hands out sign-in codes to whoever can reach it */
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  /**
   * Origins besides PUBLIC_URL's whose passkey signatures are taken (comma-separated), e.g. a development server
   * on another port. The relying party is always PUBLIC_URL's host.
   */
  PASSKEY_ORIGINS: z.string().optional(),
  /**
   * The passkeys' relying party, when not PUBLIC_URL's host: a parent domain (example.com for app.example.com), or
   * `localhost` when PUBLIC_URL is an IP address (WebAuthn takes no IP address). One of the origins must be on it.
   */
  PASSKEY_RP_ID: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** one info line per request: on outside production; slower requests and errors are logged either way */
  LOG_REQUESTS: bool.optional(),
  /** a request slower than this is logged (warn), whatever LOG_REQUESTS says */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  /** entries of the in-process read cache (decision 015); 0 turns it off */
  READ_CACHE_ENTRIES: z.coerce.number().int().min(0).default(10_000),
  /** responses checked against the contract's zod schemas before they leave: on outside production */
  RESPONSE_CHECKS: bool.optional(),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().optional(),
  JWT_ACCESS_SECRET: z.string().min(32).optional(),
  JWT_REFRESH_SECRET: z.string().min(32).optional(),
  CODE_PEPPER: z.string().min(32).optional(),
  MEDIA_SECRET: z.string().min(32).optional(),
  SEAL_SECRET: z.string().min(32).optional(),
  TAG_KEY_SECRET: z.string().min(32).optional(),
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** where the stripe client connects (tests point it at a local stand-in); Stripe's API by default */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  EMAIL_FROM: z.string().min(3).optional(),
  SMTP_URL: z.url().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: bool.default(false),
  PUSH_PROVIDER: z.enum(['console', 'webpush']).optional(),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL')
    .optional(),
  CAPTCHA_PROVIDER: z.enum(['none', 'recaptcha']).default('none'),
  RECAPTCHA_SECRET: z.string().optional(),
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** seconds before a phone may be sent another code for the same purpose (the e2e server shortens it) */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(CODE_RESEND_SECONDS),
  /** codes one phone may be sent in 24 hours (the e2e server, whose demo owner confirms every spec's steps, raises it) */
  CODES_PER_PHONE_PER_DAY: z.coerce.number().int().min(1).max(1000).default(CODES_PER_PHONE_PER_DAY),
  AUTH_REQUESTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  TAPS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** where the per-IP request limiter counts when several instances share it; unset: each instance's memory */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' }).optional(),
  /** what the limiter's Redis keys start with: deployments (or test runs) sharing one Redis keep apart */
  REDIS_KEY_PREFIX: z.string().min(1).default('heirloom:rate-limit:'),
  /** How long a process trusts a session it found live (0: check the database on every request). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** The rest between two rounds of the heirs' inactivity safeguard with nothing due (the e2e server shortens it). */
  SAFEGUARD_ROUND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The OpenAPI document and Swagger UI at /api/docs: on outside production, off in it unless set. */
  API_DOCS: bool.optional(),
  /** Where items are tokens: a local Anvil the server starts (development), a chain by RPC, or none (the
   * local ledger). Default: rpc when CHAIN_RPC_URL is set, local in development, off otherwise. */
  CHAIN: z.enum(['local', 'rpc', 'off']).optional(),
  CHAIN_RPC_URL: z.url().optional(),
  CHAIN_ID: z.coerce.number().int().min(1).optional(),
  /** the operator's private key (mints and moves the tokens): a secret, never logged */
  CHAIN_OPERATOR_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex private key')
    .optional(),
  CHAIN_ITEMS_CONTRACT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x-prefixed address')
    .optional(),
  /** blocks on top of a transaction's own before it counts as confirmed */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(1),
  /** the most calls in one JSON-RPC batch to CHAIN_RPC_URL (0: no batches, for an RPC that refuses them) */
  CHAIN_RPC_BATCH: z.coerce.number().int().min(0).max(1000).default(500),
  /** e.g. https://polygonscan.com: links to transactions and tokens */
  CHAIN_EXPLORER_URL: z.url().optional(),
  /** seconds between the local chain's blocks */
  CHAIN_BLOCK_TIME: z.coerce.number().min(0.1).max(60).default(1),
  /** whether this instance runs the chain worker (several instances may: they share the queue safely) and the
   * indexer of the contract's Transfer events (one instance at a time reads, under a lease) */
  CHAIN_WORKER: bool.default(true),
  /** blocks on top of a block's own before the indexer reads its Transfer events (a reorganisation deeper than
   * this is still followed, undoing what it replaced; decision 031) */
  CHAIN_INDEX_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(12),
  /** the block the indexer starts from on a new database: the contract's deployment block (found by a search over
   * past states when not given, which needs an archive node) */
  CHAIN_INDEX_FROM_BLOCK: z.coerce.number().int().min(0).optional(),
});

export type Env = z.input<typeof envSchema>;
/** The environment as parsed: what the checks and the settings read. */
export type ParsedEnv = z.output<typeof envSchema>;

/** Every environment variable loadConfig reads (docs/operations.md lists each; a test holds it to this). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** WebAuthn (decision 018): the relying party is PUBLIC_URL's host; the origins a signature may come from */
  passkeys: { rpId: string; origins: string[] };
  dataDir: string;
  /** undefined → PGlite file under dataDir/db; 'memory://' → in-memory PGlite; postgres://… → PostgreSQL */
  databaseUrl: string | undefined;
  seedDemo: boolean | 'auto';
  logLevel: string;
  /** every request logged (info), and the threshold above which a request is logged as slow (warn) */
  requestLog: { every: boolean; slowMs: number };
  /** entries the in-process read cache keeps (0: none) */
  readCacheEntries: number;
  /** responses parsed by their zod schema before the compiled serialiser writes them (tests, development) */
  responseChecks: boolean;
  trustProxy: boolean;
  webDistDir: string;
  migrationsDir: string;
  secrets: {
    jwtAccess?: string;
    jwtRefresh?: string;
    codePepper?: string;
    mediaSigning?: string;
    sealing?: string;
    tagKeys?: string;
  };
  /** local: offline stand-in for Stripe test mode; stripe: the real Stripe API */
  payments:
    | { provider: 'local' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        api?: { host?: string; port?: number; protocol?: 'http' | 'https' };
      };
  storage: { provider: 'local'; root: string } | ({ provider: 's3' } & S3Options);
  sms: { provider: 'console' | 'twilio'; twilio?: { accountSid: string; authToken: string; from: string } };
  email: {
    provider: 'console' | 'smtp';
    /** the From header, e.g. "Heirloom <no-reply@example.com>" */
    from: string;
    smtp?: SmtpOptions;
  };
  /** console: log + dev outbox; webpush: VAPID-signed Web Push (keys from the env, else generated once) */
  push: {
    provider: 'console' | 'webpush';
    subject: string;
    vapid?: { publicKey: string; privateKey: string };
  };
  captcha: { provider: 'none' | 'recaptcha'; recaptchaSecret?: string };
  limits: {
    smsPerIpPerHour: number;
    /** the wait between two codes to one phone for one purpose, told to the client with each code sent */
    codeResendSeconds: number;
    codesPerPhonePerDay: number;
    authRequestsPerIpPerMinute: number;
    tapsPerIpPerMinute: number;
  };
  /** the per-IP request limiter's shared counters (Redis), or none: each instance counts in its memory */
  limiterStore: { redisUrl: string; keyPrefix: string } | undefined;
  /** Seconds a process trusts a session it found live; ended sessions are refused at once where they end. */
  sessionCacheSeconds: number;
  /** the rest between two rounds of the heirs' inactivity safeguard with nothing due */
  safeguardRoundSeconds: number;
  /** The dev outbox route and its storage: never in production. */
  devOutbox: boolean;
  /** /api/docs and /api/docs/json served */
  apiDocs: boolean;
  /** where the items' tokens live (decision 013) */
  chain: ChainSettings;
  /** this instance sends the chain's outbox */
  chainWorker: boolean;
  /** blocks on top of a block's own before the indexer reads it */
  chainIndexConfirmations: number;
  /** where the indexer starts on a new database (undefined: the contract's deployment block, searched for) */
  chainIndexFromBlock?: number;
}

export type SmtpOptions =
  { url: string } | { host: string; port: number; secure: boolean; user?: string; pass?: string };

/** An S3-compatible bucket (AWS S3, MinIO, R2…) and the keys to it. */
export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted servers want https://host/bucket/key rather than https://bucket.host/key */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(rawEnv);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  checkEnv(e, production);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const from = e.EMAIL_FROM ?? `Heirloom <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    passkeys: passkeySettings(publicUrl, e.PASSKEY_ORIGINS, e.PASSKEY_RP_ID),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    seedDemo: e.SEED_DEMO ?? 'auto',
    logLevel: e.LOG_LEVEL,
    requestLog: { every: e.LOG_REQUESTS ?? !production, slowMs: e.SLOW_REQUEST_MS },
    responseChecks: e.RESPONSE_CHECKS ?? !production,
    readCacheEntries: e.READ_CACHE_ENTRIES,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(apiRoot, '..', 'web', 'dist')),
    migrationsDir: path.join(apiRoot, 'drizzle'),
    secrets: {
      jwtAccess: e.JWT_ACCESS_SECRET,
      jwtRefresh: e.JWT_REFRESH_SECRET,
      codePepper: e.CODE_PEPPER,
      mediaSigning: e.MEDIA_SECRET,
      sealing: e.SEAL_SECRET,
      tagKeys: e.TAG_KEY_SECRET,
    },
    ...providerSettings(e, { production, dataDir, from }),
    captcha: { provider: e.CAPTCHA_PROVIDER, recaptchaSecret: e.RECAPTCHA_SECRET },
    limits: {
      smsPerIpPerHour: e.SMS_PER_IP_PER_HOUR,
      codeResendSeconds: e.CODE_RESEND_SECONDS,
      codesPerPhonePerDay: e.CODES_PER_PHONE_PER_DAY,
      authRequestsPerIpPerMinute: e.AUTH_REQUESTS_PER_IP_PER_MINUTE,
      tapsPerIpPerMinute: e.TAPS_PER_IP_PER_MINUTE,
    },
    limiterStore: e.REDIS_URL ? { redisUrl: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    safeguardRoundSeconds: e.SAFEGUARD_ROUND_SECONDS,
    devOutbox: !production,
    apiDocs: e.API_DOCS ?? !production,
    chain: chainSettings(e, dataDir, publicUrl),
    chainWorker: e.CHAIN_WORKER,
    chainIndexConfirmations: e.CHAIN_INDEX_CONFIRMATIONS,
    chainIndexFromBlock: e.CHAIN_INDEX_FROM_BLOCK,
  };
}

/** A development server reachable from other machines (demo accounts, test cards): the server warns at start. */
export function devRoutesExposed(config: Pick<Config, 'devOutbox' | 'host'>): boolean {
  return config.devOutbox && !isLoopback(config.host);
}
