// The configuration's checks: what the environment may not say (too weak a secret, a test provider in
// production, a provider without its credentials). loadConfig (config.ts) runs them before it builds the config.
import { ConfigError, type ParsedEnv } from './config';

/** Throws a ConfigError naming the first variable (or pair) the environment gets wrong. */
export function checkEnv(e: ParsedEnv, production: boolean): void {
  checkSecrets(e, production);
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
}

function checkSecrets(e: ParsedEnv, production: boolean): void {
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
