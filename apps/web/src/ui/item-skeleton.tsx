// The item page's shape while the item loads: square picture, title lines, tags and tabs.
import { useTranslation } from '../i18n/react';
import styles from './item-skeleton.module.css';
import skeleton from './skeleton.module.css';

export function ItemSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <h1 className="visually-hidden">{t('app.loading')}</h1>
      <div className={styles.skeletonCard} aria-hidden="true">
        <span className={`${skeleton.block} ${styles.skeletonPicture}`} />
        <span className={`${skeleton.line} ${styles.skeletonTitle}`} />
        <span className={`${skeleton.line} ${styles.skeletonSubtitle}`} />
      </div>
      <div className={styles.skeletonTags} aria-hidden="true">
        <span className={skeleton.block} />
        <span className={skeleton.block} />
        <span className={skeleton.block} />
      </div>
    </div>
  );
}
