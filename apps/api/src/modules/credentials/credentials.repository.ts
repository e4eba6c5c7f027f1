// SQL of the certificates of ownership: the one writer of ownership_credentials; it reads the item a certificate
// is about as it stands (docs/decisions/034-ownership-credentials.md).
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { clients, collections, items, ownershipCredentials } from '../../db/schema';

export interface NewCredential {
  id: string;
  itemId: string;
  ownerId: string;
  statusList: number;
  statusIndex: number;
  document: string;
  issuedAt: Date;
}

export class CredentialsRepository extends Repository {
  /** The item as a certificate names it, locked against a move while its certificate is made (undefined: none). */
  async lockItem(tx: DbOrTx, itemId: string) {
    const [row] = await tx
      .select({
        id: items.id,
        publicId: items.publicId,
        name: items.name,
        serialNumber: items.serialNumber,
        ownerId: items.ownerId,
        status: items.status,
        acquiredAt: items.acquiredAt,
        gtin: collections.gtin,
        brand: clients.name,
      })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .innerJoin(clients, eq(clients.id, collections.clientId))
      .where(eq(items.id, itemId))
      .for('update', { of: items })
      .limit(1);
    return row;
  }

  /** The owner's certificate of the item not revoked, as it was handed out (undefined: none). */
  async active(tx: DbOrTx, itemId: string, ownerId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ document: ownershipCredentials.document })
      .from(ownershipCredentials)
      .where(
        and(
          eq(ownershipCredentials.itemId, itemId),
          eq(ownershipCredentials.ownerId, ownerId),
          isNull(ownershipCredentials.revokedAt),
        ),
      )
      .limit(1);
    return row?.document;
  }

  /** The newest status list and how many certificates it holds (list 1 and none before the first). */
  async currentList(tx: DbOrTx): Promise<{ list: number; used: number }> {
    const [row] = await tx
      .select({ list: ownershipCredentials.statusList, used: count() })
      .from(ownershipCredentials)
      .groupBy(ownershipCredentials.statusList)
      .orderBy(desc(ownershipCredentials.statusList))
      .limit(1);
    return row ?? { list: 1, used: 0 };
  }

  /** Keeps a new certificate; false when its index is taken or the owner has an active one already. */
  async add(tx: DbOrTx, credential: NewCredential): Promise<boolean> {
    const rows = await tx
      .insert(ownershipCredentials)
      .values(credential)
      .onConflictDoNothing()
      .returning({ id: ownershipCredentials.id });
    return rows.length === 1;
  }

  /** The items' active certificates are revoked (they changed hands), in the caller's transaction. */
  async revokeItems(tx: DbOrTx, itemIds: string[], at: Date): Promise<void> {
    await tx
      .update(ownershipCredentials)
      .set({ revokedAt: at })
      .where(and(inArray(ownershipCredentials.itemId, itemIds), isNull(ownershipCredentials.revokedAt)));
  }

  /** The revoked indexes of a status list, and whether the list exists (any certificate was given in it). */
  async listState(list: number): Promise<{ exists: boolean; revoked: number[] }> {
    const rows = await this.db
      .select({ index: ownershipCredentials.statusIndex, revokedAt: ownershipCredentials.revokedAt })
      .from(ownershipCredentials)
      .where(eq(ownershipCredentials.statusList, list));
    return { exists: rows.length > 0, revoked: rows.filter((r) => r.revokedAt).map((r) => r.index) };
  }

  /** When a certificate was revoked (undefined: unknown here, or not revoked). */
  async revokedAt(id: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ revokedAt: ownershipCredentials.revokedAt })
      .from(ownershipCredentials)
      .where(and(eq(ownershipCredentials.id, id), isNotNull(ownershipCredentials.revokedAt)))
      .limit(1);
    return row?.revokedAt ?? undefined;
  }

  /** A certificate as it was handed out, by its id (its PDF's verification code). */
  async documentOf(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ document: ownershipCredentials.document })
      .from(ownershipCredentials)
      .where(eq(ownershipCredentials.id, id))
      .limit(1);
    return row?.document;
  }

  /** A page of the certificates whose proof names this key (`did:…#key-1`), by id after `afterId`. */
  async signedWith(verificationMethod: string, afterId: string, limit: number) {
    return this.db
      .select({ id: ownershipCredentials.id, document: ownershipCredentials.document })
      .from(ownershipCredentials)
      .where(
        and(
          gt(ownershipCredentials.id, afterId),
          sql`(${ownershipCredentials.document}::jsonb -> 'proof' ->> 'verificationMethod') = ${verificationMethod}`,
        ),
      )
      .orderBy(asc(ownershipCredentials.id))
      .limit(limit);
  }

  /** A certificate signed again (same id, fields and status entry; a new proof). */
  async replaceDocument(id: string, document: string): Promise<void> {
    await this.db.update(ownershipCredentials).set({ document }).where(eq(ownershipCredentials.id, id));
  }
}
