// The ledger interface: where mints and transfers of the items' tokens are recorded.
import type { DbOrTx } from '../../db/client';

export interface LedgerMove {
  itemId: string;
  tokenId: string;
  from: string | null;
  to: string;
  /**
   * The accounts (owner or brand ids) whose custody the token leaves and enters: null for none (a mint) or for
   * a wallet outside (a send out, to `to`). The chain's custody addresses are derived from them.
   */
  fromAccount: string | null;
  toAccount: string | null;
  /** the send or purchase that moves it */
  transferId?: string;
  at: Date;
}

export interface LedgerVerdict {
  ok: boolean;
  entries: number;
  /** the first entry whose hash does not match its content or its predecessor */
  brokenAt?: number;
}

export interface LedgerProvider {
  readonly name: string;
  /**
   * True when the moves reach a chain after the transaction (the chain's outbox): a mint is then confirmed
   * later, and the item stays "being minted" until it is; the records returned are the local log's.
   */
  readonly confirmsLater: boolean;
  /**
   * Records moves inside the caller's transaction, so a refused transfer leaves no trace; gives each move's
   * record (the entry's hash), in order.
   */
  record(tx: DbOrTx, kind: 'mint' | 'transfer', moves: LedgerMove[]): Promise<string[]>;
  verify(): Promise<LedgerVerdict>;
}
