// What a chain write asks the items contract: a mint into a custody account, a move between two, a withdrawal
// out to a wallet; and where the writes queued leave a token. Plain values, queued by ChainWritesRepository.
import { collectionKey, custodyAccount, tokenIdOf } from '../../chain/items-contract';
import type { ChainWrite } from './chain-writes.repository';

export type ChainWriteKind = 'mint' | 'move' | 'withdraw';

export interface QueuedWrite {
  itemId: string;
  transferId?: string | null;
  kind: ChainWriteKind;
  call: Record<string, string>;
}

export interface ChainTarget {
  chainId: number;
  contract: string;
}

/** The write that mints an item's token into a custody account (custodyAccount of its owner or brand). */
export function mintInto(itemId: string, collectionId: string, account: string): QueuedWrite {
  return {
    itemId,
    kind: 'mint',
    call: { account, tokenId: tokenIdOf(itemId).toString(), collection: collectionKey(collectionId) },
  };
}

/** The write that moves a token between two custody accounts, or out of one to a wallet (`to` an address). */
export function moveBetween(
  itemId: string,
  from: string,
  to: { account: string } | { address: string },
): QueuedWrite {
  const tokenId = tokenIdOf(itemId).toString();
  return 'account' in to
    ? { itemId, kind: 'move', call: { from, to: to.account, tokenId } }
    : { itemId, kind: 'withdraw', call: { from, to: to.address, tokenId } };
}

/** The write that mints an item's token into its owner's custody (or its brand's, for unsold stock). */
export function mintWrite(item: { id: string; collectionId: string }, holderId: string): QueuedWrite {
  return mintInto(item.id, item.collectionId, custodyAccount(holderId));
}

/** The write that moves an item's token from one account's custody to another's. */
export function moveWrite(itemId: string, fromId: string, toId: string): QueuedWrite {
  return moveBetween(itemId, custodyAccount(fromId), { account: custodyAccount(toId) });
}

/**
 * Where the queued writes leave a token: in a custody account (its hash), or gone out to a wallet (null).
 * An item with no write on this contract is not a token there yet.
 */
export function accountAfter(write: Pick<ChainWrite, 'kind' | 'call'>): string | null {
  if (write.kind === 'mint') return write.call.account ?? null;
  // an arrival: a wallet sent the token back into a custody account (decision 031)
  if (write.kind === 'move' || write.kind === 'arrival') return write.call.to ?? null;
  return null;
}
