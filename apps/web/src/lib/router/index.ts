// The app's router: routes matched by path, their loaders (a redirect, or data started early) and lazy screens
// run before a navigation shows, the old screen staying with a progress bar meanwhile; links, search parameters,
// view transitions, scroll positions kept per screen, and an error screen. It is the part of React Router's data
// router the app used, in 3 KB instead of 30 on the first screen (docs/decisions/016); its names are React
// Router's, so the screens read the same. Its parts: the histories (history.ts), path matching (path.ts), the
// router (router.ts) and its React bindings (react.tsx).
export type {
  LoaderFunctionArgs,
  Location,
  NavigateOptions,
  Params,
  RouteObject,
  Router,
  RouterState,
} from './types';
export { matchRoutes } from './path';
export { createBrowserRouter, createMemoryRouter, redirect } from './router';
export {
  Link,
  MemoryRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
} from './react';
