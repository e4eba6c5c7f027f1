// The quiet notice over a signed-in screen read offline (decision 038): "Offline — as of <time>", the time of the
// oldest answer the screen shows (what this device kept). A polite status region, present and empty while online,
// so that a screen reader hears the change either way. While it is on screen (an owner signed in) the owner's
// answers are kept for reading offline (app/offline-cache.ts). Loaded with the first signed-in screen, never with the
// sign-in screen: its texts, language and session come from the root layout, so it imports nothing of the shell's.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { TFunction } from '../i18n/texts';
import { useOnline } from '../lib/online';
import type { OfflineSession } from './offline-cache';

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

/** The time alone when it is today's, else the date with it; `locale` is en-US or fr-FR. */
export function asOfText(time: number, locale: string, now = Date.now()): string {
  const when = new Date(time);
  const today = new Date(now).toDateString() === when.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, options).format(when);
}

/** Keeps the signed-in owner's answers in `client` for reading offline, until the notice goes (sign-out). */
function useKeptForOffline(client: QueryClient, session: OfflineSession) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./offline-cache').then(({ keepOfflineCache }) => {
      if (!gone) stop = keepOfflineCache(client, session);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [client, session]);
}

export interface OfflineNoticeProps {
  t: TFunction;
  locale: string;
  session: OfflineSession;
}

export function OfflineNotice({ t, locale, session }: OfflineNoticeProps) {
  const online = useOnline();
  const client = useQueryClient();
  useKeptForOffline(client, session);
  const asOf = useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => oldestShownAnswer(client),
    () => 0,
  );
  let text = '';
  if (!online) text = asOf ? t('offline.asOf', { time: asOfText(asOf, locale) }) : t('offline.plain');
  return (
    <p className="offline-notice" role="status" aria-live="polite">
      {text}
    </p>
  );
}
