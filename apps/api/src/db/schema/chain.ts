// Writes to the chain and the accounts that sign them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './brands';
import { belongsTo, id, refersTo, ts } from './columns';
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
    /** its place in the transaction it shares with other mints, a batch mint (decision 048); 0 when alone */
    batchIndex: integer('batch_index').notNull().default(0),
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
    uniqueIndex('chain_writes_nonce_idx').on(t.chainId, t.signer, t.nonce, t.batchIndex),
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

/**
 * The indexer of the contract's Transfer events (decision 031), one row per chain and contract: the next block to
 * read, and the instance that holds the lease to read it (one instance at a time, the others wait for the lease).
 */
export const chainIndex = pgTable(
  'chain_index',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
    leaseHolder: text('lease_holder'),
    leaseUntil: ts('lease_until'),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract] })],
);

/**
 * Blocks the indexer read (the last of each range, and each block with an event): their hashes tell a
 * reorganisation (a parent hash that no longer matches) and where it forked. The oldest are dropped.
 */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract, t.number] })],
);

/**
 * Every Transfer event of the contract the indexer read, in chain order, and what the app did with it:
 * `none` (the platform's own write, or a wallet moving a token on), `returned` (back into its sender's custody:
 * the item is theirs again), `stock` (into a custody address that is not its owner's: the brand's stock).
 */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    id: id(),
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: text('tx_hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    tokenId: text('token_id').notNull(),
    /** the item the token is (null: a token id no item has) */
    itemId: refersTo('item_id', () => items.id, 'cascade'),
    effect: text('effect').notNull().default('none'),
    /** who the item went back to (`returned`) or which brand took it into stock (`stock`) */
    effectHolder: uuid('effect_holder'),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('chain_transfers_log_idx').on(t.chainId, t.contract, t.blockNumber, t.logIndex),
    index('chain_transfers_item_idx').on(t.itemId, t.blockNumber, t.logIndex),
  ],
);

/**
 * Tokens that came back into a custody address the app could not give to an owner (its sender's account is
 * gone, or the address is another account's): the items went to their brand's stock, listed in the console
 * until the brand marks them resolved.
 */
export const custodyArrivals = pgTable(
  'custody_arrivals',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => clients.id),
    itemId: belongsTo('item_id', () => items.id),
    /** the event that brought it (emptied if a reorganisation takes the event back) */
    transferId: refersTo('chain_transfer_id', () => chainTransfers.id),
    /** account_gone: its sender's account no longer exists; not_its_owner: another custody address */
    reason: text('reason').notNull(),
    address: text('address').notNull(),
    txHash: text('tx_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [index('custody_arrivals_brand_idx').on(t.brandId, t.createdAt.desc())],
);
