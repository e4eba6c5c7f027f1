// SQL of brand API keys: the brand a key is made for, the stored hashes, their last use and revocation.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow, Repository } from '../../db/repository';
import { brandApiKeys, clients } from '../../db/schema';

export type KeyRow = typeof brandApiKeys.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class BrandKeysRepository extends Repository {
  /** The brand named by its slug or its id. */
  async brand(ref: string) {
    const [row] = await this.db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(UUID.test(ref) ? or(eq(clients.id, ref), eq(clients.slug, ref)) : eq(clients.slug, ref))
      .limit(1);
    return row;
  }

  async insert(values: typeof brandApiKeys.$inferInsert, tx: DbOrTx = this.db): Promise<KeyRow> {
    const [row] = await tx.insert(brandApiKeys).values(values).returning();
    return firstRow(row);
  }

  /** Revokes the live keys with this prefix, or this brand's key with this id: the rows revoked. */
  revoke(tx: DbOrTx, which: { prefix: string } | { clientId: string; id: string }, now: Date) {
    const match =
      'prefix' in which
        ? eq(brandApiKeys.prefix, which.prefix)
        : and(eq(brandApiKeys.id, which.id), eq(brandApiKeys.clientId, which.clientId));
    return tx
      .update(brandApiKeys)
      .set({ revokedAt: now })
      .where(and(match, isNull(brandApiKeys.revokedAt)))
      .returning();
  }

  /** The brand's keys, live ones first, newest first. */
  keysOf(clientId: string, tx: DbOrTx = this.db) {
    return tx
      .select()
      .from(brandApiKeys)
      .where(eq(brandApiKeys.clientId, clientId))
      .orderBy(sql`${brandApiKeys.revokedAt} is not null`, desc(brandApiKeys.createdAt));
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

  /** The live key with this hash, marked used now; undefined for an unknown or revoked key. */
  async use(keyHash: string, now: Date) {
    const [row] = await this.db
      .update(brandApiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(brandApiKeys.keyHash, keyHash), isNull(brandApiKeys.revokedAt)))
      .returning({ clientId: brandApiKeys.clientId, keyId: brandApiKeys.id, prefix: brandApiKeys.prefix });
    return row;
  }
}
