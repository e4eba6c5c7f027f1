// The ledger on a chain queues what the chain must do for each mint and move, in the transaction that makes
// it: an item minted before the chain was configured is minted first, a mint is queued once, and a token sent
// out to a wallet is not the platform's to move.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustodyAccounts } from '../src/chain/custody-accounts';
import { tokenIdOf } from '../src/chain/items-contract';
import { chainWrites, collections, items } from '../src/db/schema';
import { ChainLedger } from '../src/modules/chain/chain-ledger';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import type { LedgerMove } from '../src/providers/ledger/ledger-provider';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let ledger: ChainLedger;
const custody = new CustodyAccounts('a test key');
const target = { chainId: 31337, contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' };
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  ledger = new ChainLedger(t.app.providers.ledger, new ChainWritesRepository(db()), target, custody);
});
afterAll(() => t.close());

const writesOf = (itemId: string) =>
  db()
    .select({ kind: chainWrites.kind, call: chainWrites.call, transferId: chainWrites.transferId })
    .from(chainWrites)
    .where(eq(chainWrites.itemId, itemId))
    .orderBy(asc(chainWrites.seq));

async function ownedItems() {
  return db().select().from(items).where(isNotNull(items.ownerId)).orderBy(asc(items.id));
}

function move(item: { id: string }, from: string | null, to: string | null, toAddress = ''): LedgerMove {
  return {
    itemId: item.id,
    tokenId: item.id,
    from: null,
    to: toAddress,
    fromAccount: from,
    toAccount: to,
    at: t.clock.now(),
  };
}

const record = (kind: 'mint' | 'transfer', moves: LedgerMove[]) =>
  db().transaction((tx) => ledger.record(tx, kind, moves));

describe('the ledger on a chain', () => {
  it('queues a mint once, into the account the item is minted for, and keeps the local log', async () => {
    const [item] = await ownedItems();
    const records = await record('mint', [move(item!, null, item!.ownerId)]);
    expect(records).toHaveLength(1);
    await record('mint', [move(item!, null, item!.ownerId)]);
    expect(await writesOf(item!.id)).toEqual([
      {
        kind: 'mint',
        transferId: null,
        call: expect.objectContaining({
          account: custody.account(item!.ownerId!, item!.id),
          tokenId: tokenIdOf(item!.id).toString(),
        }),
      },
    ]);
  });

  it('moves from where the queue left the token, whatever account the caller names', async () => {
    const [item] = await ownedItems();
    const other = crypto.randomUUID();
    await record('transfer', [move(item!, 'someone-else', other)]);
    const writes = await writesOf(item!.id);
    expect(writes.at(-1)).toMatchObject({
      kind: 'move',
      call: { from: custody.account(item!.ownerId!, item!.id), to: custody.account(other, item!.id) },
    });
  });

  it('mints an item that is no token yet where the move starts, then moves it; in the same order', async () => {
    const [, item] = await ownedItems();
    const to = crypto.randomUUID();
    await record('transfer', [move(item!, item!.ownerId, to)]);
    expect((await writesOf(item!.id)).map((w) => [w.kind, w.call.account ?? w.call.to])).toEqual([
      ['mint', custody.account(item!.ownerId!, item!.id)],
      ['move', custody.account(to, item!.id)],
    ]);
  });

  it('sends out to a wallet, and refuses to move a token that left custody', async () => {
    const [, , item] = await ownedItems();
    const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    await record('transfer', [move(item!, item!.ownerId, null, wallet)]);
    expect((await writesOf(item!.id)).map((w) => [w.kind, w.call.to ?? null])).toEqual([
      ['mint', null],
      ['withdraw', wallet],
    ]);
    await expect(record('transfer', [move(item!, item!.ownerId, crypto.randomUUID())])).rejects.toThrow(
      /left custody/,
    );
    // the refused transaction left nothing behind
    expect(await writesOf(item!.id)).toHaveLength(2);
  });

  it('catches up: every item in custody that is no token yet gets a mint, once; a chain started afresh forgets', async () => {
    const other = { chainId: 31337, contract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' };
    const writes = new ChainWritesRepository(db());
    const all = await db().select().from(items);
    const inCustody = all.filter((i) => i.ownerId || ['stock', 'on_sale', 'reserved'].includes(i.status));
    expect(await writes.queueMissingMints(other, custody, t.clock.now())).toEqual({
      queued: inCustody.length,
      left: all.length - inCustody.length,
    });
    const queued = await db().select().from(chainWrites).where(eq(chainWrites.contract, other.contract));
    expect(queued.map((w) => w.kind)).toEqual(inCustody.map(() => 'mint'));
    const owned = inCustody.find((i) => i.ownerId)!;
    expect(queued.find((w) => w.itemId === owned.id)?.call.account).toBe(
      custody.account(owned.ownerId!, owned.id),
    );
    expect((await writes.queueMissingMints(other, custody, t.clock.now())).queued).toBe(0);
    await writes.forget(other);
    expect(await db().select().from(chainWrites).where(eq(chainWrites.contract, other.contract))).toEqual([]);
  });

  it('catches up the brand’s stock off sale too (imported, or taken back by a refund): minted into its brand’s custody', async () => {
    const fresh = { chainId: 31337, contract: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' };
    const writes = new ChainWritesRepository(db());
    const [item] = await db()
      .select({ id: items.id, brandId: collections.clientId })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(isNull(items.ownerId), eq(items.status, 'on_sale')))
      .limit(1);
    await db().update(items).set({ status: 'stock' }).where(eq(items.id, item!.id));
    try {
      await writes.queueMissingMints(fresh, custody, t.clock.now());
      const [mint] = await db()
        .select()
        .from(chainWrites)
        .where(and(eq(chainWrites.contract, fresh.contract), eq(chainWrites.itemId, item!.id)));
      expect(mint).toMatchObject({
        kind: 'mint',
        call: { account: custody.account(item!.brandId, item!.id) },
      });
    } finally {
      await db().update(items).set({ status: 'on_sale' }).where(eq(items.id, item!.id));
      await writes.forget(fresh);
    }
  });

  it('a local chain that lost its last blocks: the writes confirmed in them go back to the queue, in order', async () => {
    const lossy = { chainId: 31337, contract: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' };
    const writes = new ChainWritesRepository(db());
    await writes.queueMissingMints(lossy, custody, t.clock.now());
    const queued = await db()
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.contract, lossy.contract))
      .orderBy(asc(chainWrites.seq));
    // confirmed in blocks 1, 2, 3 … as the worker would have recorded them
    for (const [n, w] of queued.entries()) {
      await db()
        .update(chainWrites)
        .set({ state: 'confirmed', blockNumber: String(n + 1), txHash: `0x${n}`, nonce: n })
        .where(eq(chainWrites.id, w.id));
    }
    expect(await writes.replayAfter(lossy, 3n)).toBe(queued.length - 3);
    const after = await db()
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.contract, lossy.contract))
      .orderBy(asc(chainWrites.seq));
    expect(after.map((w) => w.state)).toEqual(queued.map((_, n) => (n < 3 ? 'confirmed' : 'queued')));
    expect(after.slice(3).every((w) => w.nonce === null && w.txHash === null)).toBe(true);
  });
});
