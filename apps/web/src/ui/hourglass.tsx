// Pending placeholder (docs/product.md "Widgets"): an hourglass in three sizes that turns over on a 5-second loop.
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import styles from './hourglass.module.css';

export type HourglassSize = 'small' | 'medium' | 'large';

export interface HourglassProps {
  size?: HourglassSize;
  /** What is pending, when "Pending" is too vague. */
  label?: string;
  className?: string;
}

export function Hourglass({ size = 'medium', label, className }: HourglassProps) {
  const { t } = useTranslation();
  return (
    <svg
      className={cx(styles.hourglass, className)}
      data-size={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={label ?? t('ui.hourglass.pending')}
      focusable="false"
    >
      <path className={styles.frame} d="M6 2.75h12M6 21.25h12" />
      <path
        className={styles.glass}
        d="M7.5 2.75v2.5c0 2.8 2.2 4.6 4.5 6.75-2.3 2.15-4.5 3.95-4.5 6.75v2.5M16.5 2.75v2.5c0 2.8-2.2 4.6-4.5 6.75 2.3 2.15 4.5 3.95 4.5 6.75v2.5"
      />
      <path
        className={styles.sand}
        d="M9.5 7h5l-2.5 3.5zM8.75 19.5c.4-2 1.6-3.2 3.25-4.1 1.65.9 2.85 2.1 3.25 4.1z"
      />
    </svg>
  );
}
