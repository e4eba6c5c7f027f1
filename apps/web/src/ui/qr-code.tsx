// A QR code drawn as SVG elements (no inline markup or styles: the CSP stays strict). The encoder loads on its
// own chunk when the code is first shown; a placeholder of the same size holds its place until then.
import { useEffect, useState } from 'react';
import type { QrDrawing } from './qr-drawing';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  value: string;
  /** What the code leads to, for screen readers. */
  label: string;
  /** Announced while the code is being drawn. */
  loadingLabel: string;
}

export function QrCode({ value, label, loadingLabel }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; drawing: QrDrawing } | null>(null);

  useEffect(() => {
    let current = true;
    import('./qr-drawing')
      .then(({ qrDrawing }) => {
        if (current) setDrawn({ value, drawing: qrDrawing(value) });
      })
      // without its chunk (offline, new deployment) the link and the share button below still work
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);

  if (!drawn || drawn.value !== value) {
    return <span className={styles.qrPlaceholder} role="img" aria-label={loadingLabel} />;
  }
  const { size, path } = drawn.drawing;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} className={styles.qrLight} />
      <path d={path} className={styles.qrDark} />
    </svg>
  );
}
