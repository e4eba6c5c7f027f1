// Shapes database rows into the contract's Item, CollectionSummary, HistoryEvent and ItemImage.
import type {
  CollectionSummary,
  HistoryEvent,
  Item,
  ItemImage,
  ItemStatus,
  Language,
  Mint,
} from '@heirloom/contract';
import type { itemImages } from '../../db/schema';
import { attributesIn, eventTextIn, descriptionIn, languageOrNull } from '../../lib/localized';
import { itemAddress } from '../../lib/digital-link';
import type { MediaUrls } from '../../lib/media-urls';
import type { HistoryEventRow as EventRow } from '../history/history.repository';
import { declaredKind } from './availability';
import type { ClientRow, CollectionRow, ItemCardRow, ItemRow } from './items.repository';

/** An item's picture as stored (the images module's rows; read from the table so the items need no images). */
type ImageRow = typeof itemImages.$inferSelect;

/** A collection as presenter.collectionCard reads it. */
type CollectionFields = Pick<CollectionRow, 'id' | 'name' | 'description' | 'coverKey'>;

/** A brand as presenter.brand reads it: a stored row, or the columns of brandCardColumns. */
type BrandFields = Pick<ClientRow, 'id' | 'name' | 'theme'> &
  ({ logoSvg: string | null } | { hasLogo: boolean });

/** Who reads a history: its current owner, and when they acquired the item. */
export interface HistoryViewer {
  userId: string;
  since: Date;
}

/** The brand's facts about the item itself (its record, its certificate on the chain): no owner's. */
const itemFacts = new Set(['created', 'minted']);

/**
 * Whether the viewer may read an event's details (a price paid, a repair's store and notes, a photo's title…):
 * an owner's details are theirs alone, later owners see the event's kind, date and actor only.
 * - An event an owner made (actorUserId) is theirs.
 * - The item's own facts (created, minted) are everyone's.
 * - Any other (a brand's move on a repair, the system giving an item back) belongs to whoever held the item
 *   then. The viewer is the current owner, without a break since `since`: it is theirs if it came later, or
 *   if it is that acquisition itself; other events at that very time stay hidden (which came first is unknown).
 */
function detailsFor(row: EventRow, viewer: HistoryViewer): boolean {
  if (row.actorUserId) return row.actorUserId === viewer.userId;
  if (itemFacts.has(row.kind)) return true;
  const at = row.createdAt.getTime();
  const since = viewer.since.getTime();
  return at > since || (at === since && row.kind === 'received');
}

/** An owner's event reads "By you" to that owner and "By a previous owner" to the next ones. */
function actorFor(row: EventRow, viewer: HistoryViewer): HistoryEvent['actor'] {
  if (row.actor !== 'owner') return row.actor as HistoryEvent['actor'];
  return row.actorUserId === viewer.userId ? 'you' : 'previous_owner';
}

export class ItemsPresenter {
  constructor(
    private readonly urls: MediaUrls,
    /** the app's public address, which Digital Links are made against */
    private readonly publicUrl: string,
  ) {}

  /** What the presented values depend on besides the rows: the expiry their private addresses carry. */
  addressesVersion(): number {
    return this.urls.privateExpiry();
  }

  brand(client: BrandFields) {
    const hasLogo = 'hasLogo' in client ? client.hasLogo : client.logoSvg !== null && client.logoSvg !== '';
    return {
      id: client.id,
      name: client.name,
      logoUrl: hasLogo ? this.urls.clientLogo(client.id) : null,
      theme: client.theme,
    };
  }

  image(row: ImageRow, viewerId: string): ItemImage {
    const url = (variant: 'full' | 'thumb') =>
      row.isPublic
        ? this.urls.publicImage(row.id, variant, row.sha256)
        : this.urls.privateImage(row.id, variant);
    return {
      id: row.id,
      title: row.title,
      titleLang: languageOrNull(row.titleLang),
      isPublic: row.isPublic,
      url: url('full'),
      thumbnailUrl: url('thumb'),
      width: row.width,
      height: row.height,
      sizeBytes: row.sizeBytes,
      sha256: row.sha256,
      createdAt: row.createdAt.toISOString(),
      mine: row.uploaderId === viewerId,
    };
  }

