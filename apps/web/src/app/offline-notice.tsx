// The quiet notice over a signed-in screen read offline (decision 038): "Offline — as of <time>", the time of the
// oldest answer the screen shows (what this device kept). A polite status region, present and empty while online,
// so that a screen reader hears the change either way.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { localeOf } from '../i18n';
import { useTranslation } from '../i18n/react';
import { useOnline } from '../lib/online';

/** The oldest update time of the answers a screen shows now (queries with observers); 0 when it shows none. */
export function oldestShownAnswer(client: QueryClient): number {
  let oldest = 0;
  for (const query of client.getQueryCache().getAll()) {
    const updated = query.state.dataUpdatedAt;
    if (query.getObserversCount() === 0 || updated === 0) continue;
    if (oldest === 0 || updated < oldest) oldest = updated;
  }
  return oldest;
}

/** The time alone when it is today's, else the date with it. */
export function asOfText(time: number, language: string, now = Date.now()): string {
  const when = new Date(time);
  const today = new Date(now).toDateString() === when.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(localeOf(language), options).format(when);
}

export function OfflineNotice() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const client = useQueryClient();
  const asOf = useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => oldestShownAnswer(client),
    () => 0,
  );
  let text = '';
  if (!online) text = asOf ? t('offline.asOf', { time: asOfText(asOf, i18n.language) }) : t('offline.plain');
  return (
    <p className="offline-notice" role="status" aria-live="polite">
      {text}
    </p>
  );
}
