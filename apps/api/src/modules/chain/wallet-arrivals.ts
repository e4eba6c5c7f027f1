// What the app does with a Transfer event the indexer read (decision 031). The platform's own writes and a
// wallet moving a token on change nothing in the database (the token's holder is read from the events). A token
// sent out that a wallet sends into one of the custody addresses it sat in comes back: into its sender's
// collection when it arrives at the address it was sent out from and the sender still has an account; into its
// brand's stock otherwise, listed in the console for the brand to resolve. A reorganisation that takes the
// event back undoes it, as long as nothing was built on it since.
import { getAddress } from 'viem';
import type { CustodyAccounts } from '../../chain/custody-accounts';
import { custodyAddress } from '../../chain/items-contract';
import type { DbOrTx } from '../../db/client';
import type { HistoryRepository } from '../history/history.repository';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { ChainIndexRepository, IndexedTransfer } from './chain-index.repository';
import { type ChainTarget, moveBetween } from './chain-write-calls';
import type { ChainWrite, ChainWritesRepository } from './chain-writes.repository';
import type { CustodyArrivalsRepository } from './custody-arrivals.repository';

export interface WalletArrivalsDeps {
  target: ChainTarget;
  custody: CustodyAccounts;
  writes: ChainWritesRepository;
  arrivals: CustodyArrivalsRepository;
  index: ChainIndexRepository;
  items: ItemWritesRepository;
  history: HistoryRepository;
  log: { error(obj: object, msg: string): void };
}

const isAccount = (value: string | undefined): value is string =>
  !!value && /^0x[0-9a-fA-F]{64}$/.test(value);

/** The custody accounts a token sat in, by the writes that put it there (mints, moves, withdraws, arrivals). */
function accountsOf(writes: ChainWrite[]): string[] {
  return [...new Set(writes.flatMap((w) => [w.call.account, w.call.from, w.call.to].filter(isAccount)))];
}

export class WalletArrivals {
  constructor(private readonly deps: WalletArrivalsDeps) {}

  /** Acts on a range's events, in chain order, inside the indexer's transaction. */
  async applyAll(tx: DbOrTx, events: IndexedTransfer[], now: Date): Promise<void> {
    for (const event of events) await this.apply(tx, event, now);
  }

  /** Undoes the effects of events a reorganisation took back, newest first, inside the indexer's transaction. */
  async undoAll(tx: DbOrTx, events: IndexedTransfer[], now: Date): Promise<void> {
    for (const event of events) await this.undo(tx, event, now);
  }

  private async apply(tx: DbOrTx, event: IndexedTransfer, now: Date): Promise<void> {
    const { target, writes, arrivals, index, items, history } = this.deps;
    const itemId = event.itemId;
    if (!itemId) return;
    const own = (await arrivals.writesOf(tx, target, itemId)).filter((w) => w.state !== 'reverted');
    const withdraw = own.at(-1);
    // a token in custody is where the platform's writes put it; a wallet moves it only after its send out
    if (withdraw?.kind !== 'withdraw' || !withdraw.txHash) return;
    const out = await index.placeOf(tx, target, itemId, [withdraw.txHash, ...withdraw.priorHashes]);
    const after = out && (event.blockNumber - out.blockNumber || event.logIndex - out.logIndex) > 0;
    if (!after) return;
    const to = getAddress(event.toAddress);
    const account = accountsOf(own).find((a) => custodyAddress(a as `0x${string}`) === to);
    if (!account) return;
    const item = await arrivals.itemFor(tx, itemId);
    if (!item || item.ownerId || item.status !== 'withdrawn') return;
    const arrival = {
      itemId,
      account,
      from: event.fromAddress,
      txHash: event.txHash,
      blockNumber: event.blockNumber,
    };
    await writes.recordArrival(tx, target, arrival, now);
    const home = account === withdraw.call.from;
    const sender = home ? await arrivals.liveSender(tx, withdraw.transferId) : null;
    const line = { itemId, actor: 'system', data: { record: event.txHash }, createdAt: now };
    if (sender) {
      await items.moveOwner(tx, [itemId], { from: null, to: sender, status: 'active', now });
      await history.record(tx, { ...line, kind: 'returned' });
      await index.effectOf(tx, event.id, 'returned', sender);
      return;
    }
    // an address no owner can take it back at: the brand's stock, in the brand's custody for the item
    await items.moveOwner(tx, [itemId], { from: null, to: null, status: 'stock', now });
    const brandAccount = this.deps.custody.account(item.brandId, itemId);
    if (brandAccount !== account) {
      await writes.enqueue(tx, target, [moveBetween(itemId, account, { account: brandAccount })], now);
    }
    await history.record(tx, { ...line, kind: 'taken_into_stock' });
    await arrivals.add(tx, {
      brandId: item.brandId,
      itemId,
      transferId: event.id,
      reason: home ? 'account_gone' : 'not_its_owner',
      address: to,
      txHash: event.txHash,
      createdAt: now,
    });
    await index.effectOf(tx, event.id, 'stock', item.brandId);
  }

  private async undo(tx: DbOrTx, event: IndexedTransfer, now: Date): Promise<void> {
    const { target, writes, arrivals, items, history } = this.deps;
    const itemId = event.itemId;
    if (event.effect === 'none' || !itemId) return;
    const own = await arrivals.writesOf(tx, target, itemId);
    const at = own.findIndex((w) => w.kind === 'arrival' && w.txHash === event.txHash);
    const [arrival, ...after] = at < 0 ? [] : own.slice(at);
    const item = await arrivals.itemFor(tx, itemId);
    const asLeft =
      event.effect === 'returned'
        ? item?.ownerId === event.effectHolder && item?.status === 'active'
        : !item?.ownerId && item?.status === 'stock';
    // the queued move into the brand's custody may go with it; anything sent to the chain since may not
    if (!arrival || !asLeft || after.some((w) => w.state !== 'queued')) {
      this.deps.log.error(
        { itemId, txHash: event.txHash },
        'chain indexer: a reorganisation took back an arrival the app has built on since; left as it is',
      );
      return;
    }
    await writes.forgetWrites(tx, [arrival.id, ...after.map((w) => w.id)]);
    await items.moveOwner(tx, [itemId], { from: item?.ownerId ?? null, to: null, status: 'withdrawn', now });
    const kind = event.effect === 'returned' ? 'returned' : 'taken_into_stock';
    await history.forgetRecorded(tx, itemId, kind, event.txHash);
    await arrivals.forget(tx, event.id);
  }
}
