// The history timeline itself: one row per event, newest first, with an icon, a title, details and a date.
import { useTranslation } from '../../i18n/react';
import type { HistoryEvent } from '../../api/items';
import { TimelineEvent } from '../../ui/timeline-event';
import { eventDetails, eventTitle, kindIcons, newestFirst } from './history-kinds';
import styles from '../../ui/timeline.module.css';

export function HistoryList({ events, label }: { events: HistoryEvent[]; label: string }) {
  const { t } = useTranslation();

  return (
    <ol className={styles.timeline} aria-label={label}>
      {newestFirst(events).map((event) => (
        <TimelineEvent
          key={event.id}
          kind={event.kind}
          icon={kindIcons[event.kind]}
          title={eventTitle(event, t)}
          details={eventDetails(event, t)}
          at={event.createdAt}
          actor={t(`items.history.actor.${event.actor}`)}
        />
      ))}
    </ol>
  );
}
