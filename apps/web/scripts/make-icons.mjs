// Renders the PWA icons from favicon.svg (run once after changing the logo; the PNGs are committed).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const out = (name) => new URL(`../public/${name}`, import.meta.url).pathname;
/** The logo's ground (its rounded square), which fills a maskable icon to its edges. */
const GROUND = '#14110f';
/**
 * The logo's outermost stroke (its ring, radius 201 of 512) as a share of the logo's width: a maskable icon's
 * logo is sized so that the ring stays inside the central 80% circle, which every platform's crop keeps.
 */
const RING = 201 / 512;
const SAFE_RADIUS = 0.4;

for (const size of [192, 512]) {
  await sharp(svg, { density: 300 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
  // the ring at 90% of the safe radius: a margin for the stroke's antialiasing
  const logo = Math.round((size * SAFE_RADIUS * 0.9) / RING);
  const mark = await sharp(svg, { density: 300 }).resize(logo, logo).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: GROUND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(out(`icon-${size}-maskable.png`));
}
