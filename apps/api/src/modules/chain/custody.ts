// Custody in the database against `ownerOf` on the chain, item by item (`npm run ledger -- verify`): where the
// database says each token is — by the rule the chain's writes follow (custody-holder.ts): the custody address of
// its owner or, for stock, its brand, for that item; of the deleted account it is held for; or the wallet it was
// sent out to, or where a wallet moved it on since as the indexer read it (decision 031) — and where the chain
// says it is.
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { type Address, getAddress, type Hex } from 'viem';
import { custodyAddress, tokenIdOf } from '../../chain/items-contract';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { chainWrites, collections, items, ledgerEntries, users } from '../../db/schema';
import { ChainIndexRepository } from './chain-index.repository';
import type { CustodyAccounts } from '../../chain/custody-accounts';
import { CUSTODY_KINDS, type ChainTarget } from './chain-write-calls';
import { writesTo } from './chain-writes.repository';
import { custodyFactColumns, custodyOf } from './custody-holder';

export interface CustodyRow {
  itemId: string;
  name: string;
  /** where the database says the token is (null: nowhere it knows) */
  expected: string | null;
  /** writes still on their way to the chain: a difference is expected until they land */
  inFlight: boolean;
  /** the item has a write on this contract (it is, or will be, a token there) */
  onContract: boolean;
  /**
   * Sent out: the custody address its token left for the wallet (null: no withdraw on this contract). The
   * wallet may move it on, to anywhere but back where it was before the withdraw landed.
   */
  sentOutFrom?: string | null;
}

class CustodyRepository extends Repository {
  /** Up to `limit` items after `afterId` (by id), with where the database puts each. */
  async page(
    target: ChainTarget,
    custody: CustodyAccounts,
    afterId: string,
    limit: number,
  ): Promise<CustodyRow[]> {
    const rows = await this.db
      .select({
        id: items.id,
        name: items.name,
        ...custodyFactColumns,
      })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(gt(items.id, afterId))
      .orderBy(asc(items.id))
      .limit(limit);
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const lastTo = await this.db
      .selectDistinctOn([ledgerEntries.itemId], { itemId: ledgerEntries.itemId, to: ledgerEntries.toAddress })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.itemId, ids))
      .orderBy(ledgerEntries.itemId, desc(ledgerEntries.seq));
    const writes = await this.custodyWrites(target, ids);
    const to = new Map(lastTo.map((r) => [r.itemId, r.to]));
    const read = await new ChainIndexRepository(this.db).lastTransfers(target, ids);
    // the ledger's log names accounts by their address: an item held for a deleted account was last put there
    const accountAt = await this.accountsAt([...to.values()]);
    // where a wallet moved a token sent out, once its withdraw landed, as the indexer read it
    const movedTo = (itemId: string): string | undefined => {
      const withdraw = writes.findLast((w) => w.itemId === itemId && w.state !== 'reverted');
      const event = read.get(itemId);
      if (withdraw?.kind !== 'withdraw' || withdraw.blockNumber === null || !event) return undefined;
      return event.blockNumber > Number(withdraw.blockNumber) ? event.toAddress : undefined;
    };
    const expected = (r: (typeof rows)[number]): string | null => {
      const where = custodyOf(r);
      const last = to.get(r.id);
      if (where.in === 'account') return custody.address(where.holderId, r.id);
      if (where.in === 'wallet') return movedTo(r.id) ?? last ?? null;
      const heldIn = where.in === 'held' && last ? accountAt.get(last) : undefined;
      return heldIn ? custody.address(heldIn, r.id) : null;
    };
    return rows.map((r) => {
      const own = writes.filter((w) => w.itemId === r.id);
      const withdraw = own.findLast((w) => w.kind === 'withdraw' && w.state !== 'reverted');
      const left = withdraw?.call.from ? custodyAddress(withdraw.call.from as Hex) : null;
      return {
        itemId: r.id,
        name: r.name,
        expected: expected(r),
        inFlight: own.some((w) => w.state === 'queued' || w.state === 'signed'),
        onContract: own.length > 0,
        ...(custodyOf(r).in === 'wallet' ? { sentOutFrom: left } : {}),
      };
    });
  }

  /** The items' writes that move their tokens, in queue order: a metadata update on its way excuses no difference. */
  private custodyWrites(target: ChainTarget, ids: string[]) {
    return this.db
      .select({
        itemId: chainWrites.itemId,
        state: chainWrites.state,
        kind: chainWrites.kind,
        call: chainWrites.call,
        blockNumber: chainWrites.blockNumber,
      })
      .from(chainWrites)
      .where(
        and(
          inArray(chainWrites.itemId, ids),
          writesTo(target),
          inArray(chainWrites.kind, [...CUSTODY_KINDS]),
        ),
      )
      .orderBy(asc(chainWrites.seq));
  }

  /** The accounts whose addresses these are (the ledger's log names accounts by their address). */
  private async accountsAt(addresses: string[]): Promise<Map<string | null, string>> {
    if (addresses.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, address: users.custodialAddress })
      .from(users)
      .where(inArray(users.custodialAddress, addresses));
    return new Map(rows.map((u) => [u.address, u.id]));
  }
}

