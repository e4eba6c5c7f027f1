// A page of rows and how many there are in all: the lists the console and the owner's app page through (the
// brand's audit log, messages, the catalogue's items and orders). The page's query and its count run together.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

export interface Paged<R> {
  rows: R[];
  total: number;
}

/** Runs a page's query (its limit and offset applied) and its count's query together. */
export async function paged<R>(
  page: PromiseLike<R[]>,
  counted: PromiseLike<{ n: number }[]>,
): Promise<Paged<R>> {
  const [rows, [total]] = await Promise.all([page, counted]);
  return { rows, total: total?.n ?? 0 };
}

/** How many rows of `table` `where` picks, as `paged` takes it. */
export function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  return db.select({ n: count() }).from(table).where(where);
}