  /** An item's card or page, its pictures as its owner sees them summed up in the row (itemCardsSeenBy). */
  item({ item, collection, client, pictures }: ItemCardRow, reader: Language): Item {
    return {
      id: item.id,
      publicId: item.publicId,
      name: item.name,
      ...descriptionIn(item.description, reader),
      serialNumber: item.serialNumber,
      digitalLink: itemAddress(this.publicUrl, item, collection.gtin),
      icon: {
        publicUrl:
          pictures.publicId && pictures.publicSha256
            ? this.urls.publicImage(pictures.publicId, 'thumb', pictures.publicSha256)
            : null,
        privateUrl: pictures.privateId ? this.urls.privateImage(pictures.privateId, 'thumb') : null,
      },
      nftCollection: { id: collection.id, name: collection.name, clientId: client.id },
      brand: this.brand(client),
      isToMint: item.isToMint,
      mint: mintOf(item),
      opposition: {
        active: item.oppositionKind !== null,
        kind: declaredKind(item),
        since: item.oppositionSince?.toISOString() ?? null,
      },
      status: item.status as ItemStatus,
      inCareUntil: item.inCareUntil?.toISOString() ?? null,
      attributes: attributesIn(item.attributes, reader),
      acquiredAt: item.acquiredAt.toISOString(),
      imageCount: pictures.count,
    };
  }

  /** What a collection shows wherever it is listed (the owner's home, the shop): words, brand, cover. */
  collectionCard(collection: CollectionFields, client: BrandFields, reader: Language) {
    return {
      id: collection.id,
      name: collection.name,
      ...descriptionIn(collection.description, reader),
      brand: this.brand(client),
      coverUrl: collection.coverKey ? this.urls.collectionCover(collection.id, collection.coverKey) : null,
    };
  }

  collection(
    collection: CollectionFields,
    client: BrandFields,
    itemCount: number,
    reader: Language,
  ): CollectionSummary {
    return { ...this.collectionCard(collection, client, reader), itemCount };
  }

  event(row: EventRow, viewer: HistoryViewer, reader: Language): HistoryEvent {
    return {
      id: row.id,
      kind: row.kind as HistoryEvent['kind'],
      actor: actorFor(row, viewer),
      createdAt: row.createdAt.toISOString(),
      details: detailsFor(row, viewer) ? eventDetails(row.data, reader) : {},
    };
  }
}

/** How an item minted on a chain names it (ItemRow.mintChain): CAIP-2, `eip155:<chain id>`. */
export const chainMintName = (chainId: number) => `eip155:${chainId}`;

/**
 * An item's certificate as recorded: its token's mint on a chain (ItemRow.mintChain `eip155:…`), or an entry
 * of the local ledger (`heirloom`), with its record.
 */
export function mintOf(
  item: Pick<
    ItemRow,
    'isToMint' | 'mintTokenId' | 'mintTxHash' | 'mintedAt' | 'createdAt' | 'mintChain' | 'mintContract'
  >,
): Mint | null {
  if (item.isToMint || !item.mintTokenId || !item.mintTxHash) return null;
  const mintedAt = (item.mintedAt ?? item.createdAt).toISOString();
  const chainId = /^eip155:(\d+)$/.exec(item.mintChain ?? '')?.[1];
  if (chainId && item.mintContract) {
    return {
      ledger: 'chain',
      chainId: Number(chainId),
      contract: item.mintContract,
      tokenId: item.mintTokenId,
      txHash: item.mintTxHash,
      mintedAt,
    };
  }
  if (item.mintChain !== 'heirloom') return null;
  return { ledger: 'heirloom', tokenId: item.mintTokenId, record: item.mintTxHash, mintedAt };
}

/** An event's stored facts as the reader reads them: a brand's note (note_en / note_fr) in their language. */
function eventDetails(data: Record<string, string>, reader: Language): HistoryEvent['details'] {
  const { note_en: _en, note_fr: _fr, ...details } = data;
  const note = eventTextIn(data, 'note', reader);
  return note ? { ...details, note: note.text, noteLang: note.lang } : details;
}
