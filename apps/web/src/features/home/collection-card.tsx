// One collection on the home screen: cover picture, name, brand and item count, linking to its items; a pill
// over the cover's corner counts the brand's unread messages.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { CollectionSummary } from '../../api/items';
import { hrefs } from '../../config/paths';
import { Icon } from '../../ui';
import { scopeStyle } from '../../lib/brand-theme';
import { UnseenBadge } from '../../ui/unseen-badge';
import { FallbackPicture } from '../../ui/fallback-picture';
import { SkeletonRow } from '../../ui/skeleton-row';
import styles from './collection-card.module.css';

export interface CollectionCardProps {
  collection: CollectionSummary;
  /** Unread messages for the owner's items of this collection. */
  unseen?: number;
  /** One of the screen's first cards, whose cover may be its largest paint: loaded at once and first. */
  priority?: boolean;
}

export function CollectionCard({ collection, unseen = 0, priority }: CollectionCardProps) {
  const { t } = useTranslation();

  return (
    // each card in its own brand's accent, so two brands side by side stay recognisable
    <Link
      to={hrefs.collection(collection.id)}
      viewTransition
      className={styles.card}
      style={scopeStyle(collection.brand.theme)}
    >
      {/* decorative: the link's text right below already names the collection */}
      <FallbackPicture src={collection.coverUrl} className={styles.cover} iconSize={40} priority={priority} />
      <UnseenBadge count={unseen} className={styles.badge} />
      <span className={styles.body}>
        <span className={styles.brand}>{collection.brand.name}</span>
        <span className={styles.name}>{collection.name}</span>
        <span className={styles.count}>
          {t('items.home.collectionItems', { count: collection.itemCount })}
        </span>
      </span>
      <Icon name="chevron-right" size={20} className={styles.chevron} />
    </Link>
  );
}

/** The same shape, empty, while the collections load. */
export function CollectionCardSkeleton() {
  return (
    <SkeletonRow
      className={styles.card}
      picture={styles.cover}
      text={styles.body}
      lines={[styles.short, styles.long, styles.short]}
    />
  );
}
