// The ledger on a chain (decision 013): every mint and move is kept in the local log as before, and queued in
// the chain's outbox in the same transaction, for the chain worker to send. The database stays the app's
// answer; the chain follows it.
import type { CustodyAccounts } from '../../chain/custody-accounts';
import type { DbOrTx } from '../../db/client';
import type { LedgerMove, LedgerProvider, LedgerVerdict } from '../../providers/ledger/ledger-provider';
import { accountAfter, type ChainTarget, mintInto, moveBetween, type QueuedWrite } from './chain-write-calls';
import type { ChainWritesRepository } from './chain-writes.repository';
import { itemOrigins } from './item-origins';

export class ChainLedger implements LedgerProvider {
  readonly name = 'chain';
  readonly confirmsLater = true;

  constructor(
    private readonly local: LedgerProvider,
    private readonly writes: ChainWritesRepository,
    private readonly target: ChainTarget,
    private readonly custody: CustodyAccounts,
  ) {}

  async record(tx: DbOrTx, kind: 'mint' | 'transfer', moves: LedgerMove[]): Promise<string[]> {
    const records = await this.local.record(tx, kind, moves);
    const ids = moves.map((m) => m.itemId);
    const last = await this.writes.lastWrites(tx, this.target, ids);
    const origins = await itemOrigins(tx, ids);
    const queued: QueuedWrite[] = [];
    // where each token is once the writes queued so far (these included) are sent
    const holder = new Map<string, string | null>();
    for (const [itemId, write] of last) holder.set(itemId, accountAfter(write));
    for (const move of moves) {
      const queue = (write: QueuedWrite) => queued.push({ ...write, transferId: move.transferId ?? null });
      const to: { account: string } | { address: string } = move.toAccount
        ? { account: this.custody.account(move.toAccount, move.itemId) }
        : { address: move.to };
      let from = holder.get(move.itemId);
      if (from === undefined) {
        // not a token on this contract yet (minted before the chain was configured): minted first where the
        // move starts, or straight where it ends
        const start = move.fromAccount ?? move.toAccount;
        if (!start) throw new Error(`no account to mint ${move.itemId} into before sending it out`);
        from = this.custody.account(start, move.itemId);
        const origin = origins.get(move.itemId);
        if (!origin) throw new Error(`no item ${move.itemId} to mint`);
        queue(mintInto(move.itemId, origin, from));
        if (kind === 'mint' || ('account' in to && to.account === from)) {
          holder.set(move.itemId, from);
          continue;
        }
      } else if (kind === 'mint') {
        continue; // minted already
      }
      // a token sent out to a wallet is no longer the platform's to move
      if (from === null) throw new Error(`${move.itemId} left custody: the platform cannot move it`);
      queue(moveBetween(move.itemId, from, to));
      holder.set(move.itemId, 'account' in to ? to.account : null);
    }
    await this.writes.enqueue(tx, this.target, queued, moves[0]?.at ?? new Date());
    return records;
  }

  verify(): Promise<LedgerVerdict> {
    return this.local.verify();
  }
}
