// The app's router: routes matched by path, their loaders (a redirect, or data started early) and lazy screens
// run before a navigation shows, the old screen staying with a progress bar meanwhile; links, search parameters,
// view transitions, scroll positions kept per screen, and an error screen. It is the part of React Router's data
// router the app used, in 3 KB instead of 30 on the first screen (docs/decisions/016); its names are React
// Router's, so the screens read the same.
import {
  Component,
  createContext,
  createElement,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';

export type Params = Record<string, string | undefined>;

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the entry the app was opened on; a new key for each entry it adds. */
  key: string;
}

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

export interface RouteObject {
  path?: string;
  element?: ReactNode;
  errorElement?: ReactNode;
  /** Shown before the first navigation has loaded (nothing, in this app). */
  HydrateFallback?: ComponentType;
  children?: RouteObject[];
  /** Runs before the route shows: a `redirect()` sends elsewhere, anything else is ignored. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** The route's screen, loaded on its first visit. */
  lazy?: () => Promise<{ Component: ComponentType }>;
}

interface Match {
  route: RouteObject;
  params: Params;
}

type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  location: Location;
  matches: Match[];
  navigation: { state: 'idle' | 'loading' };
  historyAction: Action;
  /** A loader or a screen's code failed: the nearest error element shows it. */
  error?: unknown;
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  viewTransition?: boolean;
}

type Listener = (state: RouterState, viewTransition: boolean) => void;

export interface Router {
  readonly state: RouterState;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** Stops listening to the history (a test's router, once done). */
  dispose(): void;
  /** Settles once the first location has loaded (its screens' code, its loaders): before a hydration. */
  ready(): Promise<void>;
}

/** What an entry of the history carries besides the app's own state. */
interface Entry {
  href: string;
  usr: unknown;
  key: string;
  /** Reached with a view transition: going back from it uses one too. */
  vt?: boolean;
}

interface History {
  current(): Entry;
  push(entry: Entry): void;
  replace(entry: Entry): void;
  go(delta: number): void;
  listen(onPop: () => void): () => void;
}

/** A loader's answer that sends elsewhere (as React Router's `redirect`). */
export function redirect(url: string): Response {
  return new Response(null, { status: 302, headers: { Location: url } });
}

const redirectTarget = (value: unknown) =>
  value instanceof Response && value.status >= 300 && value.status < 400
    ? value.headers.get('Location')
    : null;

function pattern(path: string): RegExp {
  if (path === '*') return /^.*$/;
  const source = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

const patterns = new Map<string, { regex: RegExp; names: string[] }>();
function compiled(path: string) {
  let found = patterns.get(path);
  if (!found) {
    const names = path.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : []));
    patterns.set(path, (found = { regex: pattern(path), names }));
  }
  return found;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The routes a pathname shows, outermost first: the first route in table order whose path matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): Match[] | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return [{ route, params: inner.at(-1)?.params ?? {} }, ...inner];
      continue;
    }
    if (route.path === undefined) continue;
    const { regex, names } = compiled(route.path);
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    names.forEach((name, index) => (params[name] = decode(found[index + 1] ?? '')));
    return [{ route, params }];
  }
  return null;
}

function parse(href: string, usr: unknown, key: string): Location {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: usr, key };
}

const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  location.pathname + location.search + location.hash;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Screens loaded once: a route's lazy code is asked for on its first visit only (again if it failed). */
const screens = new WeakMap<RouteObject, ComponentType>();
async function screenOf(route: RouteObject): Promise<void> {
  if (!route.lazy || screens.has(route)) return;
  screens.set(route, (await route.lazy()).Component);
}

