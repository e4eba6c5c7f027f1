// What a chain write asks the items contract: a mint into a custody account, a move between two, a withdrawal
// out to a wallet (custody); a token's metadata changed (ERC-4906), a brand's royalty (ERC-2981); and where the
// writes queued leave a token. Plain values, queued by ChainWritesRepository.
import { brandKey, collectionKey, custodyAccount, tokenIdOf } from '../../chain/items-contract';
import type { ChainWrite } from './chain-writes.repository';

/**
 * The writes that say where a token is: the ones that move it (mint, move, withdraw), and an arrival the indexer
 * recorded (a token a wallet sent back to a custody address, decision 031), which is confirmed and never sent.
 */
export const CUSTODY_KINDS = ['mint', 'move', 'withdraw', 'arrival'] as const;

export type ChainWriteKind = (typeof CUSTODY_KINDS)[number] | 'metadata' | 'royalty';

export interface QueuedWrite {
  /** the item whose token it is about (null: a brand's royalty) */
  itemId: string | null;
  /** the brand whose royalty it sets */
  brandId?: string | null;
  transferId?: string | null;
  kind: ChainWriteKind;
  call: Record<string, string>;
}

export interface ChainTarget {
  chainId: number;
  contract: string;
}

/** An item's collection and brand, which its mint writes on the chain. */
export interface ItemOrigin {
  collectionId: string;
  brandId: string;
}

/** The write that mints an item's token into a custody account (custodyAccount of its owner or brand). */
export function mintInto(itemId: string, origin: ItemOrigin, account: string): QueuedWrite {
  return {
    itemId,
    kind: 'mint',
    call: {
      account,
      tokenId: tokenIdOf(itemId).toString(),
      collection: collectionKey(origin.collectionId),
      brand: brandKey(origin.brandId),
    },
  };
}

/** The write that tells wallets and marketplaces an item's token metadata changed (ERC-4906). */
export function metadataWrite(itemId: string): QueuedWrite {
  return { itemId, kind: 'metadata', call: { tokenId: tokenIdOf(itemId).toString() } };
}

/** The write that sets a brand's royalty on the chain (ERC-2981): receiver (or none) and rate. */
export function royaltyWrite(brandId: string, receiver: string | null, bps: number): QueuedWrite {
  return {
    itemId: null,
    brandId,
    kind: 'royalty',
    call: {
      brand: brandKey(brandId),
      receiver: receiver ?? '0x0000000000000000000000000000000000000000',
      bps: String(bps),
    },
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
export function mintWrite(item: { id: string } & ItemOrigin, holderId: string): QueuedWrite {
  return mintInto(item.id, item, custodyAccount(holderId));
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
