// Builders for upload tests: real JPEGs (with GPS EXIF when asked) and multipart bodies.
import sharp from 'sharp';

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6a3b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Heirloom Test Camera', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 7/1',
      },
    })
    .toBuffer();
}

export async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 4, background: '#1b1f3b' } })
    .png()
    .toBuffer();
}

export async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string; field?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/**
 * A photo as an iPhone saves it, as far as this sharp can tell: an HEIF container branded `heic` whose
 * picture is HEVC-coded (here an AVIF with its codec boxes renamed, as sharp cannot write HEVC).
 */
export async function heicPhoto(): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6a3b' } })
    .avif()
    .toBuffer();
  const renamed = avif
    .toString('latin1')
    .replace(/avif/g, 'heic')
    .replace(/av01/g, 'hvc1')
    .replace(/av1C/g, 'hvcC');
  return Buffer.from(renamed, 'latin1');
}
