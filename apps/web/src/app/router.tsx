// Routes with lazy screens: the sign-in screen loads only what it needs.
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { tokenStore } from '../api/token-store';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Signed-in screens: without a live session go to /login, remembering where the user was going. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (tokenStore.isSignedIn()) return null;
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  return redirect(next === '/' ? paths.login : `${paths.login}?next=${encodeURIComponent(next)}`);
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: paths.login,
          lazy: async () => ({ Component: (await import('../features/auth/login-screen')).LoginScreen }),
        },
        {
          path: paths.home,
          loader: requireSession,
          lazy: async () => ({ Component: (await import('../features/home/home-screen')).HomeScreen }),
        },
        { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFound }) },
      ],
    },
  ]);
}