const same = (a: string | null, b: string | null) =>
  a !== null && b !== null && /^0x[0-9a-fA-F]{40}$/.test(a) && getAddress(a) === getAddress(b);

/** A token sent out that its wallet moved on: it is somewhere, and no longer where the withdraw took it from. */
const movedOn = (row: CustodyRow, holder: string | null) =>
  !!row.sentOutFrom && holder !== null && !same(row.sentOutFrom, holder);

/**
 * Compares every item's custody with its token's holder; says each difference and how many matched. 0 when
 * all match (items whose writes are still on their way are named, not counted; tokens sent out and moved on by
 * their wallets are counted apart), 1 on any difference.
 */
export async function verifyCustody(
  db: Db,
  chain: ChainTarget & { ownerOf(tokenId: bigint): Promise<Address | null> },
  custody: CustodyAccounts,
  say: (line: string) => void,
): Promise<number> {
  const repo = new CustodyRepository(db);
  const target = { chainId: chain.chainId, contract: chain.contract };
  let after = '00000000-0000-0000-0000-000000000000';
  let matched = 0;
  let differences = 0;
  let inFlight = 0;
  let sentOnward = 0;
  for (;;) {
    const page = await repo.page(target, custody, after, 200);
    if (page.length === 0) break;
    after = page.at(-1)?.itemId ?? after;
    // a few calls at a time: a public RPC limits how fast it is asked
    for (let i = 0; i < page.length; i += 20) {
      const slice = page.slice(i, i + 20);
      const holders = await Promise.all(slice.map((row) => chain.ownerOf(tokenIdOf(row.itemId))));
      slice.forEach((row, n) => {
        const holder = holders[n] ?? null;
        if (same(row.expected, holder)) {
          matched += 1;
          return;
        }
        const where = `database ${row.expected ?? 'nowhere'}, chain ${holder ?? 'no token'}`;
        if (row.inFlight) {
          inFlight += 1;
          say(`  on its way: ${row.itemId} “${row.name}” (${where}): its writes are queued or sent`);
          return;
        }
        if (movedOn(row, holder)) {
          sentOnward += 1;
          return;
        }
        differences += 1;
        const why = row.onContract ? '' : ' — never queued for this contract';
        say(`  DIFFERENT: ${row.itemId} “${row.name}”: ${where}${why}`);
      });
    }
  }
  const summary = `Custody on chain ${chain.chainId} (contract ${chain.contract}): ${matched} tokens match the database`;
  const rest = [
    differences ? `${differences} differ` : '',
    inFlight ? `${inFlight} on their way to the chain` : '',
    sentOnward
      ? `${sentOnward} sent out and moved on from ${sentOnward === 1 ? 'its wallet' : 'their wallets'}`
      : '',
  ].filter(Boolean);
  say(rest.length ? `${summary}; ${rest.join(', ')}.` : `${summary}.`);
  return differences > 0 ? 1 : 0;
}
