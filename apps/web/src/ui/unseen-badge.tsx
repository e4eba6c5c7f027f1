// The unread messages pill: the count for the eye, a full sentence for screen readers ("3 unread messages").
// It lies over its corner (absolutely placed by the parent's class), so it never moves what is around it.
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import styles from './unseen-badge.module.css';

/**
 * Shown from 1 up; above 99 the pill says "99+" and the sentence keeps the true count. `label` replaces the
 * sentence when the count is of more than unread messages (the item's tab also counts finders' to handle).
 */
export function UnseenBadge({
  count,
  className,
  label,
}: {
  count: number;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={cx(styles.badge, className)} data-unseen={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>{' '}
      <span className="visually-hidden">{label ?? t('messages.unseen', { count })}</span>
    </span>
  );
}
