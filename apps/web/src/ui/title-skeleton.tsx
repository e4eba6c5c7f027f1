// A screen's title not known yet (its name comes with the first page of its list): a skeleton line for the eye,
// and the plain title for screen readers, so the screen always has a heading.
import styles from './title-skeleton.module.css';

export function TitleSkeleton({ fallback }: { fallback: string }) {
  return (
    <>
      <span className={styles.titleSkeleton} aria-hidden="true" />
      <span className="visually-hidden">{fallback}</span>
    </>
  );
}
