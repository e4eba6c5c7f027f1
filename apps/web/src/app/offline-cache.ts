// The owner's last-known data kept for reading offline (decision 038): the query cache's answers written to
// localStorage under the signed-in owner's id, bounded in size, read back when the app starts, and removed with the
// session (sign-out, account deletion, a session refused: api/token-store.ts), so the next person on a shared
// device finds nothing of the last one's. The session comes from the caller (app/start.tsx): this module loads only
// once an owner is signed in, and imports nothing the sign-in screen loads, so that screen's scripts stay as they were.
import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/** Where the copy is kept (api/token-store.ts OFFLINE_CACHE_KEY, removed with the session), and whose it is. */
export interface OfflineSession {
  key: string;
  /** the signed-in owner's id; undefined when no one is signed in */
  owner: () => string | undefined;
}

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

/** Kept: a query's answer, unless it says it is read online only (`meta: { onlineOnly: true }`). */
const keepable = (query: Query) => query.state.status === 'success' && query.meta?.onlineOnly !== true;

/**
 * The answers, newest first, as many as fit in the bound; in the shape `hydrate` reads (written here rather than by
 * React Query's `dehydrate`, which the sign-in screen's scripts would then carry).
 */
export function offlineSnapshot(client: QueryClient, maxChars = OFFLINE_CACHE_MAX_CHARS): DehydratedState {
  const newestFirst = client
    .getQueryCache()
    .getAll()
    .filter(keepable)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .map((query) => ({
      queryKey: query.queryKey,
      queryHash: query.queryHash,
      dehydratedAt: Date.now(),
      state: { ...query.state, fetchStatus: 'idle' as const, fetchMeta: null },
    }));
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
export function saveOfflineCache(client: QueryClient, session: OfflineSession, now = Date.now()): void {
  const id = session.owner();
  if (!id) return;
  const kept: Kept = { version: VERSION, owner: id, savedAt: now, state: offlineSnapshot(client) };
  try {
    localStorage.setItem(session.key, JSON.stringify(kept));
  } catch {
    // full or refused (private browsing): the app still works online, and no partial copy is left
    localStorage.removeItem(session.key);
  }
}

/**
 * Reads the signed-in owner's answers back into `client` (before the first screen asks for them): another
 * owner's copy, an older shape or a stale copy is removed instead.
 */
export function restoreOfflineCache(client: QueryClient, session: OfflineSession, now = Date.now()): boolean {
  let kept: Kept | undefined;
  try {
    const text = localStorage.getItem(session.key);
    kept = text ? (JSON.parse(text) as Kept) : undefined;
  } catch {
    kept = undefined;
  }
  if (!kept) return false;
  const id = session.owner();
  const usable =
    kept.version === VERSION &&
    id !== undefined &&
    kept.owner === id &&
    now - kept.savedAt < OFFLINE_CACHE_MAX_AGE_MS;
  if (!usable) {
    localStorage.removeItem(session.key);
    return false;
  }
  hydrate(client, kept.state);
  // shown at once, but asked again as soon as a screen uses them online: a reload shows the server's answers, as
  // before anything was kept (what changed elsewhere meanwhile, however recent the copy)
  void client.invalidateQueries({ refetchType: 'none' });
  return true;
}

/**
 * Keeps the copy up to date: written a moment after answers arrive, and when the page is hidden or left.
 * Answers the function that stops it.
 */
export function keepOfflineCache(client: QueryClient, session: OfflineSession): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    saveOfflineCache(client, session);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(write, WRITE_DELAY_MS);
  };
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') later();
  });
  // the answers that came before this started (the first screen's, while this module loaded)
  later();
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
