// What the pull gesture shows: a gap that opens as the content is pulled, then a turning arrow.
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/react';
import styles from './home-screen.module.css';
import { RefreshIcon } from './refresh-icon';

const REFRESHING_HEIGHT = 48;

export function PullIndicator({
  distance,
  armed,
  refreshing,
}: {
  distance: number;
  armed: boolean;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const height = refreshing ? REFRESHING_HEIGHT : distance;
  const style = { '--pull': `${height}px`, '--turn': `${Math.round(distance * 3)}deg` } as CSSProperties;
  // touch-only feedback: the status line under the section title announces the refresh itself
  return (
    <div className={styles.pull} style={style} data-active={height > 0 || undefined} aria-hidden="true">
      <RefreshIcon className={refreshing ? styles.spinning : styles.pullArrow} />
      <span>
        {refreshing
          ? t('items.home.refreshing')
          : armed
            ? t('items.home.releaseToRefresh')
            : t('items.home.pullToRefresh')}
      </span>
    </div>
  );
}
