// What the repositories share: the database handle, transactions, and the one-row lookup.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/** The base of a module's repository: it reads through `db`, and its writes take the `tx` they are given. */
export abstract class Repository {
  constructor(protected readonly db: Db) {}

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }
}

/** A row an INSERT … RETURNING must have produced. */
export function firstRow<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('expected a row back from the database');
  return row;
}

/** The ids of up to `limit` rows of `table` that `where` picks: the rows a timer's sweep works through. */
export async function idsWhere(
  db: DbOrTx,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  limit: number,
): Promise<{ id: string }[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(limit);
  return rows as { id: string }[];
}

/**
 * The first row of `table` that `where` picks (by `orderBy`, when given), or undefined; `lock`: the row is
 * locked for the rest of the transaction.
 */
export async function rowWhere<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  { orderBy, lock = false }: { orderBy?: SQL; lock?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .$dynamic();
  const first = (orderBy ? query.orderBy(orderBy) : query).limit(1);
  const [row] = lock ? await first.for('update') : await first;
  return row as T['$inferSelect'] | undefined;
}
