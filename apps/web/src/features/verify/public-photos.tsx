// The item's public photos on its public page: the main one large, the others as thumbnails opening the full one.
import { useId, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicItem } from '../../api/protection';
import styles from './verify.module.css';

export function PublicPhotos({ item }: { item: PublicItem }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [first, ...others] = item.images;
  if (!first) return null;
  // named by a heading (a list takes no aria-label of its own): a screen reader finds the photos by it
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('aftersales.verify.photosLabel', { name: item.name })}
      </h2>
      <ul className={styles.photos}>
        <li className={styles.mainPhoto}>
          {/* its box has the photo's proportions before the photo arrives: the page below does not move */}
          <Photo image={first} src={first.url} style={{ aspectRatio: `${first.width} / ${first.height}` }} />
        </li>
        {others.map((image) => (
          <li key={image.url}>
            <a href={image.url} target="_blank" rel="noreferrer">
              <Photo image={image} src={image.thumbnailUrl} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One photo of the item (`src`: the picture or its thumbnail), its title as its text, in the title's language. */
function Photo({
  image,
  src,
  loading,
  style,
}: {
  image: PublicItem['images'][number];
  src: string;
  loading?: 'lazy';
  style?: CSSProperties;
}) {
  return (
    <img
      src={src}
      alt={image.title}
      lang={image.titleLang ?? undefined}
      width={image.width}
      height={image.height}
      loading={loading}
      // the main photo is the page's largest paint: asked for first; the thumbnails wait
      fetchPriority={loading ? undefined : 'high'}
      style={style}
    />
  );
}
