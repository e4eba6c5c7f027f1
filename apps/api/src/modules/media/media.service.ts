// Stored pictures as files to send: a public picture to anyone, a private one only through its signed
// address (an <img> cannot send a bearer header), the brands' logos and the collections' covers.
import { AppError, notFound } from '../../lib/errors';
import type { MediaUrls } from '../../lib/media-urls';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { ClientsRepository } from '../clients/clients.repository';
import type { ImagesRepository } from '../images/images.repository';
import { Service } from '../service';

export interface MediaFile {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  /** a public picture (not one behind a signed address): other origins may read it (token metadata points to it) */
  isPublic: boolean;
}

export interface MediaServiceDeps {
  images: ImagesRepository;
  clients: ClientsRepository;
  storage: StorageProvider;
  urls: MediaUrls;
}

export class MediaService extends Service<MediaServiceDeps> {
  /** `link`: the signature of a private picture's address (exp, sig), absent for a public one. */
  async image(
    imageId: string,
    variant: 'full' | 'thumb',
    link: { exp?: number; sig?: string },
  ): Promise<MediaFile> {
    const { urls } = this.deps;
    const image = await this.deps.images.byId(imageId);
    if (!image) throw notFound();
    let cacheControl = 'public, max-age=3600';
    let isPublic = true;
    const { exp, sig } = link;
    if (exp !== undefined || sig !== undefined) {
      const verdict = exp !== undefined && sig ? urls.verify(imageId, variant, exp, sig) : 'invalid';
      if (verdict === 'expired') throw new AppError(403, 'MEDIA_LINK_EXPIRED');
      if (verdict === 'invalid') throw new AppError(403, 'MEDIA_LINK_INVALID');
      cacheControl = `private, max-age=${Math.min(urls.remainingSeconds(exp ?? 0), 600)}`;
      isPublic = false;
    } else if (!image.isPublic) {
      // Unsigned request for a private picture: do not even say that it exists.
      throw notFound();
    }
    const bytes = await this.deps.storage.get(variant === 'thumb' ? image.thumbKey : image.storageKey);
    if (!bytes) throw notFound();
    return { bytes, contentType: image.contentType, cacheControl, isPublic };
  }

  async clientLogo(clientId: string): Promise<MediaFile> {
    const client = await this.deps.clients.byId(clientId);
    if (!client?.logoSvg) throw notFound();
    return {
      bytes: Buffer.from(client.logoSvg),
      contentType: 'image/svg+xml',
      cacheControl: 'public, max-age=86400',
      isPublic: true,
    };
  }

  async collectionCover(collectionId: string): Promise<MediaFile> {
    const collection = await this.deps.clients.collectionById(collectionId);
    if (!collection?.coverKey) throw notFound();
    const bytes = await this.deps.storage.get(collection.coverKey);
    if (!bytes) throw notFound();
    return { bytes, contentType: 'image/webp', cacheControl: 'public, max-age=86400', isPublic: true };
  }
}