function createRouter(routes: RouteObject[], history: History, origin: string): Router {
  const listeners = new Set<Listener>();
  let latest = 0;
  const first = history.current();
  let state: RouterState = {
    location: parse(first.href, first.usr, first.key),
    matches: [],
    navigation: { state: 'loading' },
    historyAction: 'POP',
    initialized: false,
  };
  let currentVt = first.vt ?? false;
  const set = (next: RouterState, viewTransition = false) => {
    state = next;
    listeners.forEach((listener) => listener(state, viewTransition));
  };

  /** Moves the history (unless it already moved: POP) and shows `entry`. */
  function commit(entry: Entry, action: Action, viewTransition: boolean, matches: Match[], error?: unknown) {
    if (action === 'PUSH') history.push({ ...entry, vt: viewTransition });
    if (action === 'REPLACE') history.replace({ ...entry, vt: viewTransition });
    const animate = viewTransition || (action === 'POP' && (currentVt || Boolean(entry.vt)));
    currentVt = action === 'POP' ? Boolean(entry.vt) : viewTransition;
    set(
      {
        location: parse(entry.href, entry.usr, entry.key),
        matches,
        navigation: { state: 'idle' },
        historyAction: action,
        error,
        initialized: true,
      },
      animate && state.initialized,
    );
  }

  /** Loads what `entry` shows (its routes' loaders and screens), then shows it; at once when there is nothing to load. */
  async function go(entry: Entry, action: Action, viewTransition: boolean): Promise<void> {
    const id = ++latest;
    const location = parse(entry.href, entry.usr, entry.key);
    const matches = matchRoutes(routes, location.pathname) ?? [];
    const waits = matches.some(({ route }) => route.loader || (route.lazy && !screens.has(route)));
    if (!waits) return commit(entry, action, viewTransition, matches);
    if (state.initialized) set({ ...state, navigation: { state: 'loading' } });
    const params = matches.at(-1)?.params ?? {};
    const request = new Request(new URL(hrefOf(location), origin));
    // the redirect takes the place of the entry asked for: it replaces the one already in the history (POP)
    const redirectAction: Action = action === 'POP' ? 'REPLACE' : action;
    let error: unknown;
    try {
      const answers = await Promise.all(
        matches.map(async ({ route }) => {
          const [answer] = await Promise.all([route.loader?.({ request, params }), screenOf(route)]);
          return answer;
        }),
      );
      if (id !== latest) return;
      const target = answers.map(redirectTarget).find((href) => href !== null);
      if (target) return go({ href: target, usr: undefined, key: newKey() }, redirectAction, false);
    } catch (thrown) {
      if (id !== latest) return;
      const target = redirectTarget(thrown);
      if (target) return go({ href: target, usr: undefined, key: newKey() }, redirectAction, false);
      error = thrown;
    }
    commit(entry, action, viewTransition, matches, error);
  }

  const stopListening = history.listen(() => {
    void go(history.current(), 'POP', false);
  });
  void go(first, 'POP', false);

  return {
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const href = hrefOf(new URL(to, new URL(hrefOf(state.location), origin)));
      const replace = options.replace ?? href === hrefOf(state.location);
      return go(
        { href, usr: options.state, key: newKey() },
        replace ? 'REPLACE' : 'PUSH',
        options.viewTransition ?? false,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopListening();
      listeners.clear();
      latest += 1;
    },
    ready() {
      if (state.initialized) return Promise.resolve();
      return new Promise((resolve) => {
        const stop = this.subscribe((next) => {
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
  const stateOf = (): Partial<Entry> => (window.history.state ?? {}) as Partial<Entry>;
  const write = (entry: Entry, method: 'pushState' | 'replaceState') =>
    window.history[method]({ usr: entry.usr, key: entry.key, vt: entry.vt }, '', entry.href);
  return createRouter(
    routes,
    {
      current: () => {
        const saved = stateOf();
        return {
          href: hrefOf(window.location),
          usr: saved.usr,
          key: saved.key ?? 'default',
          vt: saved.vt,
        };
      },
      push: (entry) => write(entry, 'pushState'),
      replace: (entry) => write(entry, 'replaceState'),
      go: (delta) => window.history.go(delta),
      listen: (onPop) => {
        window.addEventListener('popstate', onPop);
        return () => window.removeEventListener('popstate', onPop);
      },
    },
    window.location.origin,
  );
}

/** A history in memory (tests): the first of `initialEntries` has the key 'default', as in the browser. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  const entries: Entry[] = (options.initialEntries ?? ['/']).map((href, index) => ({
    href,
    usr: undefined,
    key: index === 0 ? 'default' : newKey(),
  }));
  let index = options.initialIndex ?? entries.length - 1;
  let onPop = () => {};
  return createRouter(
    routes,
    {
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
    },
    'http://localhost',
  );
}

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);
/** How deep in the matched routes an element sits: Outlet renders the next one. */
const DepthContext = createContext(0);
const ErrorContext = createContext<unknown>(undefined);

function useRouter() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('Router hooks are used inside a RouterProvider');
  return context;
}

/**
 * Catches a screen's render error and shows its route's error element (React Router's errorElement); the next
 * navigation tries again. It never remounts what it holds: the layout keeps its state from screen to screen.
 */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; locationKey: string; children: ReactNode },
  { error: unknown; caught: boolean; locationKey: string }
> {
  override state = { error: undefined as unknown, caught: false, locationKey: this.props.locationKey };
  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }
  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: { caught: boolean; locationKey: string },
  ) {
    if (props.locationKey === state.locationKey) return null;
    return { error: undefined, caught: false, locationKey: props.locationKey };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('screen error', error, info.componentStack);
  }
  override render() {
    if (!this.state.caught) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

function RouteLevel({ depth }: { depth: number }) {
  const { state } = useRouter();
  const match = state.matches[depth];
  if (!match) return null;
  const { route } = match;
  const screen = screens.get(route);
  const content = route.element ?? (screen ? createElement(screen) : null);
  // a loader's or a screen's code failure: shown by the deepest route that has an error element
  let failedAt = -1;
  if (state.error !== undefined) {
    state.matches.forEach((m, index) => {
      if (m.route.errorElement !== undefined) failedAt = index;
    });
  }
  if (failedAt === depth) {
    return <ErrorContext.Provider value={state.error}>{route.errorElement}</ErrorContext.Provider>;
  }
  const level = <DepthContext.Provider value={depth}>{content}</DepthContext.Provider>;
  if (route.errorElement === undefined) return level;
  return (
    <RouteErrorBoundary locationKey={state.location.key} fallback={route.errorElement}>
      {level}
    </RouteErrorBoundary>
  );
}

export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  // subscribed before any navigation can end: a navigation ends after an await, or within createRouter
  useLayoutEffect(() => {
    return router.subscribe((next, viewTransition) => {
      const start = (document as Partial<Document>).startViewTransition;
      if (viewTransition && start) start.call(document, () => flushSync(() => setState(next)));
      else setState(next);
    });
  }, [router]);
  const context = useMemo(() => ({ router, state }), [router, state]);
  const Fallback = state.initialized ? undefined : state.matches[0]?.route.HydrateFallback;
  return (
    <RouterContext.Provider value={context}>
      {state.initialized ? <RouteLevel depth={0} /> : Fallback ? <Fallback /> : null}
    </RouterContext.Provider>
  );
}

/** The next matched route's element, inside a layout route's element. */
export function Outlet() {
  return <RouteLevel depth={useContext(DepthContext) + 1} />;
}

/** A router for `children` alone, opened on `initialEntries` (tests). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries }));
  return <RouterProvider router={router} />;
}

export function useLocation(): Location {
  return useRouter().state.location;
}

export function useNavigation(): RouterState['navigation'] {
  return useRouter().state.navigation;
}

export function useParams(): Params {
  return useRouter().state.matches.at(-1)?.params ?? {};
}

export function useRouteError(): unknown {
  const caught = useContext(ErrorContext);
  const { state } = useRouter();
  return caught ?? state.error;
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> {
  const { router } = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchUpdate, options?: NavigateOptions) => void,
] {
  const { router, state } = useRouter();
  const search = state.location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchUpdate, options?: NavigateOptions) => {
      const current = router.state.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const query = value.toString();
      void router.navigate(`${current.pathname}${query ? `?${query}` : ''}${current.hash}`, options);
    },
    [router],
  );
  return [params, set];
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  state?: unknown;
  viewTransition?: boolean;
}

/** A real link (it opens elsewhere with a modifier key or a middle click); a plain click navigates in the app. */
export function Link({ to, replace, state, viewTransition, onClick, target, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to, { replace, state, viewTransition });
  };
  return (
    <a {...rest} href={to} target={target} onClick={click}>
      {children}
    </a>
  );
}

/**
 * Scroll positions: a new screen opens at its top, going back returns where the reader was, and a change that
 * `getKey` calls the same screen (another tab or filter) leaves the scroll where it is.
 */
export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const { state } = useRouter();
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | undefined>(undefined);
  const key = getKey(state.location);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // where the reader is on the screen shown, kept as they scroll
    const remember = () => {
      if (shown.current !== undefined) positions.current.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    if (!state.initialized) return;
    const before = shown.current;
    shown.current = key;
    if (before === undefined) return;
    if (before === key) window.scrollTo(0, window.scrollY);
    else window.scrollTo(0, state.historyAction === 'POP' ? (positions.current.get(key) ?? 0) : 0);
  }, [key, state.location, state.initialized, state.historyAction]);
  return null;
}
