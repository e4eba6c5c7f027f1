// Item photos: intake (type from the bytes, re-encoded, metadata stripped), privacy, deletion.
import type { ItemImage, Language } from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { detectImageKind, processImage, UnreadableImageError } from '../../lib/images';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { HistoryRepository } from '../history/history.repository';
import type { ItemsPresenter } from '../items/items.presenter';
import type { ItemsService } from '../items/items.service';
import type { ImageRow, ImagesRepository } from './images.repository';
import { storePhotoFiles } from './photo-files';
import { Service } from '../service';

export interface NewPhoto {
  title: string;
  /** the language the owner writes in: the app's when they added it */
  titleLang: Language;
  isPublic: boolean;
  bytes: Buffer;
}

/**
 * Where a change of an item's public pictures is told to wallets and marketplaces (the token's metadata shows
 * its first public picture): the chain's tokens (ChainTokens) queue an ERC-4906 update in the transaction.
 */
export interface TokenMetadataChanges {
  metadataChanged(tx: DbOrTx, itemIds: string[], at: Date): Promise<number>;
}

export interface ImagesServiceDeps {
  repo: ImagesRepository;
  tokens: TokenMetadataChanges;
  history: HistoryRepository;
  items: ItemsService;
  storage: StorageProvider;
  present: ItemsPresenter;
  clock: Clock;
}

export class ImagesService extends Service<ImagesServiceDeps> {
  async assertOwner(ownerId: string, itemId: string): Promise<void> {
    await this.deps.items.assertOwner(ownerId, itemId);
  }

  async list(ownerId: string, itemId: string): Promise<ItemImage[]> {
    await this.assertOwner(ownerId, itemId);
    const rows = await this.deps.repo.visibleImages(ownerId, [itemId]);
    return rows.map((r) => this.deps.present.image(r, ownerId));
  }

  async get(ownerId: string, itemId: string, imageId: string): Promise<ItemImage> {
    await this.assertOwner(ownerId, itemId);
    const row = await this.deps.repo.visible(ownerId, itemId, imageId);
    if (!row) throw notFound();
    return this.deps.present.image(row, ownerId);
  }

  async add(ownerId: string, itemId: string, photo: NewPhoto): Promise<ItemImage> {
    await this.assertOwner(ownerId, itemId);
    const kind = detectImageKind(photo.bytes);
    if (!kind) throw new AppError(400, 'NOT_AN_IMAGE', { field: 'image' });
    let processed;
    try {
      processed = await processImage(photo.bytes);
    } catch (err) {
      // sharp's prebuilt libvips has no HEVC decoder (patents), so iPhone HEIC photos land here: say so
      if (err instanceof UnreadableImageError)
        throw new AppError(415, kind === 'heif' ? 'HEIC_NOT_SUPPORTED' : 'UNSUPPORTED_IMAGE', { kind });
      throw err;
    }
    const files = await storePhotoFiles(this.deps.storage, itemId, processed);
    try {
      const now = this.deps.clock.now();
      const row = await this.deps.repo.transaction(async (tx) => {
        const stored = await this.deps.repo.insert(tx, {
          ...files,
          itemId,
          uploaderId: ownerId,
          title: photo.title,
          titleLang: photo.titleLang,
          isPublic: photo.isPublic,
          createdAt: now,
        });
        await this.deps.history.record(tx, {
          itemId,
          kind: 'image_added',
          actor: 'owner',
          actorUserId: ownerId,
          // A private photo's title stays private: later owners read this history.
          data: photo.isPublic ? { title: photo.title, titleLang: photo.titleLang } : {},
          createdAt: now,
        });
        if (photo.isPublic) await this.deps.tokens.metadataChanged(tx, [itemId], now);
        return stored;
      });
      return this.deps.present.image(row, ownerId);
    } catch (err) {
      await Promise.allSettled([
        this.deps.storage.delete(files.storageKey),
        this.deps.storage.delete(files.thumbKey),
      ]);
      throw err;
    }
  }

  /** Only the owner who added a photo changes or deletes it; the brand's pictures stay as they are. */
  private async editable(ownerId: string, itemId: string, imageId: string): Promise<ImageRow> {
    await this.assertOwner(ownerId, itemId);
    const row = await this.deps.repo.visible(ownerId, itemId, imageId);
    if (!row) throw notFound();
    if (row.uploaderId !== ownerId) throw new AppError(403, 'IMAGE_NOT_EDITABLE');
    return row;
  }

  async setPrivacy(ownerId: string, itemId: string, imageId: string, isPublic: boolean): Promise<ItemImage> {
    const before = await this.editable(ownerId, itemId, imageId);
    const row = await this.deps.repo.transaction(async (tx) => {
      const changed = await this.deps.repo.setPrivacy(tx, imageId, isPublic);
      // the public pictures changed: the token's metadata may show another one
      if (changed && before.isPublic !== isPublic)
        await this.deps.tokens.metadataChanged(tx, [itemId], this.deps.clock.now());
      return changed;
    });
    if (!row) throw notFound();
    return this.deps.present.image(row, ownerId);
  }

  async delete(ownerId: string, itemId: string, imageId: string): Promise<void> {
    const row = await this.editable(ownerId, itemId, imageId);
    await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.delete(tx, imageId);
      if (row.isPublic) await this.deps.tokens.metadataChanged(tx, [itemId], this.deps.clock.now());
    });
    await Promise.allSettled([
      this.deps.storage.delete(row.storageKey),
      this.deps.storage.delete(row.thumbKey),
    ]);
  }
}
