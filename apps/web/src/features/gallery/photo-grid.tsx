// The photos of an item as a grid of square thumbnails; each opens the photo in full.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ItemImage } from '../../api/item-images';
import skeleton from '../../ui/skeleton.module.css';
import styles from './gallery.module.css';

export interface PhotoGridProps {
  images: ItemImage[];
  label: string;
  onOpen: (image: ItemImage) => void;
  /** A photo just added: marked and brought into view, so that a sighted owner sees where it went. */
  freshId?: string;
}

export function PhotoGrid({ images, label, onOpen, freshId }: PhotoGridProps) {
  const fresh = useRef<HTMLButtonElement>(null);
  const freshShown = images.some((image) => image.id === freshId);

  useEffect(() => {
    if (!freshShown) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // jsdom and old browsers lack it; the mark still shows
    fresh.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [freshId, freshShown]);

  return (
    <ul className={styles.grid} aria-label={label}>
      {images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            className={styles.thumb}
            onClick={() => onOpen(image)}
            ref={image.id === freshId ? fresh : undefined}
            data-fresh={image.id === freshId ? '' : undefined}
          >
            <PhotoThumb image={image} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What a thumbnail shows, in the grid's buttons and the preview's links: the picture, marked when private. */
export function PhotoThumb({ image }: { image: ItemImage }) {
  const { t } = useTranslation();
  return (
    <>
      <img
        src={image.thumbnailUrl}
        alt={image.title}
        lang={image.titleLang ?? undefined}
        loading="lazy"
        decoding="async"
      />
      {!image.isPublic && <span className={styles.badge}>{t('items.gallery.private')}</span>}
    </>
  );
}

/** Empty squares while the photos load. */
export function PhotoGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={`${styles.thumb} ${skeleton.block}`} />
      ))}
    </div>
  );
}
