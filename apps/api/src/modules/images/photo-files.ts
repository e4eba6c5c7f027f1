// Writes a processed picture (full size + thumbnail) to storage and describes the stored files.
import { randomUUID } from 'node:crypto';
import type { ProcessedImage } from '../../lib/images';
import type { StorageProvider } from '../../providers/storage/storage-provider';

export interface StoredPhoto {
  id: string;
  storageKey: string;
  thumbKey: string;
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
  sha256: string;
}

export async function storePhotoFiles(
  storage: StorageProvider,
  itemId: string,
  processed: ProcessedImage,
): Promise<StoredPhoto> {
  const id = randomUUID();
  const storageKey = `items/${itemId}/${id}.webp`;
  const thumbKey = `items/${itemId}/${id}-thumb.webp`;
  await storage.put(storageKey, processed.full, processed.contentType);
  await storage.put(thumbKey, processed.thumb, processed.contentType);
  return {
    id,
    storageKey,
    thumbKey,
    contentType: processed.contentType,
    width: processed.width,
    height: processed.height,
    sizeBytes: processed.full.length,
    sha256: processed.sha256,
  };
}
