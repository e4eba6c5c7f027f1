// A mini card's shape, empty, while a page of items loads (same height: nothing jumps when they arrive).
import skeleton from '../../ui/skeleton.module.css';
import styles from './collection-screen.module.css';

export function ItemRowSkeleton() {
  return (
    <div className={styles.rowSkeleton} aria-hidden="true" data-skeleton="">
      <span className={`${skeleton.block} ${styles.rowPicture}`} />
      <span className={styles.rowText}>
        <span className={`${skeleton.line} ${styles.rowName}`} />
        <span className={`${skeleton.line} ${styles.rowCollection}`} />
      </span>
      <span className={`${skeleton.block} ${styles.rowButton}`} />
    </div>
  );
}
