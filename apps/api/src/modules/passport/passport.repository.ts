// SQL of the items' passports: the one writer of their versions and of the brands' passport documents. A version
// is never changed; the passport as of a date is the latest version at or before it. It reads the brand's
// collections and items it writes passports for.
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow, Repository, rowWhere } from '../../db/repository';
import { collections, items, passportDocuments, passportVersions } from '../../db/schema';

export type VersionRow = typeof passportVersions.$inferSelect;
export type DocumentRow = typeof passportDocuments.$inferSelect;

/** Whose passport: a model's (its collection) or an item's own fields. */
export type PassportScope = { collectionId: string; itemId: null } | { collectionId: string; itemId: string };

const ofScope = (scope: PassportScope): SQL =>
  scope.itemId === null
    ? sql`${passportVersions.collectionId} = ${scope.collectionId} and ${passportVersions.itemId} is null`
    : eq(passportVersions.itemId, scope.itemId);

export class PassportRepository extends Repository {
  /** The brand's collection, or undefined for another brand's. */
  collection(clientId: string, collectionId: string, tx: DbOrTx = this.db) {
    return rowWhere(
      tx,
      collections,
      and(eq(collections.id, collectionId), eq(collections.clientId, clientId)),
    );
  }

  /** The brand's item with its collection, or undefined for another brand's. */
  async item(clientId: string, itemId: string, tx: DbOrTx = this.db) {
    const [row] = await tx
      .select({ item: items, collection: collections })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(items.id, itemId), eq(collections.clientId, clientId)))
      .limit(1);
    return row;
  }

  /** The brand's collections with these GTIN-14s. */
  collectionsByGtin(clientId: string, gtins: string[], tx: DbOrTx = this.db) {
    if (gtins.length === 0) return Promise.resolve([]);
    return tx
      .select({ id: collections.id, gtin: collections.gtin, name: collections.name })
      .from(collections)
      .where(and(eq(collections.clientId, clientId), inArray(collections.gtin, gtins)));
  }

  /** The items of these collections with these serial numbers. */
  itemsBySerial(collectionIds: string[], serials: string[], tx: DbOrTx = this.db) {
    if (collectionIds.length === 0 || serials.length === 0) return Promise.resolve([]);
    return tx
      .select({
        id: items.id,
        collectionId: items.collectionId,
        serialNumber: items.serialNumber,
        name: items.name,
      })
      .from(items)
      .where(and(inArray(items.collectionId, collectionIds), inArray(items.serialNumber, serials)));
  }

  /** The latest version of a passport (as of `asOf` when given), or undefined when none was written by then. */
  latest(scope: PassportScope, asOf?: Date, tx: DbOrTx = this.db): Promise<VersionRow | undefined> {
    const where = asOf ? and(ofScope(scope), lte(passportVersions.at, asOf)) : ofScope(scope);
    return rowWhere(tx, passportVersions, where, { orderBy: desc(passportVersions.version) });
  }

  /** A passport's versions, oldest first (up to `asOf` when given). */
  history(scope: PassportScope, asOf?: Date): Promise<VersionRow[]> {
    const where = asOf ? and(ofScope(scope), lte(passportVersions.at, asOf)) : ofScope(scope);
    return this.db.select().from(passportVersions).where(where).orderBy(asc(passportVersions.version));
  }

  async insertVersion(tx: DbOrTx, values: typeof passportVersions.$inferInsert): Promise<VersionRow> {
    const [row] = await tx.insert(passportVersions).values(values).returning();
    return firstRow(row);
  }

  /** The brand's documents among `ids` (another brand's, or unknown ones, are left out). */
  documentsOf(clientId: string, ids: string[], tx: DbOrTx = this.db): Promise<DocumentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(passportDocuments)
      .where(and(eq(passportDocuments.clientId, clientId), inArray(passportDocuments.id, ids)));
  }

  /** Whether the latest version of one of the brand's passports lists this document for this audience. */
  async listedNow(clientId: string, documentId: string, audience: string): Promise<boolean> {
    const v = passportVersions;
    const latest = this.db
      .selectDistinctOn([v.collectionId, v.itemId], { fields: v.fields })
      .from(v)
      .where(eq(v.clientId, clientId))
      .orderBy(v.collectionId, v.itemId, desc(v.version))
      .as('latest');
    const listing = JSON.stringify([{ id: documentId, audience }]);
    const [row] = await this.db
      .select({ n: count() })
      .from(latest)
      .where(sql`${latest.fields} -> 'documents' @> ${listing}::jsonb`);
    return (row?.n ?? 0) > 0;
  }

  /** A document by its id, whatever its brand. */
  document(id: string): Promise<DocumentRow | undefined> {
    return rowWhere(this.db, passportDocuments, eq(passportDocuments.id, id));
  }

  async insertDocument(tx: DbOrTx, values: typeof passportDocuments.$inferInsert): Promise<DocumentRow> {
    const [row] = await tx.insert(passportDocuments).values(values).returning();
    return firstRow(row);
  }
}
