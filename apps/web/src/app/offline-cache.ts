// The owner's last-known data kept for reading offline (decision 038): the query cache's answers written to
// localStorage under the signed-in owner's id, bounded in size, read back when the app starts, and removed with the
// session (sign-out, account deletion, a session refused: api/token-store.ts), so the next person on a shared
// device finds nothing of the last one's.
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { OFFLINE_CACHE_KEY, tokenStore } from '../api/token-store';
import { tokenSubject } from '../lib/jwt';

export { OFFLINE_CACHE_KEY };
/** The kept answers' JSON at most (characters): localStorage holds about 5 million per origin. */
export const OFFLINE_CACHE_MAX_CHARS = 1_500_000;
/** Answers older than this are not read back: a month offline shows nothing rather than a stale record. */
export const OFFLINE_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Changed when the kept answers' shape changes: an older copy is dropped, not read. */
const VERSION = 1;
/** How long after the last answer the copy is written (several answers arrive together on a screen). */
const WRITE_DELAY_MS = 1_000;

interface Kept {
  version: number;
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

const owner = () => tokenSubject(tokenStore.refreshToken());

/** Kept: a query's answer, unless it says it is read online only (`meta: { onlineOnly: true }`). */
const keepable = (query: Query) => query.state.status === 'success' && query.meta?.onlineOnly !== true;

/** The answers, newest first, as many as fit in the bound. */
export function offlineSnapshot(client: QueryClient, maxChars = OFFLINE_CACHE_MAX_CHARS): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: keepable });
  const newestFirst = [...state.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const queries: DehydratedState['queries'] = [];
  let size = 0;
  for (const query of newestFirst) {
    const chars = JSON.stringify(query).length;
    if (size + chars > maxChars) continue;
    size += chars;
    queries.push(query);
  }
  return { mutations: [], queries };
}

/** Writes the signed-in owner's answers now; nothing when signed out. */
export function saveOfflineCache(client: QueryClient, now = Date.now()): void {
  const id = owner();
  if (!id || !tokenStore.isSignedIn()) return;
  const kept: Kept = { version: VERSION, owner: id, savedAt: now, state: offlineSnapshot(client) };
  try {
    localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify(kept));
  } catch {
    // full or refused (private browsing): the app still works online, and no partial copy is left
    localStorage.removeItem(OFFLINE_CACHE_KEY);
  }
}

/**
 * Reads the signed-in owner's answers back into `client` (before the first screen asks for them): another
 * owner's copy, an older shape or a stale copy is removed instead.
 */
export function restoreOfflineCache(client: QueryClient, now = Date.now()): boolean {
  let kept: Kept | undefined;
  try {
    const text = localStorage.getItem(OFFLINE_CACHE_KEY);
    kept = text ? (JSON.parse(text) as Kept) : undefined;
  } catch {
    kept = undefined;
  }
  if (!kept) return false;
  const id = owner();
  const usable =
    kept.version === VERSION &&
    id !== undefined &&
    kept.owner === id &&
    tokenStore.isSignedIn() &&
    now - kept.savedAt < OFFLINE_CACHE_MAX_AGE_MS;
  if (!usable) {
    localStorage.removeItem(OFFLINE_CACHE_KEY);
    return false;
  }
  hydrate(client, kept.state);
  return true;
}

/**
 * Keeps the copy up to date: written a moment after answers arrive, and when the page is hidden or left.
 * Answers the function that stops it.
 */
export function keepOfflineCache(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    saveOfflineCache(client);
  };
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(write, WRITE_DELAY_MS);
  });
  const onLeave = () => {
    if (timer !== undefined) write();
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onLeave);
  return () => {
    clearTimeout(timer);
    stopCache();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onLeave);
  };
}
