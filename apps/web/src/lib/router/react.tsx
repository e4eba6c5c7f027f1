// The router's React bindings: the provider that renders the matched routes (with their error elements and
// view transitions), Outlet, the hooks the screens read, Link and the scroll positions kept per screen.
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
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, loadedScreen } from './router';
import type { Location, NavigateOptions, Params, Router, RouterState } from './types';

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
  const screen = loadedScreen(route);
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
