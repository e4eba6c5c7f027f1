// One event of a timeline (an item's history, a repair's steps): its icon on the line, a title, details, and when
// and by whom.
import type { ReactNode } from 'react';
import { useFormatDate } from '../lib/format';
import { Icon, type IconName } from './icon';
import styles from './timeline.module.css';

export interface TimelineDetail {
  text: ReactNode;
  lang?: string | undefined;
}

export interface TimelineEventProps {
  /** What happened, for the marker's colours (`data-kind`). */
  kind: string;
  icon: IconName;
  title: ReactNode;
  details?: readonly TimelineDetail[];
  /** When (ISO date-time). */
  at: string;
  /** By whom, in words. */
  actor: ReactNode;
}

export function TimelineEvent({ kind, icon, title, details = [], at, actor }: TimelineEventProps) {
  const formatDate = useFormatDate();
  return (
    <li className={styles.event} data-kind={kind}>
      <span className={styles.marker} aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {details.map((line, index) => (
          // lines may repeat (a note that says what the title says): the position is the identity
          <p key={index} className={styles.detail} lang={line.lang}>
            {line.text}
          </p>
        ))}
        <p className={styles.meta}>
          <time dateTime={at}>{formatDate(at, 'dateTime')}</time>
          <span aria-hidden="true"> · </span>
          <span>{actor}</span>
        </p>
      </div>
    </li>
  );
}
