// Shapes database rows into the contract's Item, CollectionSummary, HistoryEvent and ItemImage.
import type { CollectionSummary, HistoryEvent, Item, ItemImage, ItemStatus } from '@heirloom/contract';
import type { itemEvents, itemImages } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import type { ClientRow, CollectionRow, ItemWithContext } from './items.repository';

type ImageRow = typeof itemImages.$inferSelect;
type EventRow = typeof itemEvents.$inferSelect;

export class ItemsPresenter {
  constructor(private readonly urls: MediaUrls) {}

  brand(client: ClientRow) {
    return {
      id: client.id,
      name: client.name,
      logoUrl: client.logoSvg ? this.urls.clientLogo(client.id) : null,
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

  /** images: the viewer's visible pictures of this item, oldest first (the brand's picture leads). */
  item({ item, collection, client }: ItemWithContext, images: ImageRow[]): Item {
    const firstPublic = images.find((i) => i.isPublic);
    const firstPrivate = images.find((i) => !i.isPublic);
    const minted =
      !item.isToMint &&
      item.mintChain &&
      item.mintContract &&
      item.mintTokenId &&
      item.mintTxHash &&
      item.mintedAt;
    return {
      id: item.id,
      publicId: item.publicId,
      name: item.name,
      description: item.description,
      serialNumber: item.serialNumber,
      icon: {
        publicUrl: firstPublic ? this.urls.publicImage(firstPublic.id, 'thumb', firstPublic.sha256) : null,
        privateUrl: firstPrivate ? this.urls.privateImage(firstPrivate.id, 'thumb') : null,
      },
      nftCollection: { id: collection.id, name: collection.name, clientId: client.id },
      brand: this.brand(client),
      isToMint: item.isToMint,
      mint: minted
        ? {
            chain: item.mintChain ?? '',
            contractAddress: item.mintContract ?? '',
            tokenId: item.mintTokenId ?? '',
            txHash: item.mintTxHash ?? '',
            mintedAt: (item.mintedAt ?? item.createdAt).toISOString(),
          }
        : null,
      opposition: {
        active: item.oppositionKind !== null,
        kind: item.oppositionKind === 'lost' || item.oppositionKind === 'stolen' ? item.oppositionKind : null,
        since: item.oppositionSince?.toISOString() ?? null,
      },
      status: item.status as ItemStatus,
      attributes: item.attributes,
      acquiredAt: item.acquiredAt.toISOString(),
      imageCount: images.length,
    };
  }

  collection(collection: CollectionRow, client: ClientRow, itemCount: number): CollectionSummary {
    return {
      id: collection.id,
      name: collection.name,
      description: collection.description,
      brand: this.brand(client),
      coverUrl: collection.coverKey ? this.urls.collectionCover(collection.id) : null,
      itemCount,
    };
  }

  event(row: EventRow): HistoryEvent {
    return {
      id: row.id,
      kind: row.kind as HistoryEvent['kind'],
      actor: row.actor as HistoryEvent['actor'],
      createdAt: row.createdAt.toISOString(),
      details: row.data,
    };
  }
}
