// The chain worker's statements for a whole round at once (decision 040): the writes it signed, the ones the
// chain settled and the ones it looks at again later, each one UPDATE for all the round's rows instead of one per
// row; and the mints of a reverted batch sent back to be signed alone (decision 048). Used by
// ChainWritesRepository only, which stays the one writer of the outbox.
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chainWrites } from '../../db/schema';

/** A write back in the queue, to be signed again with a new nonce, saying why. */
export const backToQueue = (reason: string) => ({
  state: 'queued',
  signer: null,
  nonce: null,
  rawTx: null,
  txHash: null,
  lastError: reason,
});

/** A queued write given its nonce and its signed transaction. */
export interface SignedRow {
  id: string;
  nonce: number;
  /** its place in a transaction shared with other mints (a batch mint), 0 alone */
  batchIndex: number;
  raw: string;
  hash: string;
}

/** What the chain said of a signed write: confirmed or reverted, in a block, the signing it mined. */
export interface Settlement {
  id: string;
  state: 'confirmed' | 'reverted';
  blockNumber: bigint;
  txHash: string;
  error?: string;
}

/** A VALUES list of rows, each a parenthesised list of SQL values. */
const valuesOf = <T>(rows: T[], row: (r: T) => SQL[]) =>
  sql.join(
    rows.map((r) => sql`(${sql.join(row(r), sql`, `)})`),
    sql`, `,
  );

/** Marks the rows signed by `signer`, each with its nonce and transaction, in one statement. */
export async function markSigned(tx: DbOrTx, signer: string, rows: SignedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = valuesOf(rows, (r) => [
    sql`${r.id}::uuid`,
    sql`${r.nonce}::int`,
    sql`${r.batchIndex}::int`,
    sql`${r.raw}`,
    sql`${r.hash}`,
  ]);
  await tx.execute(sql`
    update ${chainWrites} set state = 'signed', signer = ${signer}, nonce = v.nonce, batch_index = v.part,
      raw_tx = v.raw, tx_hash = v.hash, last_error = null, prior_hashes = '[]'::jsonb, looks = 0
    from (values ${values}) as v(id, nonce, part, raw, hash)
    where ${chainWrites.id} = v.id`);
}

/**
 * Settles the writes still signed (another worker may have settled some first, its lease having run out), in
 * one statement; gives the ids it settled.
 */
export async function markSettled(tx: DbOrTx, outcomes: Settlement[], now: Date): Promise<Set<string>> {
  if (outcomes.length === 0) return new Set();
  const values = valuesOf(outcomes, (o) => [
    sql`${o.id}::uuid`,
    sql`${o.state}`,
    sql`${o.txHash}`,
    sql`${o.blockNumber.toString()}`,
    sql`${o.error ?? null}::text`,
  ]);
  const confirmedAt = sql`case when v.state = 'confirmed' then ${now.toISOString()}::timestamptz end`;
  const rows = await tx.execute<{ id: string }>(sql`
    update ${chainWrites} set state = v.state, tx_hash = v.hash, block_number = v.block,
      last_error = v.error, confirmed_at = ${confirmedAt}
    from (values ${values}) as v(id, state, hash, block, error)
    where ${chainWrites.id} = v.id and ${chainWrites.state} = 'signed'
    returning ${chainWrites.id} as id`);
  return new Set(rowsOf<{ id: string }>(rows).map((r) => r.id));
}

/** The rows of a raw statement's answer: PGlite gives `{ rows }`, node-postgres through drizzle too. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Writes found still on their way: looked at again at `at`, one more look counted, in one statement. */
export async function lookAgain(tx: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(chainWrites)
    .set({ nextTryAt: at, lastError: null, looks: sql`${chainWrites.looks} + 1` })
    .where(and(inArray(chainWrites.id, ids), eq(chainWrites.state, 'signed')));
}

/** Mints of a reverted batch whose token is not on the chain: queued again, each to be signed alone. */
export async function sendAlone(tx: DbOrTx, ids: string[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(chainWrites)
    .set({ ...backToQueue(reason), call: sql`${chainWrites.call} || '{"alone":"true"}'::jsonb` })
    .where(and(inArray(chainWrites.id, ids), eq(chainWrites.state, 'signed')));
}
