// The router's shapes, shared by its parts: routes, locations, the router's state and its interface.
import type { ComponentType, ReactNode } from 'react';

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

export interface Match {
  route: RouteObject;
  params: Params;
}

export type Action = 'POP' | 'PUSH' | 'REPLACE';

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

export type Listener = (state: RouterState, viewTransition: boolean) => void;

export interface Router {
  readonly state: RouterState;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** Stops listening to the history (a test's router, once done). */
  dispose(): void;
  /** Settles once the first location has loaded (its screens' code, its loaders): before a hydration. */
  ready(): Promise<void>;
}
