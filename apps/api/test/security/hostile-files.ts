// Files built to hurt an image pipeline (polyglots, pixel floods, truncated pictures, scripted SVG), and a
// brand, collection and item written straight into an empty database for the upload tests.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { clients, collections, items } from '../../src/db/schema';
import type { TestApp } from '../helpers';

const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';
export const SCRIPT_MARKER = 'alert(document.cookie)';

/** A real JPEG of noise (so it has entropy-coded data to cut). */
export async function noiseJpeg(width = 96, height = 64): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** JPEG magic numbers followed by an HTML page: a type sniffer would call it HTML. */
export const jpegHeaderWithHtml = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML_PAYLOAD)]);

/** A decodable JPEG carrying the script in a comment segment and again after its end marker. */
export async function scriptedJpeg(): Promise<Buffer> {
  const jpeg = await noiseJpeg();
  const comment = Buffer.from(HTML_PAYLOAD);
  const com = Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from([(comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), Buffer.from(HTML_PAYLOAD)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width × height, with a few bytes of pixel data: a pixel flood. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) is patched to declare 65535 × 65535 pixels. */
export async function pixelFloodJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(await noiseJpeg());
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] === 0xc0) {
      jpeg.writeUInt16BE(0xffff, i + 5);
      jpeg.writeUInt16BE(0xffff, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF0 marker');
}

export const scriptedSvg = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="${SCRIPT_MARKER}"><script>${SCRIPT_MARKER}</script></svg>`,
  );

const theme = {
  primary: '#111111',
  onPrimary: '#ffffff',
  accent: '#c9a46a',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#111111',
};

/** A brand (with a logo carrying a script), a collection and one item owned by `ownerId`. */
export async function ownedItem(t: TestApp, ownerId: string): Promise<{ itemId: string; clientId: string }> {
  const db = t.app.database.db;
  const [client] = await db
    .insert(clients)
    .values({
      slug: `brand-${randomBytes(3).toString('hex')}`,
      name: 'Hostile Test Brand',
      theme,
      features: { shop: false, transfers: true, repairs: true, messages: true, gallery: true },
      logoSvg: scriptedSvg().toString(),
    })
    .returning();
  const [collection] = await db
    .insert(collections)
    .values({ clientId: client!.id, name: 'Tests' })
    .returning();
  const [item] = await db
    .insert(items)
    .values({
      publicId: `T${randomBytes(6).toString('hex')}`,
      collectionId: collection!.id,
      ownerId,
      name: 'Test watch',
      serialNumber: 'T-1',
      isToMint: true,
      acquiredAt: t.clock.now(),
    })
    .returning();
  return { itemId: item!.id, clientId: client!.id };
}
