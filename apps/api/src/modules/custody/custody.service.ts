// An item's custody moving (docs/decisions/025-one-custody-move.md): a send to a phone or out to an address, a
// pending send taken back, a purchase's hand-over, a return, held items given back, all make the same move in the
// caller's transaction: the items' owner, the ledger's entries (on a chain, its writes queued with them), the
// items' history, and the private photos of the owner they leave, deleted from storage once it has committed.
import type { DbOrTx } from '../../db/client';
import type { AppError } from '../../lib/errors';
import type { LedgerProvider } from '../../providers/ledger/ledger-provider';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { HistoryRepository, NewHistoryEvent } from '../history/history.repository';
import type { ImagesRepository } from '../images/images.repository';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import { Service } from '../service';

/** An owner's account: the items table names them, the ledger keeps the items at their custodial address. */
export interface OwnerCustody {
  owner: string;
  address: string | null;
}

/** The brand's stock: nobody owns the items, the ledger keeps them at the brand's custodial address. */
export interface BrandCustody {
  brand: string;
  address: string | null;
}

/** A wallet outside the platform: the items leave custody (a send out). */
export interface WalletCustody {
  wallet: string;
}

/** Items held for a deleted account's number, where the ledger last put each one (by item id). */
export interface HeldCustody {
  held: Map<string, string>;
}

/** An item as a move needs it: its token is its own id until minted otherwise. */
export interface CustodyItem {
  id: string;
  mintTokenId: string | null;
}

/** A private photo's files, deleted once the move has committed. */
export interface RemovedPhoto {
  storageKey: string;
  thumbKey: string;
}

export interface CustodyMove {
  /** the items, locked by the caller; the ledger records them in this order */
  items: CustodyItem[];
  from: OwnerCustody | BrandCustody | HeldCustody;
  to: OwnerCustody | BrandCustody | WalletCustody;
  /** the items' status once moved; unchanged if not given */
  status?: string;
  /** moves only items still active and not declared missing (a return) */
  onlyFree?: boolean;
  /** thrown when an item is no longer where the move expects it (not checked if not given) */
  changed?: () => AppError;
  /** the send, purchase or return the move belongs to */
  transferId?: string;
  /** the lines each item's history gets, in order */
  history: Omit<NewHistoryEvent, 'itemId' | 'createdAt'>[];
  at: Date;
}

export interface CustodyServiceDeps {
  /** the items' writer: their owner and status */
  items: ItemWritesRepository;
  /** an owner's private photos of the items leave with them */
  images: ImagesRepository;
  history: HistoryRepository;
  /** on a chain, it queues every mint and move for the chain worker in the same transaction (decision 013) */
  ledger: LedgerProvider;
  storage: StorageProvider;
}

/** The ledger's account on one side of a move: an owner's or a brand's id; null for a wallet or held items. */
function accountOf(side: OwnerCustody | BrandCustody | WalletCustody | HeldCustody): string | null {
  if ('owner' in side) return side.owner;
  return 'brand' in side ? side.brand : null;
}

export class CustodyService extends Service<CustodyServiceDeps> {
  /**
   * Moves the items' custody inside the caller's transaction; gives the private photos it took off them, for
   * deletePhotos once the transaction has committed.
   */
  async move(tx: DbOrTx, move: CustodyMove): Promise<RemovedPhoto[]> {
    const { items, from, to, at } = move;
    const ids = items.map((i) => i.id);
    const moved = await this.deps.items.moveOwner(tx, ids, {
      // the brand's stock and a wallet outside have no owner in the items table
      from: 'owner' in from ? from.owner : 'held' in from ? 'held' : null,
      to: 'owner' in to ? to.owner : null,
      status: move.status,
      onlyFree: move.onlyFree,
      now: at,
    });
    if (move.changed && moved !== ids.length) throw move.changed();
    // an owner's private photos leave with them
    const photos = 'owner' in from ? await this.deps.images.removePrivate(tx, from.owner, ids) : [];
    const toAddress = 'wallet' in to ? to.wallet : (to.address ?? '');
    await this.deps.ledger.record(
      tx,
      'transfer',
      items.map((item) => ({
        itemId: item.id,
        tokenId: item.mintTokenId ?? item.id,
        from: 'held' in from ? (from.held.get(item.id) ?? null) : from.address,
        to: toAddress,
        // held items: the account they were held at is the chain's last word (ChainLedger)
        fromAccount: accountOf(from),
        toAccount: accountOf(to),
        transferId: move.transferId,
        at,
      })),
    );
    // history never names people: later owners read it
    for (const line of move.history) await this.deps.history.recordEach(tx, ids, { ...line, createdAt: at });
    return photos;
  }

  /** True when the moves reach a chain after the transaction: a mint is confirmed later (decision 013). */
  get confirmsLater(): boolean {
    return this.deps.ledger.confirmsLater;
  }

  /** New items' tokens minted into the brand's custody, in the caller's transaction; each mint's record. */
  mint(tx: DbOrTx, into: BrandCustody, tokens: { itemId: string; tokenId: string }[], at: Date) {
    return this.deps.ledger.record(
      tx,
      'mint',
      tokens.map(({ itemId, tokenId }) => ({
        itemId,
        tokenId,
        from: null,
        to: into.address ?? '',
        fromAccount: null,
        toAccount: into.brand,
        at,
      })),
    );
  }

  /** After the commit: the photos' files go from storage (one that fails stays, unreferenced). */
  async deletePhotos(photos: RemovedPhoto[]): Promise<void> {
    await Promise.allSettled(
      photos.flatMap((p) => [this.deps.storage.delete(p.storageKey), this.deps.storage.delete(p.thumbKey)]),
    );
  }
}
