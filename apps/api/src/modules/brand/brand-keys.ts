// Brand API keys: random, shown once at creation, stored as a SHA-256 hash (they carry 192 bits of
// randomness, so a fast hash is enough), looked up by that hash on every brand API call.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandApiKeys, clients } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

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
  constructor(private readonly db: Db) {}

  /** Creates a key for the brand given by slug or id; `key` is given only for demo data. */
  async create(brand: string, now: Date, label?: string, key?: string): Promise<CreatedKey> {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(brand);
    const [client] = await this.db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(isUuid ? or(eq(clients.id, brand), eq(clients.slug, brand)) : eq(clients.slug, brand))
      .limit(1);
    if (!client) throw new Error(`No brand "${brand}"`);
    const value = key ?? `${BRAND_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    const prefix = value.slice(0, 12);
    await this.db
      .insert(brandApiKeys)
      .values({ clientId: client.id, prefix, keyHash: sha256(value), label: label ?? null, createdAt: now });
    return { key: value, prefix, clientId: client.id, clientName: client.name };
  }

  async revoke(prefix: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(brandApiKeys)
      .set({ revokedAt: now })
      .where(and(eq(brandApiKeys.prefix, prefix), isNull(brandApiKeys.revokedAt)))
      .returning({ id: brandApiKeys.id });
    return rows.length;
  }

  async list() {
    return this.db
      .select({
        prefix: brandApiKeys.prefix,
        brand: clients.slug,
        label: brandApiKeys.label,
        createdAt: brandApiKeys.createdAt,
        lastUsedAt: brandApiKeys.lastUsedAt,
        revokedAt: brandApiKeys.revokedAt,
      })
      .from(brandApiKeys)
      .innerJoin(clients, eq(brandApiKeys.clientId, clients.id))
      .orderBy(clients.slug, brandApiKeys.createdAt);
  }

  /** The brand a key belongs to, if the key is live. */
  async authenticate(key: string, now: Date): Promise<BrandCaller | undefined> {
    if (!key.startsWith(BRAND_KEY_PREFIX) || key.length > 100) return undefined;
    const [row] = await this.db
      .update(brandApiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(brandApiKeys.keyHash, sha256(key)), isNull(brandApiKeys.revokedAt)))
      .returning({ clientId: brandApiKeys.clientId, keyId: brandApiKeys.id });
    return row;
  }
}
