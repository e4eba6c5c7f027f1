// The QR code's drawing, loaded on its own when the authenticity block shows: the encoder (and only it, not even
// React) stays out of the item page's chunk.
import { encode } from 'uqr';

export interface QrDrawing {
  /** modules per side, quiet zone included */
  size: number;
  /** the dark modules as one SVG path */
  path: string;
}

/** One path of horizontal runs of dark modules: a few hundred bytes instead of a rect per module. */
export function qrPath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** The quiet zone the QR standard (ISO/IEC 18004) asks for: some scanners fail with less. */
export const QR_QUIET_ZONE = 4;

/** Medium error correction: still reads with a scratch or a glare on a phone screen. */
export function qrDrawing(text: string): QrDrawing {
  const modules = encode(text, { ecc: 'M', border: QR_QUIET_ZONE }).data;
  return { size: modules.length, path: qrPath(modules) };
}
