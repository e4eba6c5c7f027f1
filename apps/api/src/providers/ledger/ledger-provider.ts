// The ledger interface: where mints and transfers of the items' tokens are recorded.
import type { DbOrTx } from '../../db/client';

export interface LedgerMove {
  itemId: string;
  tokenId: string;
  from: string | null;
  to: string;
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
   * Records moves inside the caller's transaction, so a refused transfer leaves no trace; gives each move's
   * record (the entry's hash), in order.
   */
  record(tx: DbOrTx, kind: 'mint' | 'transfer', moves: LedgerMove[]): Promise<string[]>;
  verify(): Promise<LedgerVerdict>;
}
