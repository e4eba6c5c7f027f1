// One collection on sale: cover, brand, name, price and what is left (or sold out), linking to its items.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { ShopCollection } from '../../api/shop';
import { hrefs } from '../../config/paths';
import { Icon, TagPill } from '../../ui';
import { scopeStyle } from '../../lib/brand-theme';
import { FallbackPicture } from '../../ui/fallback-picture';
import { SkeletonRow } from '../../ui/skeleton-row';
import { useFormatPrice } from './format-price';
import styles from './shop.module.css';

/** `priority`: one of the screen's first cards, whose cover may be its largest paint. */
export function ShopCollectionCard({
  collection,
  priority,
}: {
  collection: ShopCollection;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const soldOut = collection.itemsLeft <= 0;

  return (
    <Link
      to={hrefs.shopCollection(collection.id)}
      viewTransition
      className={styles.collectionCard}
      style={scopeStyle(collection.brand.theme)}
      data-sold-out={soldOut || undefined}
    >
      {/* decorative: the card's text names the collection */}
      <FallbackPicture src={collection.coverUrl} className={styles.cover} iconSize={40} priority={priority}>
        {soldOut && (
          <span className={styles.soldOutPill}>
            <TagPill title={t('shop.collection.soldOut')} />
          </span>
        )}
      </FallbackPicture>
      <span className={styles.cardBody}>
        {/* spaces between the parts: the link's name is read as words */}
        <span className={styles.brand}>{collection.brand.name}</span>{' '}
        <span className={styles.cardName}>{collection.name}</span>{' '}
        {/* each fact named (hidden terms): the link reads "Price €4,800.00 Availability 4 of 4 left", two facts */}
        <span className={styles.cardFacts}>
          <span className={styles.cardPrice}>
            <span className="visually-hidden">{t('shop.price')}</span> {formatPrice(collection.price)}
          </span>{' '}
          <span className={styles.cardLeft}>
            <span className="visually-hidden">{t('shop.availabilityTerm')}</span>{' '}
            {t('shop.collection.left', {
              count: Math.max(0, collection.itemsLeft),
              total: collection.itemsTotal,
            })}
          </span>
        </span>
      </span>
      <Icon name="chevron-right" size={20} className={styles.chevron} />
    </Link>
  );
}

export function ShopCollectionCardSkeleton() {
  return (
    <SkeletonRow
      className={styles.collectionCard}
      picture={styles.cover}
      text={styles.cardBody}
      lines={[styles.skeletonShort, styles.skeletonLong, styles.skeletonShort]}
    />
  );
}
