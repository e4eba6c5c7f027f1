// The batch mint in the chain benchmark (decision 048): a brand's CSV import into one collection, its items queued
// as the import queues them (each minted into the brand's custody account for that item, one database transaction
// per file), sent by the worker as batch mints. First a few of them alone (the worker with batches of one), for the
// gas of a single mint into an account of its own; then the rest. Gas from the receipts: per token of a batch
// beside the single mint.
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { type Hex, createPublicClient, http } from 'viem';
import type { CustodyAccounts } from '../src/chain/custody-accounts';
import type { Database } from '../src/db/client';
import { chainWrites, collections, items as itemsTable } from '../src/db/schema';
import type { ChainWorker } from '../src/modules/chain/chain-worker';
import { type QueuedWrite, mintInto } from '../src/modules/chain/chain-write-calls';

/** Items of the import minted alone first, for a single mint's gas. */
const ALONE = 20;

export interface ImportFigures<P> {
  /** the worker's pace on the batched part */
  phase: P;
  transactions: number;
  gasPerToken: number;
  singleMintGas: number;
  /** gas per token of a batch as a share of a single mint's */
  share: number;
}

/** Adds `count` items to the brand's stock in one collection, as a CSV import stores them. */
async function importedItems(database: Database, count: number) {
  const [collection] = await database.db
    .select({ id: collections.id, brandId: collections.clientId })
    .from(collections)
    .orderBy(asc(collections.id))
    .limit(1);
  if (!collection) throw new Error('no collection');
  await database.raw(
    `INSERT INTO items (public_id, collection_id, owner_id, name, serial_number, status, is_to_mint, acquired_at)
     SELECT 'import-' || g, $1::uuid, NULL, 'Imported ' || g, 'IMP-' || g, 'stock', false, now()
     FROM generate_series(1, $2::int) g`,
    [collection.id, count],
  );
  const rows = await database.db
    .select({ id: itemsTable.id })
    .from(itemsTable)
    .where(like(itemsTable.publicId, 'import-%'))
    .orderBy(asc(itemsTable.publicId));
  return rows.map((r) => ({ id: r.id, collectionId: collection.id, brandId: collection.brandId }));
}

/** Mean gas used by the transactions of the writes (each transaction once), per write. */
async function gasPerWrite(database: Database, rpcUrl: string, itemIds: string[]): Promise<number> {
  const rows = await database.db
    .select({ txHash: chainWrites.txHash })
    .from(chainWrites)
    .where(and(inArray(chainWrites.itemId, itemIds), eq(chainWrites.kind, 'mint')));
  const reader = createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 500 } }) });
  const hashes = [...new Set(rows.map((r) => r.txHash as Hex))];
  const receipts = await Promise.all(hashes.map((hash) => reader.getTransactionReceipt({ hash })));
  const gas = receipts.reduce((sum, r) => sum + Number(r.gasUsed), 0);
  return Math.round(gas / rows.length);
}

export async function importPhase<P>(options: {
  database: Database;
  rpcUrl: string;
  custody: CustodyAccounts;
  count: number;
  /** queues the writes (one database transaction per file) and runs the worker until all are final */
  run: (name: string, writes: QueuedWrite[], worker: ChainWorker) => Promise<P>;
  alone: ChainWorker;
  batched: ChainWorker;
}): Promise<ImportFigures<P>> {
  const { database, custody } = options;
  const stock = await importedItems(database, options.count + ALONE);
  const writes = stock.map((item) => mintInto(item.id, item, custody.account(item.brandId, item.id)));
  await options.run('import, alone', writes.slice(0, ALONE), options.alone);
  const phase = await options.run('import', writes.slice(ALONE), options.batched);
  const singleMintGas = await gasPerWrite(
    database,
    options.rpcUrl,
    stock.slice(0, ALONE).map((i) => i.id),
  );
  const batched = stock.slice(ALONE).map((i) => i.id);
  const gasPerToken = await gasPerWrite(database, options.rpcUrl, batched);
  const hashes = await database.db
    .selectDistinct({ txHash: chainWrites.txHash })
    .from(chainWrites)
    .where(inArray(chainWrites.itemId, batched));
  return {
    phase,
    transactions: hashes.length,
    gasPerToken,
    singleMintGas,
    share: gasPerToken / singleMintGas,
  };
}
