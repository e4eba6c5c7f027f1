// Procedural pictures for the demo data (no network, no shipped binaries): watches, bags, sneakers,
// bottles, artworks, collection covers and brand logos, drawn as SVG and rendered by sharp.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../lib/images';

const SIZE = 900;

export type ArtKind = 'watch' | 'bag' | 'sneaker' | 'bottle' | 'art';
export interface Palette {
  bg: [string, string];
  main: string;
  second: string;
  accent: string;
}

const frame = (
  palette: Palette,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 900 900">
<defs>
  <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".55"/><stop offset=".5" stop-color="${palette.main}" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000" flood-opacity=".35"/></filter>
</defs>
<rect width="900" height="900" fill="url(#bg)"/>
<ellipse cx="450" cy="790" rx="280" ry="26" fill="#000" opacity=".18"/>
<g filter="url(#shadow)">${body}</g>
</svg>`;

function watch(p: Palette): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 170 : 182;
    return `<line x1="${450 + Math.sin(a) * r1}" y1="${430 - Math.cos(a) * r1}" x2="${450 + Math.sin(a) * 200}" y2="${430 - Math.cos(a) * 200}" stroke="${p.accent}" stroke-width="${i % 3 === 0 ? 10 : 5}" stroke-linecap="round"/>`;
  }).join('');
  return `<rect x="370" y="40" width="160" height="220" rx="28" fill="${p.second}"/><rect x="370" y="600" width="160" height="240" rx="28" fill="${p.second}"/>
<rect x="705" y="405" width="40" height="50" rx="10" fill="${p.main}"/>
<circle cx="450" cy="430" r="265" fill="${p.main}"/><circle cx="450" cy="430" r="265" fill="url(#metal)"/>
<circle cx="450" cy="430" r="225" fill="${p.bg[1]}"/><circle cx="450" cy="430" r="222" fill="#fbf8f2" opacity=".08"/>
${ticks}
<circle cx="450" cy="540" r="48" fill="none" stroke="${p.accent}" stroke-opacity=".5" stroke-width="4"/>
<line x1="450" y1="430" x2="450" y2="270" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>
<line x1="450" y1="430" x2="570" y2="470" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>
<line x1="450" y1="470" x2="450" y2="240" stroke="#c0392b" stroke-width="4" stroke-linecap="round"/>
<circle cx="450" cy="430" r="16" fill="${p.accent}"/>`;
}

function bag(p: Palette): string {
  return `<path d="M330 330 C330 170 570 170 570 330" fill="none" stroke="${p.second}" stroke-width="34" stroke-linecap="round"/>
<path d="M190 330 H710 L760 760 Q762 790 730 790 H170 Q138 790 140 760 Z" fill="${p.main}"/>
<path d="M190 330 H710 L760 760 Q762 790 730 790 H170 Q138 790 140 760 Z" fill="url(#metal)" opacity=".6"/>
<path d="M190 330 H710 L690 520 Q450 600 210 520 Z" fill="${p.second}" opacity=".9"/>
<rect x="405" y="500" width="90" height="70" rx="14" fill="${p.accent}"/><rect x="430" y="522" width="40" height="26" rx="6" fill="${p.second}"/>
<path d="M200 700 H700" stroke="${p.accent}" stroke-width="3" stroke-dasharray="14 10" opacity=".7"/>`;
}

function sneaker(p: Palette): string {
  return `<path d="M110 560 Q120 420 230 400 L380 330 Q430 310 470 350 L560 440 Q640 470 760 500 Q820 520 810 600 L800 640 H120 Z" fill="${p.main}"/>
<path d="M110 560 Q120 420 230 400 L380 330 Q430 310 470 350 L560 440 Q640 470 760 500 Q820 520 810 600 L800 640 H120 Z" fill="url(#metal)" opacity=".5"/>
<path d="M100 630 H820 Q830 700 770 700 H150 Q95 700 100 630 Z" fill="${p.second}"/>
<path d="M240 560 Q420 470 640 520" fill="none" stroke="${p.accent}" stroke-width="30" stroke-linecap="round"/>
${[0, 1, 2, 3].map((i) => `<line x1="${400 + i * 38}" y1="${360 + i * 26}" x2="${440 + i * 38}" y2="${330 + i * 26}" stroke="${p.second}" stroke-width="10" stroke-linecap="round"/>`).join('')}
<circle cx="225" cy="470" r="14" fill="${p.accent}"/>`;
}

function bottle(p: Palette, label: string, vintage: string): string {
  return `<path d="M410 60 H490 V250 Q600 300 600 420 V800 Q600 830 570 830 H330 Q300 830 300 800 V420 Q300 300 410 250 Z" fill="${p.main}"/>
<path d="M410 60 H490 V250 Q600 300 600 420 V800 Q600 830 570 830 H330 Q300 830 300 800 V420 Q300 300 410 250 Z" fill="url(#metal)" opacity=".7"/>
<rect x="402" y="50" width="96" height="120" rx="10" fill="${p.accent}"/>
<rect x="320" y="480" width="260" height="230" rx="8" fill="#f6f0e2"/>
<rect x="334" y="494" width="232" height="202" rx="4" fill="none" stroke="${p.accent}" stroke-width="3"/>
<text x="450" y="585" text-anchor="middle" font-family="serif" font-size="40" fill="${p.second}">${label}</text>
<text x="450" y="640" text-anchor="middle" font-family="serif" font-size="30" fill="${p.second}" opacity=".75">${vintage}</text>`;
}

function art(p: Palette, seed: number): string {
  const r = (n: number) => ((Math.sin(seed * 97 + n * 13) + 1) / 2) * 1;
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const color = [p.main, p.second, p.accent][i % 3];
    return i % 2 === 0
      ? `<circle cx="${200 + r(i) * 500}" cy="${200 + r(i + 7) * 420}" r="${50 + r(i + 3) * 120}" fill="${color}" opacity=".85"/>`
      : `<rect x="${170 + r(i) * 420}" y="${170 + r(i + 5) * 400}" width="${80 + r(i + 2) * 220}" height="${60 + r(i + 9) * 200}" fill="${color}" opacity=".8" transform="rotate(${r(i + 4) * 40 - 20} 450 450)"/>`;
  }).join('');
  return `<rect x="120" y="100" width="660" height="700" fill="#1c1a18"/><rect x="150" y="130" width="600" height="640" fill="#f4efe6"/>
<svg x="150" y="130" width="600" height="640" viewBox="120 120 660 660">${shapes}</svg>`;
}

export function artworkSvg(kind: ArtKind, palette: Palette, seed = 1, label = '', vintage = '2019'): string {
  const body =
    kind === 'watch'
      ? watch(palette)
      : kind === 'bag'
        ? bag(palette)
        : kind === 'sneaker'
          ? sneaker(palette)
          : kind === 'bottle'
            ? bottle(palette, label, vintage)
            : art(palette, seed);
  return frame(palette, body);
}

/** A wide cover (the app writes the collection's name over it, in the user's language). */
export function coverSvg(label: string, palette: Palette, kind: ArtKind): string {
  const inner = artworkSvg(kind, palette, 3, label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#c)"/>
<svg x="300" y="-40" width="760" height="760" viewBox="0 0 900 900">${inner
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    // the wide cover paints its own background: no square seam behind the object
    .replace('<rect width="900" height="900" fill="url(#bg)"/>', '')}</svg>
</svg>`;
}

