// A mini card's shape, empty, while a page of items loads (same height: nothing jumps when they arrive).
import { SkeletonRow } from '../../ui/skeleton-row';
import styles from './collection-screen.module.css';

export function ItemRowSkeleton() {
  return (
    <SkeletonRow
      className={styles.rowSkeleton}
      picture={styles.rowPicture}
      text={styles.rowText}
      lines={[styles.rowName, styles.rowCollection]}
      after={styles.rowButton}
    />
  );
}
