// The platform's credential signing keys (docs/decisions/034-ownership-credentials.md, "Key rotation"): a keyring
// kept in the database, one row every instance reads. A new key is published in the DID document an hour before it
// signs (longer than the document may be cached), so that every verifier knows it before it meets a credential it
// signed; an old key stays published for the credentials it signed until it is retired (after they are signed
// again with the current key).
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { keptSecret, readSecret, replaceSecret } from '../db/app-meta';
import type { Db } from '../db/client';

/** The keyring's row in app_secrets (the first key was stored there alone, before rotation existed). */
const SECRET_NAME = 'credential_key';
/** How long before it signs a new key is in the DID document (which says it may be cached 5 minutes). */
export const KEY_PUBLISHED_AHEAD_MS = 60 * 60 * 1000;
/** How long an instance keeps the keyring it read before reading it again. */
const RING_TTL_MS = 60 * 1000;

export interface CredentialKey {
  /** its fragment in the DID document: key-1, key-2… */
  name: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
  /** from when it signs (ISO date) */
  activeFrom: string;
}
export type CredentialKeyring = readonly CredentialKey[];

const isKey = (k: unknown): k is CredentialKey => {
  const key = k as Partial<CredentialKey> | null;
  return (
    typeof key?.name === 'string' &&
    typeof key.publicKeyMultibase === 'string' &&
    typeof key.secretKeyMultibase === 'string' &&
    typeof key.activeFrom === 'string'
  );
};

/** The stored keyring: a list of keys, or the one key stored before rotation existed (key-1, signing ever since). */
export function parseKeyring(value: string): CredentialKeyring {
  const stored: unknown = JSON.parse(value);
  if (Array.isArray(stored) && stored.length > 0 && stored.every(isKey)) return stored;
  const { publicKeyMultibase, secretKeyMultibase } = (stored ?? {}) as Partial<CredentialKey>;
  if (typeof publicKeyMultibase === 'string' && typeof secretKeyMultibase === 'string') {
    return [{ name: 'key-1', publicKeyMultibase, secretKeyMultibase, activeFrom: new Date(0).toISOString() }];
  }
  throw new Error('the stored credential keys are malformed');
}

/** The key that signs at `now`: the latest whose time has come (the first one before any has). */
export function signingKey(ring: CredentialKeyring, now: Date): CredentialKey {
  const ready = ring.filter((k) => Date.parse(k.activeFrom) <= now.getTime());
  const key = ready.at(-1) ?? ring[0];
  if (!key) throw new Error('the credential keyring is empty');
  return key;
}

async function newKey(name: string, activeFrom: Date): Promise<CredentialKey> {
  const pair = await (await Ed25519Multikey.generate()).export({ publicKey: true, secretKey: true });
  return { name, ...pair, activeFrom: activeFrom.toISOString() } as CredentialKey;
}

/** The keyring as stored, made on the first start (one key, signing at once). */
export async function loadKeyring(db: Db): Promise<CredentialKeyring> {
  return (await storedKeyring(db)).ring;
}

/** The keyring as stored (made if need be), with the stored text a replacement must match. */
async function storedKeyring(db: Db): Promise<{ value: string; ring: CredentialKeyring }> {
  const first = JSON.stringify([await newKey('key-1', new Date(0))]);
  const value = await keptSecret(db, SECRET_NAME, () => first);
  return { value, ring: parseKeyring(value) };
}

const replaceKeyring = (db: Db, before: string, ring: CredentialKeyring) =>
  replaceSecret(db, SECRET_NAME, before, JSON.stringify(ring));

/** Adds a key that signs from an hour after `now`; the previous ones stay published. */
export async function rotateKeys(db: Db, now: Date): Promise<CredentialKey> {
  const { value, ring } = await storedKeyring(db);
  const pending = ring.find((k) => Date.parse(k.activeFrom) > now.getTime());
  if (pending)
    throw new Error(`${pending.name} is waiting to sign from ${pending.activeFrom}: rotate after that`);
  const highest = Math.max(...ring.map((k) => Number(k.name.replace('key-', '')) || 0));
  const key = await newKey(`key-${highest + 1}`, new Date(now.getTime() + KEY_PUBLISHED_AHEAD_MS));
  if (!(await replaceKeyring(db, value, [...ring, key])))
    throw new Error('the keyring changed meanwhile: try again');
  return key;
}

/** Takes a key out of the DID document: never the one signing now nor one waiting to sign. */
export async function retireKey(db: Db, name: string, now: Date): Promise<void> {
  const { value, ring } = await storedKeyring(db);
  const key = ring.find((k) => k.name === name);
  if (!key) throw new Error(`no key ${name} (the keys: ${ring.map((k) => k.name).join(', ')})`);
  if (signingKey(ring, now).name === name) throw new Error(`${name} signs now: rotate first, then retire it`);
  if (Date.parse(key.activeFrom) > now.getTime()) throw new Error(`${name} has not signed yet`);
  const rest = ring.filter((k) => k.name !== name);
  if (!(await replaceKeyring(db, value, rest))) throw new Error('the keyring changed meanwhile: try again');
}

/**
 * The keyring as an instance sees it: read again after a minute (another instance or the command line may have
 * rotated it), or at once when asked for a key it does not know. `ring()` never waits on the database once it has a
 * ring (it signs inside transactions, where PGlite's one connection is taken): a stale ring is used while it is read
 * again; `fresh()` waits for that reading.
 */
export class CredentialKeys {
  private value?: CredentialKeyring;
  private readAt = 0;
  private pending?: Promise<CredentialKeyring>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** the ring read at start (none: read at the first call) */
    initial?: CredentialKeyring,
  ) {
    if (initial) this.keep(initial);
  }

  /** The ring, read again in the background when older than a minute. */
  ring(): Promise<CredentialKeyring> {
    if (!this.value) return this.refresh();
    if (this.stale()) this.refresh().catch(() => undefined);
    return Promise.resolve(this.value);
  }

  /** The ring, read again first when older than a minute (never inside a transaction). */
  fresh(): Promise<CredentialKeyring> {
    return !this.value || this.stale() ? this.refresh() : Promise.resolve(this.value);
  }

  /** Reads the ring now (one reading at a time); the one read before stays in use until it arrives. */
  refresh(): Promise<CredentialKeyring> {
    this.pending ??= readSecret(this.db, SECRET_NAME)
      .then((value) => (value === undefined ? loadKeyring(this.db) : parseKeyring(value)))
      .then((ring) => this.keep(ring))
      .finally(() => (this.pending = undefined));
    return this.pending;
  }

  private keep(ring: CredentialKeyring): CredentialKeyring {
    this.value = ring;
    this.readAt = this.now().getTime();
    return ring;
  }

  private stale(): boolean {
    return this.now().getTime() - this.readAt >= RING_TTL_MS;
  }
}
