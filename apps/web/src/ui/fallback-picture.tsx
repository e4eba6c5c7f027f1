// A card's picture (a collection's cover, an item's photo): decorative, as the card names what it shows; the image
// icon stands in when there is none or it fails to load.
import { useState, type ReactNode } from 'react';
import { Icon } from './icon';

export interface FallbackPictureProps {
  src: string | null | undefined;
  /** The picture's box. */
  className?: string;
  iconSize: number;
  /** Drawn over the picture (a pill, a badge). */
  children?: ReactNode;
  /** The first picture a screen shows (its largest paint): loaded at once and first, not lazily. */
  priority?: boolean;
}

export function FallbackPicture({ src, className, iconSize, children, priority }: FallbackPictureProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? null : src;
  return (
    <span className={className}>
      {shown ? (
        <img
          src={shown}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon name="image" size={iconSize} />
      )}
      {children}
    </span>
  );
}
