// The QR code: every dark module of the encoder's matrix drawn, and nothing else (no inline styles for the CSP).
import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';
import { qrPath } from './qr-drawing';

/** Redraws a path of runs ("M x y h n v1 h -n z") into the matrix it stands for. */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(length); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('QrCode', () => {
  it('turns runs of dark modules into one path', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('holds the place while the encoder loads, then draws exactly its matrix, with a quiet zone and no style', async () => {
    const url = 'http://localhost:3000/verify/AbCdEfGh123_';
    render(
      <QrCode value={url} label="QR code of the authenticity page" loadingLabel="Preparing the QR code…" />,
    );
    expect(screen.getByRole('img', { name: 'Preparing the QR code…' })).toBeInTheDocument();
    const svg = await screen.findByRole('img', { name: 'QR code of the authenticity page' });
    const expected = encode(url, { ecc: 'M', border: 4 }).data;
    expect(svg).toHaveAttribute('viewBox', `0 0 ${expected.length} ${expected.length}`);
    const drawn = modulesOf(svg.querySelector('path')?.getAttribute('d') ?? '', expected.length);
    expect(drawn).toEqual(expected);
    // the standard's quiet zone: 4 light modules on every side
    for (const row of [...drawn.slice(0, 4), ...drawn.slice(-4)]) expect(row.some(Boolean)).toBe(false);
    for (const row of drawn) expect([...row.slice(0, 4), ...row.slice(-4)].some(Boolean)).toBe(false);
    expect(svg.outerHTML).not.toContain('style=');
  });
});