export function logoSvg(name: string, colour: string, accent: string): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="${colour}"/><circle cx="60" cy="60" r="48" fill="none" stroke="${accent}" stroke-width="2"/><text x="60" y="74" text-anchor="middle" font-family="Georgia, serif" font-size="40" fill="${accent}">${initials}</text></svg>`;
}

export async function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A demo picture, rendered and re-encoded once per machine: every demo-seeded database (each test file,
 * each fresh start) draws the same pictures, and sharp takes most of the seeding time. The cache is keyed
 * by the SVG and sharp's version, under the system's temporary folder; any failure just renders again.
 */
export async function demoPicture(svg: string): Promise<ProcessedImage> {
  const key = createHash('sha256')
    .update(`${sharp.versions.sharp}:${sharp.versions.vips}:${svg}`)
    .digest('hex');
  const dir = path.join(os.tmpdir(), 'heirloom-demo-pictures', key);
  try {
    const [full, thumb, meta] = await Promise.all([
      fs.readFile(path.join(dir, 'full.webp')),
      fs.readFile(path.join(dir, 'thumb.webp')),
      fs.readFile(path.join(dir, 'meta.json'), 'utf8'),
    ]);
    const { width, height, sha256 } = JSON.parse(meta) as Pick<ProcessedImage, 'width' | 'height' | 'sha256'>;
    if (createHash('sha256').update(full).digest('hex') === sha256) {
      return { full, thumb, contentType: 'image/webp', width, height, sha256 };
    }
  } catch {
    // not cached yet
  }
  const picture = await processImage(await renderSvg(svg));
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'full.webp'), picture.full);
    await fs.writeFile(path.join(dir, 'thumb.webp'), picture.thumb);
    // written last: a cache entry counts only once its meta (and the check hash) is there
    const meta = { width: picture.width, height: picture.height, sha256: picture.sha256 };
    await fs.writeFile(path.join(dir, 'meta.json'), JSON.stringify(meta));
  } catch {
    // a read-only temporary folder: render every time
  }
  return picture;
}
