// Brand API keys: random, shown once at creation, stored as a SHA-256 hash (they carry 192 bits of
// randomness, so a fast hash is enough), looked up by that hash on every brand API call.
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import type { BrandKeysRepository } from './brand-keys.repository';

export const BRAND_KEY_PREFIX = 'hlk_';

export interface BrandCaller {
  clientId: string;
  keyId: string;
}

export interface CreatedKey {
  key: string;
  prefix: string;
  clientId: string;
  clientName: string;
}

/** The key a demo brand gets on a demo database (never in production): documented in the README. */
export const demoBrandKey = (slug: string) => `${BRAND_KEY_PREFIX}demo_${slug}`;

export class BrandKeys {
  constructor(private readonly deps: { repo: BrandKeysRepository }) {}

  /** Creates a key for the brand given by slug or id. */
  async create(brand: string, now: Date, label?: string): Promise<CreatedKey> {
    const client = await this.deps.repo.brand(brand);
    if (!client) throw new Error(`No brand "${brand}"`);
    const key = `${BRAND_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    const prefix = await this.store(client.id, key, now, label);
    return { key, prefix, clientId: client.id, clientName: client.name };
  }

  /** Stores a key (its hash only) for a brand, inside `tx` if given; answers its prefix. */
  async store(clientId: string, key: string, now: Date, label?: string, tx?: DbOrTx): Promise<string> {
    const prefix = key.slice(0, 12);
    await this.deps.repo.insert(
      { clientId, prefix, keyHash: sha256(key), label: label ?? null, createdAt: now },
      tx,
    );
    return prefix;
  }

  revoke(prefix: string, now: Date): Promise<number> {
    return this.deps.repo.revoke(prefix, now);
  }

  list() {
    return this.deps.repo.list();
  }

  /** The brand a key belongs to, if the key is live. */
  async authenticate(key: string, now: Date): Promise<BrandCaller | undefined> {
    if (!key.startsWith(BRAND_KEY_PREFIX) || key.length > 100) return undefined;
    return this.deps.repo.use(sha256(key), now);
  }
}
