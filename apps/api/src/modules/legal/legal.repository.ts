// SQL of legal documents and their acceptance: the latest version of a type, every version in a language
// (English standing in for a version not translated), publishing, and the user's acceptances.
import type { LegalType } from '@heirloom/contract';
import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository, rowWhere } from '../../db/repository';
import { legalAcceptances, legalDocuments } from '../../db/schema';
import { lockKeys } from '../../db/locks';

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

export class LegalRepository extends Repository {
  /**
   * Each published version of the type, newest first, in `language` where it was translated, else in
   * English, else in any language (one row per version).
   */
  async versions(type: LegalType, language: string, limit?: number): Promise<LegalDocumentRow[]> {
    const query = this.db
      .selectDistinctOn([legalDocuments.version])
      .from(legalDocuments)
      .where(eq(legalDocuments.type, type))
      .orderBy(
        desc(legalDocuments.version),
        desc(sql`${legalDocuments.language} = ${language}`),
        desc(sql`${legalDocuments.language} = 'en'`),
        legalDocuments.language,
      );
    return limit === undefined ? query : query.limit(limit);
  }

  /** Every published text: by type, the newest version first, then by language. */
  async all(): Promise<LegalDocumentRow[]> {
    return this.db
      .select()
      .from(legalDocuments)
      .orderBy(asc(legalDocuments.type), desc(legalDocuments.version), asc(legalDocuments.language));
  }

  async byId(id: string): Promise<LegalDocumentRow | undefined> {
    return rowWhere(this.db, legalDocuments, eq(legalDocuments.id, id));
  }

  /** The latest published version of each type (a type never published is absent). */
  async latestVersions(tx: DbOrTx = this.db): Promise<Partial<Record<LegalType, number>>> {
    const rows = await tx
      .select({ type: legalDocuments.type, version: max(legalDocuments.version) })
      .from(legalDocuments)
      .groupBy(legalDocuments.type);
    return Object.fromEntries(rows.map((r) => [r.type, r.version ?? 0]));
  }

  /** The last version of each type the user accepted, and when. */
  async lastAccepted(userId: string, type: LegalType) {
    const [row] = await this.db
      .select({ version: legalAcceptances.version, acceptedAt: legalAcceptances.acceptedAt })
      .from(legalAcceptances)
      .where(and(eq(legalAcceptances.userId, userId), eq(legalAcceptances.type, type)))
      .orderBy(desc(legalAcceptances.version), desc(legalAcceptances.acceptedAt))
      .limit(1);
    return row;
  }

  /** Records the acceptance of this exact version, unless the user already accepted it. */
  async accept(tx: DbOrTx, userId: string, type: LegalType, version: number, now: Date): Promise<void> {
    await tx.execute(sql`
      insert into ${legalAcceptances} (user_id, type, version, accepted_at)
      select ${userId}, ${type}, ${version}, ${now.toISOString()}::timestamptz
      where not exists (
        select 1 from ${legalAcceptances}
        where user_id = ${userId} and type = ${type} and version = ${version}
      )`);
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(legalDocuments);
    return (row?.n ?? 0) === 0;
  }

  /** Inserts documents; one already there (same type, version and language) is left as it is. */
  async insertIfAbsent(rows: (typeof legalDocuments.$inferInsert)[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await this.db
      .insert(legalDocuments)
      .values(rows)
      .onConflictDoNothing({
        target: [legalDocuments.type, legalDocuments.version, legalDocuments.language],
      })
      .returning({ id: legalDocuments.id });
    return inserted.length;
  }

  /**
   * Publishes a text of `type` in `language`. Versions are numbered per type, across languages (the
   * latest version is the highest of the type, whatever the language): the text fills the latest
   * version when that version has no text in this language yet (its translation: nobody is asked to
   * accept again), else it starts the next version (everyone is asked to accept it).
   */
  async publish(values: {
    type: LegalType;
    language: string;
    title: string;
    body: string;
    now: Date;
  }): Promise<{ document: LegalDocumentRow; newVersion: boolean }> {
    return this.db.transaction(async (tx) => {
      // one publisher at a time per type: two at once would otherwise pick the same number
      await lockKeys(tx, `legal:${values.type}`);
      const [latest] = await tx
        .select({ version: max(legalDocuments.version) })
        .from(legalDocuments)
        .where(eq(legalDocuments.type, values.type));
      const latestVersion = latest?.version ?? 0;
      const languages = await tx
        .select({ language: legalDocuments.language })
        .from(legalDocuments)
        .where(and(eq(legalDocuments.type, values.type), eq(legalDocuments.version, latestVersion)));
      const newVersion = latestVersion === 0 || languages.some((l) => l.language === values.language);
      const [row] = await tx
        .insert(legalDocuments)
        .values({
          type: values.type,
          version: newVersion ? latestVersion + 1 : latestVersion,
          language: values.language,
          title: values.title,
          body: values.body,
          publishedAt: values.now,
        })
        .returning();
      if (!row) throw new Error('legal document not stored');
      return { document: row, newVersion };
    });
  }

  /** Account deletion: the account's acceptances go. */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await tx.delete(legalAcceptances).where(eq(legalAcceptances.userId, userId));
  }
}
