// Writes to the chain and the accounts that sign them.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './brands';
import { id, refersTo, ts } from './columns';
import { items } from './items';
import { transfers } from './transfers';

/**
 * The chain's outbox: each mint, move between owners or send out to a wallet, written in the transaction that
 * changes the item's custody, each metadata update (ERC-4906) with the change of the item's public record, and
 * each brand's royalty (ERC-2981) with the brand's setting; sent afterwards by the chain worker. `queued` rows wait for a nonce; `signed`
 * rows keep their signed transaction, so a resend after a crash is the same transaction and cannot apply twice;
 * `confirmed` and `reverted` are final.
 */
export const chainWrites = pgTable(
  'chain_writes',
  {
    id: id(),
    /** the item whose token the write is about (null for a brand's royalty) */
    itemId: refersTo('item_id', () => items.id, 'cascade'),
    /** the brand whose royalty the write sets (null for an item's write) */
    brandId: refersTo('brand_id', () => clients.id, 'cascade'),
    /** the send that moved the item (null for a mint) */
    transferId: refersTo('transfer_id', () => transfers.id),
    /** mint | move | withdraw (custody), metadata (ERC-4906), royalty (ERC-2981) */
    kind: text('kind').notNull(),
    /** the contract call's arguments (custody accounts, address, token id, collection), as strings */
    call: jsonb('call').$type<Record<string, string>>().notNull(),
    /** queued | signed | confirmed | reverted */
    state: text('state').notNull().default('queued'),
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    signer: text('signer'),
    nonce: integer('nonce'),
    rawTx: text('raw_tx'),
    txHash: text('tx_hash'),
    blockNumber: text('block_number'),
    attempts: integer('attempts').notNull().default(0),
    nextTryAt: ts('next_try_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    /** the order writes were queued in: an item's writes are signed in it, whatever the clock said */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** the hashes of earlier signings of the same nonce (fees raised): any of them may be the one mined */
    priorHashes: jsonb('prior_hashes').$type<string[]>().notNull().default([]),
    /** looks that found the transaction sent but not mined: past a few, its fees are raised */
    looks: integer('looks').notNull().default(0),
  },
  (t) => [
    index('chain_writes_due_idx')
      .on(t.state, t.nextTryAt)
      .where(sql`${t.state} in ('queued', 'signed')`),
    index('chain_writes_item_idx').on(t.itemId, t.seq),
    index('chain_writes_transfer_idx').on(t.transferId),
    uniqueIndex('chain_writes_nonce_idx').on(t.chainId, t.signer, t.nonce),
  ],
);

/** One nonce sequence per signing key and chain: the row is locked while nonces are handed out. */
export const chainSigners = pgTable(
  'chain_signers',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    nextNonce: integer('next_nonce').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);
