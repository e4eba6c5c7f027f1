// Lost/stolen declarations (docs/product.md "Opposition") and the public authenticity page: what anyone
// may know of an item (never who owns it), and finder messages relayed to the owner (rate limited).
import {
  type Language,
  isGtin14,
  FINDER_MESSAGES_PER_IP_PER_HOUR,
  FINDER_MESSAGES_PER_ITEM_PER_HOUR,
  type FinderMessage,
  type Item,
  type OppositionKind,
  type PublicItem,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { hmac } from '../../lib/crypto';
import { AppError, notFound, tooManyRequests } from '../../lib/errors';
import { digitalLinkUri, isAiValue, itemAddress } from '../../lib/digital-link';
import { inReaderLanguage, languageOrNull } from '../../lib/localized';
import type { ReadCache } from '../../db/read-cache';
import type { ChainTokens } from '../chain/chain-tokens';
import type { MediaUrls } from '../../lib/media-urls';
import type { ImagesRepository } from '../images/images.repository';
import type { HistoryRepository, NewHistoryEvent } from '../history/history.repository';
import { declaredKind } from '../items/availability';
import { mintOf } from '../items/items.presenter';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { ItemsService } from '../items/items.service';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import { finderNotice } from './protection-texts';
import type { ProtectionRepository } from './protection.repository';

type PublicItemRow = NonNullable<Awaited<ReturnType<ProtectionRepository['publicItem']>>>;
import { Service } from '../service';

const HOUR = 3600;

type LockedItem = NonNullable<Awaited<ReturnType<ProtectionRepository['lockOwnedItem']>>>;

/** An active lost or stolen declaration: the one reason a finder may write to the owner. */
const isDeclared = (item: { oppositionKind: string | null }) => declaredKind(item) !== null;
const notDeclared = () => new AppError(409, 'ITEM_NOT_DECLARED');

export interface ProtectionServiceDeps {
  repo: ProtectionRepository;
  history: HistoryRepository;
  images: ImagesRepository;
  items: ItemsService;
  /** the items' writer: a declaration sets the item's opposition and status */
  itemRows: ItemWritesRepository;
  notifier: OwnerNotifier;
  urls: MediaUrls;
  tokens: ChainTokens;
  /** the public records, kept between writes (decision 015) */
  reads: ReadCache;
  ipKey: string;
  /** the web app's address: the notice links to where the owner reads the message */
  publicUrl: string;
  clock: Clock;
}

export class ProtectionService extends Service<ProtectionServiceDeps> {
  async makeOpposition(
    ownerId: string,
    itemId: string,
    kind: OppositionKind,
    details: string,
    reader: Language,
  ): Promise<Item> {
    return this.ownerChange(ownerId, itemId, reader, async (tx, item, now) => {
      if (item.oppositionKind) throw new AppError(409, 'OPPOSITION_ALREADY_ACTIVE', { item: item.name });
      // in care: the owner ends the care first (docs/decisions/044-entrusted-care.md)
      if (item.inCareUntil) throw new AppError(409, 'ITEM_IN_CARE', { item: item.name });
      if (item.status === 'in_repair') throw new AppError(409, 'OPPOSITION_IN_REPAIR', { item: item.name });
      if (item.status !== 'active') throw new AppError(409, 'OPPOSITION_ITEM_BUSY', { item: item.name });
      await this.deps.itemRows.setOpposition(tx, itemId, kind, now, kind);
      await this.deps.repo.insertOpposition(tx, { itemId, ownerId, kind, details, createdAt: now });
      // the owner's words stay in the declaration: the history is read by later owners
      return { kind: 'opposition_made', data: { kind } };
    });
  }

  async withdrawOpposition(
    ownerId: string,
    itemId: string,
    details: string,
    reader: Language,
  ): Promise<Item> {
    return this.ownerChange(ownerId, itemId, reader, async (tx, item, now) => {
      if (!item.oppositionKind) throw new AppError(409, 'NO_ACTIVE_OPPOSITION', { item: item.name });
      await this.deps.itemRows.setOpposition(tx, itemId, null, null, 'active');
      await this.deps.repo.closeOpposition(tx, itemId, details, now);
      return { kind: 'opposition_withdrawn', data: { kind: item.oppositionKind } };
    });
  }

  /**
   * A declaration's change, in one transaction on the owner's item (locked; 404 if not theirs): `change`
   * checks and writes, and names the history line the owner is recorded with; then the item as it is now.
   */
  private async ownerChange(
    ownerId: string,
    itemId: string,
    reader: Language,
    change: (tx: DbOrTx, item: LockedItem, now: Date) => Promise<Pick<NewHistoryEvent, 'kind' | 'data'>>,
  ): Promise<Item> {
    const now = this.deps.clock.now();
    await this.deps.repo.transaction(async (tx) => {
      const item = await this.deps.repo.lockOwnedItem(tx, ownerId, itemId);
      if (!item) throw notFound();
      const line = await change(tx, item, now);
      // the token's metadata tells the declaration: wallets and marketplaces are told it changed (ERC-4906)
      await this.deps.tokens.metadataChanged(tx, [itemId], now);
      await this.deps.history.record(tx, {
        itemId,
        ...line,
        actor: 'owner',
        actorUserId: ownerId,
        createdAt: now,
      });
    });
    return this.deps.items.item(ownerId, itemId, reader);
  }

  /** Account deletion, in its transaction, before the items are held (see ProtectionRepository.eraseFor). */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await this.deps.repo.eraseFor(tx, userId);
  }

  async publicItem(publicId: string, reader: Language): Promise<PublicItem> {
    return this.cachedPublic(`public:${publicId}:${reader}`, reader, () =>
      this.deps.repo.publicItem(publicId),
    );
  }

  /** The item a Digital Link names; a GTIN or serial no Digital Link can hold names none (404, never 400). */
  async publicItemByDigitalLink(gtin: string, serial: string, reader: Language): Promise<PublicItem> {
    if (!isGtin14(gtin) || !isAiValue(serial)) throw notFound();
    return this.cachedPublic(`public-link:${gtin}:${serial}:${reader}`, reader, () =>
      this.deps.repo.publicItemByKey(gtin, serial),
    );
  }

  /**
   * The public record from the read cache (decision 015: every write to an item, its pictures, collection or brand
   * moves it on; a change of hands writes the item), its token read afresh: the chain's writes are not cached.
   */
  private async cachedPublic(
    key: string,
    reader: Language,
    read: () => Promise<PublicItemRow | undefined>,
  ): Promise<PublicItem> {
    const record = await this.deps.reads.read(key, async () => {
      const row = await read();
      return row ? { itemId: row.item.id, page: await this.presentPublic(row, reader) } : null;
    });
    if (!record) throw notFound();
    return { ...record.page, token: await this.deps.tokens.token(record.itemId) };
  }

  /** The Digital Link of the item `/verify/<publicId>` shows, when it has one (its collection has a GTIN). */
  async digitalLinkOf(publicId: string): Promise<string | undefined> {
    const row = await this.deps.repo.publicItem(publicId);
    const gtin = row?.collection.gtin;
    return (row && gtin && digitalLinkUri(this.deps.publicUrl, gtin, row.item.serialNumber)) || undefined;
  }

  /** Whether a Digital Link's GTIN-14 and serial name an item. */
  async namesAnItem(gtin: string, serial: string): Promise<boolean> {
    return (
      isGtin14(gtin) &&
      isAiValue(serial) &&
      (await this.deps.repo.publicItemByKey(gtin, serial)) !== undefined
    );
  }

  /** The record as the page shows it, but its token (cachedPublic adds it). */
  private async presentPublic(row: PublicItemRow, reader: Language): Promise<Omit<PublicItem, 'token'>> {
    const { item, collection, client } = row;
    // until its certificate is minted an item's name, words and pictures stay hidden, the owner's public photos
    // too (they show the item); the page says it is being minted, from isToMint alone
    const hidden = item.isToMint;
    const [images, moves] = await Promise.all([
      hidden ? [] : this.deps.images.publicPictures(item.id),
      this.deps.repo.doneTransfers(item.id),
    ]);
    // the first owner (if it ever had one) and everyone it was handed to since
    const everOwned = item.ownerId !== null || moves > 0;
    const description = inReaderLanguage(item.description, reader);
    const kind = declaredKind(item);
    return {
      publicId: item.publicId,
      name: hidden ? '' : item.name,
      description: hidden ? '' : description.text,
      descriptionLang: description.lang,
      serialNumber: item.serialNumber,
      gtin: collection.gtin,
      digitalLink: itemAddress(this.deps.publicUrl, item, collection.gtin),
      brand: {
        name: client.name,
        logoUrl: client.logoSvg ? this.deps.urls.clientLogo(client.id) : null,
        theme: client.theme,
      },
      collection: { name: collection.name },
      images: images.map((i) => ({
        title: i.title,
        titleLang: languageOrNull(i.titleLang),
        url: this.deps.urls.publicImage(i.id, 'full', i.sha256),
        thumbnailUrl: this.deps.urls.publicImage(i.id, 'thumb', i.sha256),
        width: i.width,
        height: i.height,
      })),
      isToMint: item.isToMint,
      mint: mintOf(item),
      ownersCount: (everOwned ? 1 : 0) + moves,
      inCustody: item.status !== 'withdrawn',
      inCare: item.inCareUntil !== null,
      opposition: { active: kind !== null, kind, since: item.oppositionSince?.toISOString() ?? null },
    };
  }

  /**
   * Relays a finder's words to the owner, who stays anonymous; 5 an hour per sender, 20 per item. Only for an
   * item its owner declared lost or stolen: otherwise anyone who scans a QR code could write to any owner.
   */
  async messageOwner(publicId: string, body: FinderMessage, ip: string): Promise<{ sent: true }> {
    const row = await this.deps.repo.publicItem(publicId);
    if (!row) throw notFound();
    const { item } = row;
    // checked first: an undeclared item is refused alike whatever its owner does with it, so the answer
    // says no more than the public page (declared or not)
    if (!isDeclared(item)) throw notDeclared();
    if (!item.ownerId || item.status === 'withdrawn' || item.status === 'pending_transfer')
      throw new AppError(409, 'NO_OWNER_TO_REACH');
    const now = this.deps.clock.now();
    const senderHash = hmac(this.deps.ipKey, `finder:${ip}`);
    const ownerId = item.ownerId;
    // the item's messages tab, where the owner reads it with the finder's contact and marks it handled
    const link = `${this.deps.publicUrl}/items/${item.id}?tab=messages`;
    const notice = await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.lockFinderLimits(tx, senderHash, item.id);
      // again under the item's row lock: a declaration withdrawn meanwhile lets nothing through
      const current = await this.deps.repo.itemForShare(tx, item.id);
      if (!current || !isDeclared(current)) throw notDeclared();
      const since = addSeconds(now, -HOUR);
      const limits = [
        {
          times: await this.deps.repo.messagesSince(tx, { senderHash }, since),
          max: FINDER_MESSAGES_PER_IP_PER_HOUR,
        },
        {
          times: await this.deps.repo.messagesSince(tx, { itemId: item.id }, since),
          max: FINDER_MESSAGES_PER_ITEM_PER_HOUR,
        },
      ];
      for (const { times, max } of limits) {
        if (times.length >= max) {
          const oldest = times[max - 1] ?? times.at(-1) ?? now;
          const wait = Math.max(1, Math.ceil((oldest.getTime() + HOUR * 1000 - now.getTime()) / 1000));
          throw tooManyRequests('FINDER_RATE_LIMITED', wait, { minutes: Math.ceil(wait / 60) });
        }
      }
      await this.deps.repo.insertMessage(tx, {
        itemId: item.id,
        senderHash,
        message: body.message,
        contact: body.contact || null,
        createdAt: now,
      });
      // the owner's notice is queued with the message: it exists if, and only if, the message does
      return this.deps.notifier.queue(
        ownerId,
        (language) =>
          finderNotice(language, {
            item: item.name,
            message: body.message,
            contact: body.contact || null,
            link,
          }),
        tx,
      );
    });
    await this.deps.notifier.send(notice);
    return { sent: true };
  }
}
