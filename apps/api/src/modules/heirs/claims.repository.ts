// SQL of heirs' claims: a claim, its part per brand and the items each part covers, and the heir's documents.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import {
  clients,
  heirClaimDocuments,
  heirClaimItems,
  heirClaimParts,
  heirClaims,
  items,
} from '../../db/schema';

export type ClaimRow = typeof heirClaims.$inferSelect;
export type PartRow = typeof heirClaimParts.$inferSelect;
export type DocumentRow = typeof heirClaimDocuments.$inferSelect;

export class ClaimsRepository extends Repository {
  /** Cancels the open claims of an owner (they came back) or of an heir (removed): the claims cancelled. */
  async cancelOpenOf(tx: DbOrTx, of: { ownerId: string } | { heirId: string }, now: Date) {
    const which = 'ownerId' in of ? eq(heirClaims.ownerId, of.ownerId) : eq(heirClaims.heirId, of.heirId);
    const cancelled = await tx
      .update(heirClaims)
      .set({ state: 'cancelled', updatedAt: now })
      .where(and(which, eq(heirClaims.state, 'open')))
      .returning({ id: heirClaims.id, claimantId: heirClaims.claimantId });
    if (cancelled.length > 0) {
      await tx
        .update(heirClaimParts)
        .set({ state: 'cancelled', decidedAt: now })
        .where(
          and(
            inArray(
              heirClaimParts.claimId,
              cancelled.map((c) => c.id),
            ),
            eq(heirClaimParts.state, 'open'),
          ),
        );
    }
    return cancelled;
  }

  /** The heir's latest claim (open or not). */
  async latestOfHeir(heirId: string, claimantId: string): Promise<ClaimRow | undefined> {
    return rowWhere(
      this.db,
      heirClaims,
      and(eq(heirClaims.heirId, heirId), eq(heirClaims.claimantId, claimantId)),
      {
        orderBy: desc(heirClaims.createdAt),
      },
    );
  }

  async insertClaim(
    tx: DbOrTx,
    values: typeof heirClaims.$inferInsert,
    parts: { clientId: string; itemIds: string[] }[],
  ): Promise<ClaimRow | undefined> {
    // another open claim of the heir (made at the same moment): none inserted
    const inserted = await tx.insert(heirClaims).values(values).onConflictDoNothing().returning();
    const claim = inserted[0];
    if (!claim) return undefined;
    const at = values.createdAt;
    await tx
      .insert(heirClaimParts)
      .values(parts.map((p) => ({ claimId: claim.id, clientId: p.clientId, state: 'open', createdAt: at })));
    await tx
      .insert(heirClaimItems)
      .values(
        parts.flatMap((p) =>
          p.itemIds.map((itemId) => ({ claimId: claim.id, clientId: p.clientId, itemId })),
        ),
      );
    return claim;
  }

  /** The heir's last claim, whoever made it (locked: two claims at once wait for each other). */
  async lastOfHeir(tx: DbOrTx, heirId: string): Promise<ClaimRow | undefined> {
    return rowWhere(tx, heirClaims, eq(heirClaims.heirId, heirId), {
      orderBy: desc(heirClaims.createdAt),
      lock: true,
    });
  }

  async claimOf(claimId: string, claimantId: string): Promise<ClaimRow | undefined> {
    return rowWhere(
      this.db,
      heirClaims,
      and(eq(heirClaims.id, claimId), eq(heirClaims.claimantId, claimantId)),
    );
  }

  async claim(claimId: string, tx: DbOrTx = this.db): Promise<ClaimRow | undefined> {
    return rowWhere(tx, heirClaims, eq(heirClaims.id, claimId));
  }

  /** A claim's parts with their brand's name and their number of items. */
  async partsOf(claimId: string) {
    return this.db
      .select({
        part: heirClaimParts,
        brandName: clients.name,
        itemCount: sql<number>`(select count(*)::int from ${heirClaimItems}
          where ${heirClaimItems.claimId} = ${heirClaimParts.claimId} and ${heirClaimItems.clientId} = ${heirClaimParts.clientId})`,
      })
      .from(heirClaimParts)
      .innerJoin(clients, eq(clients.id, heirClaimParts.clientId))
      .where(eq(heirClaimParts.claimId, claimId))
      .orderBy(asc(clients.name));
  }

  async part(claimId: string, clientId: string, tx: DbOrTx = this.db): Promise<PartRow | undefined> {
    return rowWhere(
      tx,
      heirClaimParts,
      and(eq(heirClaimParts.claimId, claimId), eq(heirClaimParts.clientId, clientId)),
    );
  }

  async lockPart(tx: DbOrTx, claimId: string, clientId: string): Promise<PartRow | undefined> {
    return rowWhere(
      tx,
      heirClaimParts,
      and(eq(heirClaimParts.claimId, claimId), eq(heirClaimParts.clientId, clientId)),
      { lock: true },
    );
  }

