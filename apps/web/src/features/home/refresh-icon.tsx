// A circular arrow for "refresh" (the shared icon set has none), stroked like the others.
import { StrokedSvg } from '../../ui/stroked-svg';

export function RefreshIcon({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <StrokedSvg size={size} className={className} aria-hidden="true">
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4.5v4h-4" />
    </StrokedSvg>
  );
}
