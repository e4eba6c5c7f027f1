// The history timeline itself: one row per event, newest first, with an icon, a title, details and a date.
import { useTranslation } from 'react-i18next';
import type { HistoryEvent } from '../../api/items';
import { Icon } from '../../ui';
import { useFormatDate } from '../../lib/format';
import { eventDetails, eventTitle, kindIcons, newestFirst } from './history-kinds';
import styles from '../../ui/timeline.module.css';

export function HistoryList({ events, label }: { events: HistoryEvent[]; label: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();

  return (
    <ol className={styles.timeline} aria-label={label}>
      {newestFirst(events).map((event) => (
        <li key={event.id} className={styles.event} data-kind={event.kind}>
          <span className={styles.marker} aria-hidden="true">
            <Icon name={kindIcons[event.kind]} size={18} />
          </span>
          <div className={styles.body}>
            <p className={styles.title}>{eventTitle(event, t)}</p>
            {eventDetails(event, t).map((line, index) => (
              // lines may repeat (a note that says what the title says): the position is the identity
              <p key={index} className={styles.detail} lang={line.lang}>
                {line.text}
              </p>
            ))}
            <p className={styles.meta}>
              <time dateTime={event.createdAt}>{formatDate(event.createdAt, 'dateTime')}</time>
              <span aria-hidden="true"> · </span>
              <span>{t(`items.history.actor.${event.actor}`)}</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
