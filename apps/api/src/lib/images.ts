// Image intake: the type is read from the bytes (magic numbers), then sharp re-encodes the picture,
// which drops every piece of metadata (EXIF, GPS, XMP, ICC comments), and makes a thumbnail.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif' | 'avif';

const FULL_MAX_EDGE = 2560;
const THUMB_WIDTH = 640;

/** What the bytes say the file is, whatever its name or declared type. */
export function detectImageKind(bytes: Buffer): ImageKind | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('ascii', 4, 8) === 'ftyp') {
    const brand = bytes.toString('ascii', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return undefined;
}

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  sha256: string;
}

export class UnreadableImageError extends Error {}

/** Re-encodes to WebP (metadata is not copied unless asked, so nothing of the original's survives). */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  try {
    const base = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
    const { data: full, info } = await base
      .clone()
      .resize(FULL_MAX_EDGE, FULL_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 84 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize(THUMB_WIDTH, THUMB_WIDTH, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return {
      full,
      thumb,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(full).digest('hex'),
    };
  } catch (cause) {
    throw new UnreadableImageError('the image could not be decoded', { cause });
  }
}
