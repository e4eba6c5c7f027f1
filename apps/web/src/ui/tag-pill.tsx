// Tag pill (docs/product.md "Widgets"): a short title with a subtitle, e.g. a status and its date.
import { cx } from './class-names';
import type { TitledProps } from './header';
import styles from './tag-pill.module.css';

export type TagPillProps = TitledProps;

export function TagPill({ title, subtitle, className }: TagPillProps) {
  return (
    <span className={cx(styles.pill, className)}>
      <span className={styles.title}>{title}</span>
      {/* a space, so that title and subtitle are not read as one word */}
      {subtitle && (
        <>
          {' '}
          <span className={styles.subtitle}>{subtitle}</span>
        </>
      )}
    </span>
  );
}
