// SQL of the market-surveillance keys a brand issues to authorities: the one writer of authority_keys. Only a hash
// of each key is kept; a key is live until it expires or is revoked.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow, Repository } from '../../db/repository';
import { authorityKeys } from '../../db/schema';

export type AuthorityKeyRow = typeof authorityKeys.$inferSelect;

export class AuthorityKeysRepository extends Repository {
  async insert(tx: DbOrTx, values: typeof authorityKeys.$inferInsert): Promise<AuthorityKeyRow> {
    const [row] = await tx.insert(authorityKeys).values(values).returning();
    return firstRow(row);
  }

  /** The brand's keys, live ones first, newest first. */
  keysOf(clientId: string, tx: DbOrTx = this.db): Promise<AuthorityKeyRow[]> {
    return tx
      .select()
      .from(authorityKeys)
      .where(eq(authorityKeys.clientId, clientId))
      .orderBy(sql`${authorityKeys.revokedAt} is not null`, desc(authorityKeys.createdAt));
  }

  /** Revokes the brand's key with this id if it is not yet: the row revoked, or undefined. */
  async revoke(tx: DbOrTx, clientId: string, id: string, now: Date): Promise<AuthorityKeyRow | undefined> {
    const [row] = await tx
      .update(authorityKeys)
      .set({ revokedAt: now })
      .where(
        and(eq(authorityKeys.id, id), eq(authorityKeys.clientId, clientId), isNull(authorityKeys.revokedAt)),
      )
      .returning();
    return row;
  }

  /** The live key with this hash (neither revoked nor expired), marked used now; else undefined. */
  async use(keyHash: string, now: Date) {
    const [row] = await this.db
      .update(authorityKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(authorityKeys.keyHash, keyHash),
          isNull(authorityKeys.revokedAt),
          gt(authorityKeys.expiresAt, now),
        ),
      )
      .returning({ id: authorityKeys.id, clientId: authorityKeys.clientId, label: authorityKeys.label });
    return row;
  }
}
