// Configuration: every environment variable is parsed here, once, with zod (docs/operations.md lists them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CODE_RESEND_SECONDS } from '@heirloom/contract';
import type { Address, Hex } from 'viem';
import { isPublicDevKey, LOCAL_CHAIN_ID } from './chain/local-chain';
import type { ChainSettings } from './chain/runtime';
import { isLoopback } from './lib/loopback';

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
  AUTH_REQUESTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  TAPS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** where the per-IP request limiter counts when several instances share it; unset: each instance's memory */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' }).optional(),
  /** what the limiter's Redis keys start with: deployments (or test runs) sharing one Redis keep apart */
  REDIS_KEY_PREFIX: z.string().min(1).default('heirloom:rate-limit:'),
  /** How long a process trusts a session it found live (0: check the database on every request). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
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
  /** e.g. https://polygonscan.com: links to transactions and tokens */
  CHAIN_EXPLORER_URL: z.url().optional(),
  /** seconds between the local chain's blocks */
  CHAIN_BLOCK_TIME: z.coerce.number().min(0.1).max(60).default(1),
  /** whether this instance runs the chain worker (several instances may: they share the queue safely) */
  CHAIN_WORKER: bool.default(true),
});

export type Env = z.input<typeof envSchema>;

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
    authRequestsPerIpPerMinute: number;
    tapsPerIpPerMinute: number;
  };
  /** the per-IP request limiter's shared counters (Redis), or none: each instance counts in its memory */
  limiterStore: { redisUrl: string; keyPrefix: string } | undefined;
  /** Seconds a process trusts a session it found live; ended sessions are refused at once where they end. */
  sessionCacheSeconds: number;
  /** The dev outbox route and its storage: never in production. */
  devOutbox: boolean;
  /** /api/docs and /api/docs/json served */
  apiDocs: boolean;
  /** where the items' tokens live (decision 013) */
  chain: ChainSettings;
  /** this instance sends the chain's outbox */
  chainWorker: boolean;
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
  if (production) {
    const missing = (
      ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET', 'CODE_PEPPER', 'MEDIA_SECRET'] as const
    ).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(`Production needs real secrets: set ${missing.join(', ')}`);
  }
  for (const name of SECRET_NAMES) {
    const value = e[name];
    if (value && estimatedEntropyBits(value) < MIN_SECRET_ENTROPY_BITS) {
      throw new ConfigError(
        `${name} looks guessable (too few different characters for its length): use a random value, e.g. \`openssl rand -base64 48\``,
      );
    }
  }
  if (e.JWT_ACCESS_SECRET && e.JWT_ACCESS_SECRET === e.JWT_REFRESH_SECRET) {
    // one key for both would let a refresh token pass where an access token is expected, and back
    throw new ConfigError('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ');
  }
  if (production && (e.PAYMENT_PROVIDER ?? 'local') === 'local') {
    // The local provider takes test cards (4242…): in production it would hand items over unpaid.
    throw new ConfigError(
      'Production cannot use PAYMENT_PROVIDER=local (it accepts test cards): set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (production && e.SMS_PROVIDER === 'console') {
    // The console adapter prints every SMS, sign-in codes and login links included: never in production.
    throw new ConfigError(
      'Production cannot use SMS_PROVIDER=console (it logs sign-in codes): set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  }
  if (e.SMS_PROVIDER === 'twilio' && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)) {
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  if (production && e.SEED_DEMO === true) {
    // the demo data carries publicly known brand API keys (hlk_demo_<brand>, README) and made-up owners
    throw new ConfigError('Production cannot use SEED_DEMO=true: the demo brands have public API keys');
  }
  if (e.CAPTCHA_PROVIDER === 'recaptcha' && !e.RECAPTCHA_SECRET) {
    throw new ConfigError('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET');
  }
  if (e.STORAGE === 's3' && !(e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  if (
    e.PAYMENT_PROVIDER === 'stripe' &&
    !(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.EMAIL_PROVIDER === 'smtp' && !(e.SMTP_URL || e.SMTP_HOST)) {
    throw new ConfigError('EMAIL_PROVIDER=smtp needs SMTP_URL, or SMTP_HOST (with SMTP_PORT, SMTP_USER…)');
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (generated once)');
  }
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
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            api:
              e.STRIPE_API_HOST || e.STRIPE_API_PORT || e.STRIPE_API_PROTOCOL
                ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL }
                : undefined,
          }
        : { provider: 'local' },
    storage:
      e.STORAGE === 's3'
        ? {
            provider: 's3',
            endpoint: e.S3_ENDPOINT ?? '',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { provider: 'local', root: path.join(dataDir, 'uploads') },
    sms: {
      provider: e.SMS_PROVIDER,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
          : undefined,
    },
    email: {
      provider: e.EMAIL_PROVIDER,
      from,
      smtp: e.SMTP_URL
        ? { url: e.SMTP_URL }
        : e.SMTP_HOST
          ? {
              host: e.SMTP_HOST,
              port: e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587),
              secure: e.SMTP_SECURE,
              user: e.SMTP_USER,
              pass: e.SMTP_PASS,
            }
          : undefined,
    },
    push: {
      // Production reaches the browsers' push services; elsewhere nothing may leave the machine.
      provider: e.PUSH_PROVIDER ?? (production ? 'webpush' : 'console'),
      subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from}`,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
    },
    captcha: { provider: e.CAPTCHA_PROVIDER, recaptchaSecret: e.RECAPTCHA_SECRET },
    limits: {
      smsPerIpPerHour: e.SMS_PER_IP_PER_HOUR,
      codeResendSeconds: e.CODE_RESEND_SECONDS,
      authRequestsPerIpPerMinute: e.AUTH_REQUESTS_PER_IP_PER_MINUTE,
      tapsPerIpPerMinute: e.TAPS_PER_IP_PER_MINUTE,
    },
    limiterStore: e.REDIS_URL ? { redisUrl: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    devOutbox: !production,
    apiDocs: e.API_DOCS ?? !production,
    chain: chainSettings(e, dataDir, publicUrl),
    chainWorker: e.CHAIN_WORKER,
  };
}

function passkeySettings(
  publicUrl: string,
  extra: string | undefined,
  relyingParty: string | undefined,
): Config['passkeys'] {
  const own = new URL(publicUrl);
  const origins = [own.origin];
  for (const entry of (extra ?? '').split(',').map((o) => o.trim())) {
    if (!entry) continue;
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      throw new ConfigError(`PASSKEY_ORIGINS: ${entry} is not an origin (https://host[:port])`);
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  const rpId = relyingParty?.trim().toLowerCase() || own.hostname;
  const onIt = (origin: string) => {
    const host = new URL(origin).hostname;
    return host === rpId || host.endsWith(`.${rpId}`);
  };
  if (!origins.some(onIt)) {
    throw new ConfigError(
      `PASSKEY_RP_ID ${rpId}: none of the passkey origins (${origins.join(', ')}) is on it`,
    );
  }
  return { rpId, origins };
}

function chainSettings(e: z.output<typeof envSchema>, dataDir: string, publicUrl: string): ChainSettings {
  const mode = e.CHAIN ?? (e.CHAIN_RPC_URL ? 'rpc' : e.NODE_ENV === 'development' ? 'local' : 'off');
  if (mode === 'off') return { mode };
  const metadataBase = `${publicUrl}/api/v1/tokens/`;
  if (mode === 'local') {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Production cannot use CHAIN=local (its operator key is public): set CHAIN_RPC_URL, CHAIN_ID, CHAIN_OPERATOR_KEY and CHAIN_ITEMS_CONTRACT, or CHAIN=off',
      );
    }
    return { mode, dir: path.join(dataDir, 'chain'), blockTime: e.CHAIN_BLOCK_TIME, metadataBase };
  }
  if (!(e.CHAIN_RPC_URL && e.CHAIN_ID && e.CHAIN_OPERATOR_KEY && e.CHAIN_ITEMS_CONTRACT)) {
    throw new ConfigError(
      'CHAIN=rpc needs CHAIN_RPC_URL, CHAIN_ID, CHAIN_OPERATOR_KEY and CHAIN_ITEMS_CONTRACT (docs/operations.md)',
    );
  }
  if (e.CHAIN_ID !== LOCAL_CHAIN_ID && isPublicDevKey(e.CHAIN_OPERATOR_KEY as Hex)) {
    // anyone could sign as the operator and withdraw every token in custody
    throw new ConfigError(
      'CHAIN_OPERATOR_KEY is a public development key (Anvil, Hardhat): use a key of your own',
    );
  }
  return {
    mode: 'rpc',
    rpcUrl: e.CHAIN_RPC_URL,
    chainId: e.CHAIN_ID,
    operatorKey: e.CHAIN_OPERATOR_KEY as Hex,
    itemsContract: e.CHAIN_ITEMS_CONTRACT as Address,
    confirmations: e.CHAIN_CONFIRMATIONS,
    explorerUrl: e.CHAIN_EXPLORER_URL?.replace(/\/$/, ''),
  };
}

/** A development server reachable from other machines (demo accounts, test cards): the server warns at start. */
export function devRoutesExposed(config: Pick<Config, 'devOutbox' | 'host'>): boolean {
  return config.devOutbox && !isLoopback(config.host);
}

const SECRET_NAMES = [
  'JWT_ACCESS_SECRET',
  'JWT_REFRESH_SECRET',
  'CODE_PEPPER',
  'MEDIA_SECRET',
  'SEAL_SECRET',
  'TAG_KEY_SECRET',
] as const;

/** 32 random hex characters (128 bits) estimate above 90; "x" × 40 at 0, a word repeated far below. */
export const MIN_SECRET_ENTROPY_BITS = 80;

/**
 * A cautious estimate of the randomness in a secret: the Shannon entropy of its characters times the
 * number of characters that are not predictable from the ones before (a 3-character stretch seen earlier,
 * or a run such as "abc" or "321"). It cannot see a dictionary word, but it catches what a length check
 * let through ("x" × 40, "changeme" repeated, "abcdef…"), which is what people paste when told "at
 * least 32 characters".
 */
export function estimatedEntropyBits(value: string): number {
  const chars = [...value];
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  let novel = 0;
  const seen = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    const tri = chars.slice(Math.max(0, i - 2), i + 1).join('');
    const step = (k: number) => (chars[k]?.codePointAt(0) ?? 0) - (chars[k - 1]?.codePointAt(0) ?? 0);
    const inRun = i >= 2 && Math.abs(step(i)) === 1 && step(i) === step(i - 1);
    if (!(tri.length === 3 && seen.has(tri)) && !inRun) novel += 1;
    if (tri.length === 3) seen.add(tri);
  }
  return perChar * novel;
}
