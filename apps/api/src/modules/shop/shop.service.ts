// The shop (docs/product.md "Shop and payment"): what is on sale, and holds on items (15 minutes, one
// active per item, a few per buyer), released by a timer; sealed links to open an item or cancel a hold.
import {
  type Language,
  MAX_ACTIVE_RESERVATIONS,
  RESERVATION_MINUTES,
  type ItemFilters,
  type Reservation,
  type ShopCollection,
  type ShopItem,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { attributesIn, descriptionIn } from '../../lib/localized';
import type { MediaUrls } from '../../lib/media-urls';
import type { SealedTokens } from '../../lib/sealed-tokens';
import { handOverRefusal } from '../items/availability';
import type { ImagesRepository } from '../images/images.repository';
import type { ItemsPresenter } from '../items/items.presenter';
import type { ClientRow, CollectionRow } from '../items/items.repository';
import type { ReservationRow, ShopItemRow, ShopRepository } from './shop.repository';
import { Service } from '../service';

const MARKET_LINK_DAYS = 90;

export interface ShopServiceDeps {
  repo: ShopRepository;
  /** the brand's pictures of the items on sale */
  images: ImagesRepository;
  presenter: ItemsPresenter;
  urls: MediaUrls;
  seals: SealedTokens;
  publicUrl: string;
  clock: Clock;
}

export class ShopService extends Service<ShopServiceDeps> {
  private price(collection: CollectionRow) {
    return {
      amount: collection.priceAmount ?? 0,
      currency: (collection.priceCurrency ?? 'EUR').toUpperCase(),
    };
  }

  private collection(
    collection: CollectionRow,
    client: ClientRow,
    left: number,
    total: number,
    reader: Language,
  ): ShopCollection {
    return {
      ...this.deps.presenter.collectionCard(collection, client, reader),
      price: this.price(collection),
      itemsLeft: left,
      itemsTotal: total,
    };
  }

  async collectionsForSale(reader: Language): Promise<ShopCollection[]> {
    const rows = await this.deps.repo.collectionsOnSale();
    return rows.map((r) => this.collection(r.collection, r.client, r.left, r.total, reader));
  }

  /** Items with their pictures and, for the viewer, whether they can take them. */
  private async shopItems(
    rows: ShopItemRow[],
    collection: CollectionRow,
    client: ClientRow,
    viewerId: string | null,
    reader: Language,
    sold = false,
  ): Promise<ShopItem[]> {
    const ids = rows.map((r) => r.id);
    const [pictures, holds] = await Promise.all([
      this.deps.images.publicPicturesBy('brand', ids),
      this.deps.repo.activeReservations(ids),
    ]);
    return rows.map((item) => {
      const hold = holds.find((h) => h.itemId === item.id);
      const mine = hold && viewerId && hold.userId === viewerId;
      return {
        id: item.id,
        name: item.name,
        ...descriptionIn(item.description, reader),
        serialNumber: item.serialNumber,
        attributes: attributesIn(item.attributes, reader),
        pictures: pictures
          .filter((p) => p.itemId === item.id)
          .map((p) => ({
            url: this.deps.urls.publicImage(p.id, 'full', p.sha256),
            thumbnailUrl: this.deps.urls.publicImage(p.id, 'thumb', p.sha256),
            title: p.title,
          })),
        nftCollection: { id: collection.id, name: collection.name, clientId: client.id },
        brand: this.deps.presenter.brand(client),
        price: this.price(collection),
        availability:
          sold || item.ownerId ? 'sold' : mine ? 'reserved_by_you' : hold ? 'reserved' : 'available',
        reservedUntil: mine ? hold.expiresAt.toISOString() : null,
      };
    });
  }

  async productsForSale(
    collectionId: string,
    filters: ItemFilters | undefined,
    limit: number,
    offset: number,
    viewerId: string | null,
    reader: Language,
  ) {
    const onSale = await this.deps.repo.collectionOnSale(collectionId);
    if (!onSale) throw notFound();
    const { rows, total } = await this.deps.repo.itemsPage(collectionId, filters, limit, offset);
    return {
      items: await this.shopItems(rows, onSale.collection, onSale.client, viewerId, reader),
      total,
      collection: this.collection(onSale.collection, onSale.client, onSale.left, onSale.total, reader),
    };
  }

  /** One item of a collection on sale; a sold one answers with availability "sold", others are not found. */
  async productForSale(itemId: string, viewerId: string | null, reader: Language): Promise<ShopItem> {
    const row = await this.deps.repo.itemWithContext(itemId);
    if (!row || !row.collection.onSale) throw notFound();
    const onShelf = row.item.ownerId === null && ['on_sale', 'reserved'].includes(row.item.status);
    const sold = !onShelf && (await this.deps.repo.wasSold(itemId));
    if (!onShelf && !sold) throw notFound();
    const [item] = await this.shopItems([row.item], row.collection, row.client, viewerId, reader, sold);
    if (!item) throw notFound();
    return item;
  }

  /**
   * Holds an item for `holderId` inside the caller's transaction: the hold they (or one of `alsoAllowed`)
   * already have, else a new one. Refuses (409) items sold, reserved by someone else, declared lost or stolen.
   */
  async hold(tx: DbOrTx, itemId: string, holderId: string, alsoAllowed: string[] = []) {
    const now = this.deps.clock.now();
    const locked = await this.deps.repo.lockItem(tx, itemId);
    if (!locked || !locked.collection.onSale) throw notFound();
    const { item, collection } = locked;
    if (item.ownerId !== null) throw new AppError(409, 'ITEM_SOLD', { item: item.name });
    const current = await this.deps.repo.activeReservation(tx, itemId);
    if (current && current.expiresAt > now) {
      if (current.userId === holderId || alsoAllowed.includes(current.userId)) {
        return { reservation: current, item, collection };
      }
      throw new AppError(409, 'ITEM_HELD');
    }
    // a hold past its time that the timer has not released yet gives way at once
    if (current) await this.deps.repo.endReservation(tx, current.id, 'expired', now);
    const refusal = handOverRefusal({ ...item, status: current ? 'on_sale' : item.status }, 'reserve');
    if (refusal) {
      throw new AppError(409, refusal === 'ITEM_UNAVAILABLE' ? 'ITEM_NOT_FOR_SALE' : refusal, {
        item: item.name,
      });
    }
    if ((await this.deps.repo.activeCountOf(tx, holderId)) >= MAX_ACTIVE_RESERVATIONS) {
      throw new AppError(409, 'TOO_MANY_RESERVATIONS', { max: MAX_ACTIVE_RESERVATIONS });
    }
    const reservation = await this.deps.repo.insertReservation(tx, {
      itemId,
      userId: holderId,
      state: 'active',
      createdAt: now,
      expiresAt: addSeconds(now, RESERVATION_MINUTES * 60),
    });
    return { reservation, item, collection };
  }

  private present(reservation: ReservationRow, collectionId: string): Reservation {
    return {
      id: reservation.id,
      productId: reservation.itemId,
      collectionId,
      expiresAt: reservation.expiresAt.toISOString(),
      encryptedProductId: this.deps.seals.seal(
        'reservation',
        { r: reservation.id, i: reservation.itemId },
        reservation.expiresAt,
      ),
    };
  }

  async reserve(userId: string, itemId: string): Promise<Reservation> {
    const { reservation, collection } = await this.deps.repo.transaction((tx) =>
      this.hold(tx, itemId, userId),
    );
    return this.present(reservation, collection.id);
  }

  /** v2: the item given, or any available item of the collection. */
  async reserveInCollection(userId: string, collectionId: string, productId?: string): Promise<Reservation> {
    // read before the transaction: PGlite has one connection, which the transaction holds
    if (!productId && !(await this.deps.repo.collectionOnSale(collectionId))) throw notFound();
    const { reservation, collection } = await this.deps.repo.transaction(async (tx) => {
      if (productId) {
        const held = await this.hold(tx, productId, userId);
        if (held.collection.id !== collectionId) throw notFound();
        return held;
      }
      const id = await this.deps.repo.lockAnyAvailable(tx, collectionId);
      if (!id) throw new AppError(409, 'SOLD_OUT');
      return this.hold(tx, id, userId);
    });
    return this.present(reservation, collection.id);
  }

  /** An item with its collection and brand (payments: the order's item). */
  async itemWithContext(itemId: string) {
    return this.deps.repo.itemWithContext(itemId);
  }

  /** The item's active hold, in the caller's transaction (payments: whose hold it is at payment time). */
  async activeHold(tx: DbOrTx, itemId: string) {
    return this.deps.repo.activeReservation(tx, itemId);
  }

  /** Ends a hold in the caller's transaction (payments: completed when paid for, or expired). */
  async endHold(tx: DbOrTx, id: string, state: 'cancelled' | 'expired' | 'completed', now: Date) {
    return this.deps.repo.endReservation(tx, id, state, now);
  }

  /** Cancels a hold from its sealed link; a hold already paid for is not cancelled here. */
  async cancelByToken(token: string): Promise<true> {
    const now = this.deps.clock.now();
    // the link outlives nothing: it expires with its hold, so an expired link means an expired hold
    const data = this.deps.seals.open('reservation', token, now);
    if (!data.r) throw new AppError(400, 'TOKEN_INVALID');
    await this.deps.repo.transaction(async (tx) => {
      const reservation = await this.deps.repo.reservationById(tx, data.r ?? '');
      if (!reservation) throw notFound();
      await this.deps.repo.lockItem(tx, reservation.itemId);
      const ended = await this.deps.repo.endReservation(tx, reservation.id, 'cancelled', now);
      if (!ended) throw new AppError(409, 'RESERVATION_NOT_ACTIVE');
    });
    return true;
  }

  /** A sealed link (QR code) to an item on sale. */
  marketLink(itemId: string, days = MARKET_LINK_DAYS) {
    const expires = addSeconds(this.deps.clock.now(), days * 86_400);
    const encryptedData = this.deps.seals.seal('market', { i: itemId }, expires);
    return {
      encryptedData,
      url: `${this.deps.publicUrl}/shop/market?data=${encodeURIComponent(encryptedData)}`,
      expiresAt: expires.toISOString(),
    };
  }

  async market(token: string, viewerId: string | null, reader: Language): Promise<ShopItem> {
    const data = this.deps.seals.open('market', token, this.deps.clock.now());
    if (!data.i || !/^[0-9a-f-]{36}$/.test(data.i)) throw new AppError(400, 'TOKEN_INVALID');
    return this.productForSale(data.i, viewerId, reader);
  }

  /** Releases holds past their time (run by a timer); returns how many. */
  async releaseExpired(): Promise<number> {
    const now = this.deps.clock.now();
    let released = 0;
    for (const { id, itemId } of await this.deps.repo.expiredReservations(now)) {
      const ended = await this.deps.repo.transaction(async (tx) => {
        await this.deps.repo.lockItem(tx, itemId);
        return this.deps.repo.endReservation(tx, id, 'expired', now);
      });
      if (ended) released += 1;
    }
    return released;
  }
}
