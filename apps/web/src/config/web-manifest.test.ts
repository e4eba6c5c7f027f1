// The manifest the build writes: an id, a language, and a 192 px maskable icon whose logo stays in the safe zone.
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MASKABLE_SAFE_DIAMETER, webManifest } from './web-manifest';

// (the tests run in apps/web)
const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('web manifest', () => {
  it('names the app once for every language, and says its language', () => {
    expect(webManifest.id).toBe('/');
    expect(webManifest.lang).toBe('en');
  });

  it('has a 192×192 maskable icon', () => {
    expect(webManifest.icons).toContainEqual(
      expect.objectContaining({ sizes: '192x192', purpose: 'maskable' }),
    );
  });

  it.each(webManifest.icons.filter((icon) => icon.purpose === 'maskable'))(
    'draws its maskable icon $src at its size, the logo inside the central circle the platform keeps',
    async (icon) => {
      const size = Number(icon.sizes.split('x')[0]);
      const { data, info } = await sharp(publicFile(icon.src))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([size, size]);
      // outside the safe circle every pixel is the ground (opaque, the corner's colour): a crop loses nothing
      const pixel = (x: number, y: number) => [...data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
      const ground = pixel(0, 0);
      expect(ground[3]).toBe(255);
      const radius = (size * MASKABLE_SAFE_DIAMETER) / 2;
      let outside = 0;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const off = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > radius;
          if (off && pixel(x, y).some((value, channel) => Math.abs(value - ground[channel]!) > 8)) outside++;
        }
      }
      expect(outside).toBe(0);
      // and the logo is there: its middle is not the ground
      expect(pixel(size / 2, size / 2)).not.toEqual(ground);
    },
  );
});
