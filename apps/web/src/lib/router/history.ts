// The histories a router moves through: the browser's (address bar, back and forward buttons) and one in memory
// (tests, and a router for a part of a page).
import { hrefOf } from './path';

/** What an entry of the history carries besides the app's own state. */
export interface Entry {
  href: string;
  usr: unknown;
  key: string;
  /** Reached with a view transition: going back from it uses one too. */
  vt?: boolean;
}

export interface History {
  current(): Entry;
  push(entry: Entry): void;
  replace(entry: Entry): void;
  go(delta: number): void;
  /** Calls `onPop` when the entry changes from outside the router (back, forward, `go`); gives the way to stop. */
  listen(onPop: () => void): () => void;
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

/** The browser's history: an entry's own fields are kept in `history.state` beside the URL. */
export function browserHistory(): History {
  const stateOf = (): Partial<Entry> => (window.history.state ?? {}) as Partial<Entry>;
  const write = (entry: Entry, method: 'pushState' | 'replaceState') =>
    window.history[method]({ usr: entry.usr, key: entry.key, vt: entry.vt }, '', entry.href);
  return {
    current: () => {
      const saved = stateOf();
      return { href: hrefOf(window.location), usr: saved.usr, key: saved.key ?? 'default', vt: saved.vt };
    },
    push: (entry) => write(entry, 'pushState'),
    replace: (entry) => write(entry, 'replaceState'),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/**
 * A history in memory: the first of `initialEntries` has the key 'default', as in the browser; pushing drops the
 * entries ahead; `go` stays within the entries and, as the browser, tells its listener a moment later.
 */
export function memoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const entries: Entry[] = initialEntries.map((href, index) => ({
    href,
    usr: undefined,
    key: index === 0 ? 'default' : newKey(),
  }));
  let index = initialIndex ?? entries.length - 1;
  let onPop = () => {};
  return {
    current: () => entries[index] ?? { href: '/', usr: undefined, key: 'default' },
    push: (entry) => {
      entries.splice(index + 1, entries.length, entry);
      index = entries.length - 1;
    },
    replace: (entry) => {
      entries[index] = entry;
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      queueMicrotask(onPop);
    },
    listen: (listener) => {
      onPop = listener;
      return () => {
        onPop = () => {};
      };
    },
  };
}
