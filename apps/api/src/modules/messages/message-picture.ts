// A brand message's picture: base64 in, checked by its bytes, re-encoded by sharp (no metadata survives),
// at most 1600 px wide, WebP. Public: it is served to anyone who has its address.
import { MESSAGE_PICTURE_MAX_BYTES } from '@heirloom/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { detectImageKind } from '../../lib/images';
import type { StorageProvider } from '../../providers/storage/storage-provider';

export const MESSAGE_PICTURE_MAX_WIDTH = 1600;
/** The longest base64 text a picture of MESSAGE_PICTURE_MAX_BYTES can take. */
export const MESSAGE_PICTURE_MAX_BASE64 = Math.ceil(MESSAGE_PICTURE_MAX_BYTES / 3) * 4;

export const tooLarge = () =>
  new AppError(413, 'MESSAGE_PICTURE_TOO_LARGE', {
    field: 'picture',
    mb: MESSAGE_PICTURE_MAX_BYTES / 1024 / 1024,
  });

export interface MessagePicture {
  bytes: Buffer;
  contentType: 'image/webp';
}

export async function messagePicture(base64: string): Promise<MessagePicture> {
  if (base64.length > MESSAGE_PICTURE_MAX_BASE64) throw tooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MESSAGE_PICTURE_MAX_BYTES) throw tooLarge();
  if (!detectImageKind(bytes)) throw new AppError(400, 'NOT_AN_IMAGE', { field: 'picture' });
  try {
    const out = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MESSAGE_PICTURE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: out, contentType: 'image/webp' };
  } catch {
    throw new AppError(400, 'UNSUPPORTED_IMAGE', { field: 'picture' });
  }
}

/** Checks and re-encodes a message's picture, stores it under the message's key and gives that key. */
export async function storeMessagePicture(
  storage: StorageProvider,
  messageId: string,
  base64: string,
): Promise<string> {
  const picture = await messagePicture(base64);
  const key = `messages/${messageId}.webp`;
  await storage.put(key, picture.bytes, picture.contentType);
  return key;
}
