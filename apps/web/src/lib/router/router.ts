// The router itself: a navigation runs the loaders (a redirect, or data started early) and loads the lazy screens
// of the routes it shows before it shows them, the old screen staying meanwhile; the latest navigation wins.
import type { ComponentType } from 'react';
import { browserHistory, memoryHistory, newKey, type Entry, type History } from './history';
import { hrefOf, locationOf, matchRoutes } from './path';
import type { Action, Listener, Match, Params, RouteObject, Router, RouterState } from './types';

/** A loader's answer that sends elsewhere (as React Router's `redirect`). */
export function redirect(url: string): Response {
  return new Response(null, { status: 302, headers: { Location: url } });
}

const redirectTarget = (value: unknown) =>
  value instanceof Response && value.status >= 300 && value.status < 400
    ? value.headers.get('Location')
    : null;

/** Screens loaded once: a route's lazy code is asked for on its first visit only (again if it failed). */
const screens = new WeakMap<RouteObject, ComponentType>();
async function screenOf(route: RouteObject): Promise<void> {
  if (!route.lazy || screens.has(route)) return;
  screens.set(route, (await route.lazy()).Component);
}

/** The screen of a lazy route, once its code has loaded. */
export const loadedScreen = (route: RouteObject): ComponentType | undefined => screens.get(route);

/** Whether showing these routes waits for something: a loader, or a screen's code not loaded yet. */
const mustLoad = (matches: Match[]) =>
  matches.some(({ route }) => route.loader || (route.lazy && !screens.has(route)));

/** Runs the routes' loaders and loads their screens: where a redirect sends, or nothing. Throws what failed. */
async function load(matches: Match[], request: Request, params: Params): Promise<string | undefined> {
  try {
    const answers = await Promise.all(
      matches.map(async ({ route }) => {
        const [answer] = await Promise.all([route.loader?.({ request, params }), screenOf(route)]);
        return answer;
      }),
    );
    return answers.map(redirectTarget).find((href) => href !== null) ?? undefined;
  } catch (thrown) {
    const target = redirectTarget(thrown);
    if (target) return target;
    throw thrown;
  }
}

/** The router's state and who listens to it. */
function createStore(first: Entry) {
  const listeners = new Set<Listener>();
  const store = {
    state: {
      location: locationOf(first.href, first.usr, first.key),
      matches: [],
      navigation: { state: 'loading' },
      historyAction: 'POP',
      initialized: false,
    } as RouterState,
    /** Whether the entry shown was reached with a view transition. */
    viewTransition: first.vt ?? false,
    listeners,
    set(next: RouterState, viewTransition = false) {
      store.state = next;
      listeners.forEach((listener) => listener(next, viewTransition));
    },
  };
  return store;
}
type Store = ReturnType<typeof createStore>;

/** Shows entries: loads what one shows, follows its redirects, moves the history and tells the listeners. */
function createNavigator(routes: RouteObject[], history: History, origin: string, store: Store) {
  let latest = 0;

  /** Moves the history (unless it already moved: POP) and shows `entry`. */
  function commit(entry: Entry, action: Action, viewTransition: boolean, matches: Match[], error?: unknown) {
    if (action === 'PUSH') history.push({ ...entry, vt: viewTransition });
    if (action === 'REPLACE') history.replace({ ...entry, vt: viewTransition });
    const animate = viewTransition || (action === 'POP' && (store.viewTransition || Boolean(entry.vt)));
    store.viewTransition = action === 'POP' ? Boolean(entry.vt) : viewTransition;
    const location = locationOf(entry.href, entry.usr, entry.key);
    store.set(
      { location, matches, navigation: { state: 'idle' }, historyAction: action, error, initialized: true },
      animate && store.state.initialized,
    );
  }

  /** Loads what `entry` shows, then shows it; at once when there is nothing to load. */
  async function go(entry: Entry, action: Action, viewTransition: boolean): Promise<void> {
    const id = ++latest;
    const location = locationOf(entry.href, entry.usr, entry.key);
    const matches = matchRoutes(routes, location.pathname) ?? [];
    if (!mustLoad(matches)) return commit(entry, action, viewTransition, matches);
    if (store.state.initialized) store.set({ ...store.state, navigation: { state: 'loading' } });
    const request = new Request(new URL(hrefOf(location), origin));
    let target: string | undefined;
    let error: unknown;
    try {
      target = await load(matches, request, matches.at(-1)?.params ?? {});
    } catch (thrown) {
      error = thrown;
    }
    if (id !== latest) return;
    // the redirect takes the place of the entry asked for: it replaces the one already in the history (POP)
    if (target)
      return go(
        { href: target, usr: undefined, key: newKey() },
        action === 'POP' ? 'REPLACE' : action,
        false,
      );
    commit(entry, action, viewTransition, matches, error);
  }

  return {
    go,
    /** Drops the navigation under way: it will show nothing. */
    cancel: () => {
      latest += 1;
    },
  };
}

function createRouter(routes: RouteObject[], history: History, origin: string): Router {
  const first = history.current();
  const store = createStore(first);
  const navigator = createNavigator(routes, history, origin, store);
  const stopListening = history.listen(() => void navigator.go(history.current(), 'POP', false));
  void navigator.go(first, 'POP', false);

  const subscribe = (listener: Listener) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  };
  return {
    get state() {
      return store.state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const here = hrefOf(store.state.location);
      const href = hrefOf(new URL(to, new URL(here, origin)));
      const replace = options.replace ?? href === here;
      const entry = { href, usr: options.state, key: newKey() };
      return navigator.go(entry, replace ? 'REPLACE' : 'PUSH', options.viewTransition ?? false);
    },
    subscribe,
    dispose() {
      stopListening();
      store.listeners.clear();
      navigator.cancel();
    },
    ready() {
      if (store.state.initialized) return Promise.resolve();
      return new Promise((resolve) => {
        const stop = subscribe((next) => {
          if (!next.initialized) return;
          stop();
          resolve();
        });
      });
    },
  };
}

/** The browser's address bar and history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, browserHistory(), window.location.origin);
}

/** A history in memory (tests): the first of `initialEntries` has the key 'default', as in the browser. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(
    routes,
    memoryHistory(options.initialEntries, options.initialIndex),
    'http://localhost',
  );
}
