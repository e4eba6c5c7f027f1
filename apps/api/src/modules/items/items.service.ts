// The owner's items: every read is scoped to the signed-in owner (another owner's item is "not found").
import type { CollectionSummary, HistoryEvent, Item, ItemFilters, Language, Token } from '@heirloom/contract';
import type { ReadCache } from '../../db/read-cache';
import { notFound } from '../../lib/errors';
import type { HistoryRepository } from '../history/history.repository';
import type { ItemsPresenter } from './items.presenter';
import type { ItemsRepository } from './items.repository';
import { Service } from '../service';

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Where the items' tokens are read from: a port the items define and the chain module implements
 * (chain/chain-tokens.ts), so the items do not depend on the chain, which depends on them.
 */
export interface ItemTokens {
  /** the item's token as the chain's outbox last knows it, or null when it has none */
  token(itemId: string): Promise<Token | null>;
}

export interface ItemsServiceDeps {
  repo: ItemsRepository;
  history: HistoryRepository;
  present: ItemsPresenter;
  tokens: ItemTokens;
  reads: ReadCache;
}

export class ItemsService extends Service<ItemsServiceDeps> {
  /** 404 unless this owner holds the item (another owner's item is "not found" too). */
  async assertOwner(ownerId: string, itemId: string): Promise<void> {
    if (!(await this.deps.repo.isOwner(ownerId, itemId))) throw notFound();
  }

  /** The owner's item by its public id (a link from outside names it so); 404 unless they hold it. */
  async byPublicId(ownerId: string, publicId: string): Promise<{ id: string }> {
    const id = await this.deps.repo.heldByPublicId(ownerId, publicId);
    if (!id) throw notFound();
    return { id };
  }

  async count(ownerId: string): Promise<number> {
    return this.deps.repo.countOwned(ownerId);
  }

  async collections(
    ownerId: string,
    filters: ItemFilters | undefined,
    limit: number,
    offset: number,
    reader: Language,
  ): Promise<Page<CollectionSummary>> {
    const { rows, total } = await this.deps.repo.collectionsPage(ownerId, filters, limit, offset);
    return {
      items: rows.map((r) => this.deps.present.collection(r.collection, r.client, r.itemCount, reader)),
      total,
    };
  }

  async collectionItems(
    ownerId: string,
    collectionId: string,
    filters: ItemFilters | undefined,
    limit: number,
    offset: number,
    reader: Language,
  ): Promise<Page<Item>> {
    const { rows, total } = await this.deps.repo.itemsPage(ownerId, collectionId, filters, limit, offset);
    return { items: rows.map((r) => this.deps.present.item(r, reader)), total };
  }

  async item(ownerId: string, itemId: string, reader: Language): Promise<Item> {
    const row = await this.deps.repo.ownedItem(ownerId, itemId);
    if (!row) throw notFound();
    return this.deps.present.item(row, reader);
  }

  /**
   * The item page as the text of its answer (`write`: the route's serialiser), kept in the read cache while
   * the data and the private addresses in it last: a page read again is neither presented nor serialised.
   */
  async itemPage(ownerId: string, itemId: string, reader: Language, write: (item: Item) => string) {
    const key = `page:${ownerId}:${itemId}:${reader}:${this.deps.present.addressesVersion()}`;
    return this.deps.reads.read(key, async () => write(await this.item(ownerId, itemId, reader)));
  }

  /** The item's token on the chain, as the outbox last knows it (never waits for the chain). */
  async token(ownerId: string, itemId: string): Promise<Token | null> {
    await this.assertOwner(ownerId, itemId);
    return this.deps.tokens.token(itemId);
  }

  /** Every event of the item, but an earlier owner's details (price, notes, stores) only to that owner. */
  async history(
    ownerId: string,
    itemId: string,
    limit: number,
    offset: number,
    reader: Language,
  ): Promise<Page<HistoryEvent>> {
    const since = await this.ownedSince(ownerId, itemId);
    const { rows, total } = await this.deps.history.page(itemId, ownerId, limit, offset);
    return { items: rows.map((r) => this.deps.present.event(r, { userId: ownerId, since }, reader)), total };
  }

  /**
   * When this owner acquired the item they hold (404 if they do not hold it): what they may read of the item's
   * past (an earlier owner's details in its history, finder messages) is judged from it.
   */
  async ownedSince(ownerId: string, itemId: string): Promise<Date> {
    const since = await this.deps.repo.ownedSince(ownerId, itemId);
    if (!since) throw notFound();
    return since;
  }
}
