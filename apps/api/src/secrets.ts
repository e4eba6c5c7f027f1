// Secrets from the environment, else generated once and kept in the database so that every API
// instance on the same database shares them and sessions survive restarts.
import type { Config } from './config';
import { keptSecret } from './db/app-meta';
import type { Db } from './db/client';
import { randomToken } from './lib/crypto';
import type { VapidKeys } from './providers/push/push-provider';

export interface Secrets {
  jwtAccess: string;
  jwtRefresh: string;
  codePepper: string;
  mediaSigning: string;
  /** the key of sealed tokens (market links, reservation links) */
  sealing: string;
  /** signs the local payment provider's webhooks (whsec_…, like Stripe's) */
  localWebhook: string;
  /** encrypts the brands' tag master keys and given chip keys (docs/decisions/024-tags-and-taps.md) */
  tagKeys: string;
  /** keys the tokens' custody accounts (one per holder and item); kept for ever, never from the environment */
  custody: string;
}

const getOrCreate = (db: Db, name: string, make: () => string = () => randomToken(48)) =>
  keptSecret(db, name, make);

export async function loadSecrets(
  db: Db,
  /** the secrets the environment gives (config.secrets); any missing is generated once and kept */
  fromEnv: Config['secrets'],
): Promise<Secrets> {
  return {
    jwtAccess: fromEnv.jwtAccess ?? (await getOrCreate(db, 'jwt_access')),
    jwtRefresh: fromEnv.jwtRefresh ?? (await getOrCreate(db, 'jwt_refresh')),
    codePepper: fromEnv.codePepper ?? (await getOrCreate(db, 'code_pepper')),
    mediaSigning: fromEnv.mediaSigning ?? (await getOrCreate(db, 'media_signing')),
    sealing: fromEnv.sealing ?? (await getOrCreate(db, 'sealing')),
    tagKeys: fromEnv.tagKeys ?? (await getOrCreate(db, 'tag_keys')),
    localWebhook: await getOrCreate(db, 'local_webhook', () => `whsec_${randomToken(32)}`),
    custody: await custodyKey(db),
  };
}

/** The key of the tokens' custody accounts (chain/custody-accounts.ts), for the server and the CLI alike. */
export function custodyKey(db: Db): Promise<string> {
  return getOrCreate(db, 'custody_accounts');
}

/** The Web Push (VAPID) key pair: one row holding both, so every instance signs with the same pair. */
export async function loadVapidKeys(
  db: Db,
  fromEnv: VapidKeys | undefined,
  generate: () => VapidKeys,
): Promise<VapidKeys> {
  if (fromEnv) return fromEnv;
  const stored: unknown = JSON.parse(await getOrCreate(db, 'vapid_keys', () => JSON.stringify(generate())));
  const { publicKey, privateKey } = (stored ?? {}) as Partial<VapidKeys>;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') {
    throw new Error('the stored VAPID keys are malformed');
  }
  return { publicKey, privateKey };
}