  async decidePart(
    tx: DbOrTx,
    part: PartRow,
    values: Pick<PartRow, 'state' | 'reason' | 'decidedBy' | 'decidedAt'>,
  ) {
    await tx
      .update(heirClaimParts)
      .set(values)
      .where(and(eq(heirClaimParts.claimId, part.claimId), eq(heirClaimParts.clientId, part.clientId)));
    // the claim is closed once every brand has decided
    await tx
      .update(heirClaims)
      .set({ state: 'closed', updatedAt: values.decidedAt ?? new Date(0) })
      .where(
        and(
          eq(heirClaims.id, part.claimId),
          eq(heirClaims.state, 'open'),
          sql`not exists (select 1 from ${heirClaimParts} where ${heirClaimParts.claimId} = ${part.claimId}
            and ${heirClaimParts.state} = 'open')`,
        ),
      );
  }

  /** A part's items as they stand (and whether the owner still holds each). */
  async partItems(claimId: string, clientId: string, ownerId: string, tx: DbOrTx = this.db) {
    const rows = await tx
      .select({
        id: items.id,
        name: items.name,
        serialNumber: items.serialNumber,
        ownerId: items.ownerId,
        mintTokenId: items.mintTokenId,
      })
      .from(heirClaimItems)
      .innerJoin(items, eq(items.id, heirClaimItems.itemId))
      .where(and(eq(heirClaimItems.claimId, claimId), eq(heirClaimItems.clientId, clientId)))
      .orderBy(asc(items.name), asc(items.id));
    return rows.map((r) => ({ ...r, held: r.ownerId === ownerId }));
  }

  /** The brand's parts, open first, newest first. */
  async pageForBrand(clientId: string, limit: number, offset: number) {
    const where = eq(heirClaimParts.clientId, clientId);
    const rows = await this.db
      .select({
        part: heirClaimParts,
        itemCount: sql<number>`(select count(*)::int from ${heirClaimItems}
          where ${heirClaimItems.claimId} = ${heirClaimParts.claimId} and ${heirClaimItems.clientId} = ${clientId})`,
        documentCount: sql<number>`(select count(*)::int from ${heirClaimDocuments}
          where ${heirClaimDocuments.claimId} = ${heirClaimParts.claimId} and ${heirClaimDocuments.clientId} = ${clientId})`,
      })
      .from(heirClaimParts)
      .where(where)
      .orderBy(
        sql`(${heirClaimParts.state} = 'open') desc`,
        desc(heirClaimParts.createdAt),
        asc(heirClaimParts.claimId),
      )
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(heirClaimParts).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** The owner's items among `ids`, locked for their move to the heir. */
  async lockHeld(tx: DbOrTx, ownerId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: items.id,
        name: items.name,
        mintTokenId: items.mintTokenId,
        status: items.status,
        oppositionKind: items.oppositionKind,
      })
      .from(items)
      .where(and(eq(items.ownerId, ownerId), inArray(items.id, ids)))
      .orderBy(asc(items.id))
      .for('update');
  }

  async brandName(clientId: string, tx: DbOrTx = this.db): Promise<string> {
    const [row] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
    return row?.name ?? '';
  }

  // ---- documents ----

  async documents(claimId: string, clientId?: string): Promise<DocumentRow[]> {
    return this.db
      .select()
      .from(heirClaimDocuments)
      .where(
        and(
          eq(heirClaimDocuments.claimId, claimId),
          clientId ? eq(heirClaimDocuments.clientId, clientId) : undefined,
        ),
      )
      .orderBy(asc(heirClaimDocuments.createdAt), asc(heirClaimDocuments.id));
  }

  async document(claimId: string, documentId: string, clientId?: string): Promise<DocumentRow | undefined> {
    return rowWhere(
      this.db,
      heirClaimDocuments,
      and(
        eq(heirClaimDocuments.id, documentId),
        eq(heirClaimDocuments.claimId, claimId),
        clientId ? eq(heirClaimDocuments.clientId, clientId) : undefined,
      ),
    );
  }

  async countDocuments(tx: DbOrTx | undefined, claimId: string, clientId: string): Promise<number> {
    const [row] = await (tx ?? this.db)
      .select({ n: count() })
      .from(heirClaimDocuments)
      .where(and(eq(heirClaimDocuments.claimId, claimId), eq(heirClaimDocuments.clientId, clientId)));
    return row?.n ?? 0;
  }

  async insertDocument(tx: DbOrTx, values: typeof heirClaimDocuments.$inferInsert): Promise<DocumentRow> {
    const [row] = await tx.insert(heirClaimDocuments).values(values).returning();
    if (!row) throw new Error('document not inserted');
    return row;
  }
}
