// Routes with lazy screens: the sign-in screen loads only what it needs; other screens start their data early.
// The owners' routes are owner-routes.tsx; the console's are here.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from '../lib/router';
import { consolePaths } from '../config/paths';
import {
  aftersalesRoutes,
  itemRoutes,
  lazyScreen,
  ownerRoutes,
  publicRoutes,
  routeLoaders,
  settingsRoutes,
  shopRoutes,
  withTexts,
} from './owner-routes';
import { heirsCareRoutes } from './heirs-care-routes';
import { inheritanceRoutes } from './inheritance-routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The brand console's screens share one chunk and its texts: a console for brand staff, not the owners' app. */
const consoleScreens = () => withTexts(import('../features/console/console-screens'), 'console');
const consoleScreen = <K extends keyof Awaited<ReturnType<typeof consoleScreens>>>(name: K) =>
  lazyScreen(consoleScreens, name);

/** The console's routes, before the owners' app (whose last route takes every other address). */
function consoleRoutes(): RouteObject[] {
  return [
    { path: consolePaths.signIn, lazy: consoleScreen('ConsoleSignInScreen'), errorElement: <RouteError /> },
    { path: consolePaths.join, lazy: consoleScreen('ConsoleJoinScreen'), errorElement: <RouteError /> },
    {
      lazy: consoleScreen('ConsoleLayout'),
      errorElement: <RouteError />,
      children: [
        { path: consolePaths.home, lazy: consoleScreen('ConsoleHomeScreen') },
        { path: consolePaths.overview, lazy: consoleScreen('OverviewScreen') },
        { path: consolePaths.repairs, lazy: consoleScreen('RepairsScreen') },
        { path: consolePaths.stores, lazy: consoleScreen('StoresScreen') },
        { path: consolePaths.collections, lazy: consoleScreen('CollectionsScreen') },
        { path: consolePaths.collection, lazy: consoleScreen('CollectionScreen') },
        { path: consolePaths.passport, lazy: consoleScreen('ModelPassportScreen') },
        { path: consolePaths.itemPassport, lazy: consoleScreen('ItemPassportScreen') },
        { path: consolePaths.orders, lazy: consoleScreen('OrdersScreen') },
        { path: consolePaths.messages, lazy: consoleScreen('MessagesScreen') },
        { path: consolePaths.tags, lazy: consoleScreen('TagsScreen') },
        { path: consolePaths.staff, lazy: consoleScreen('StaffScreen') },
        { path: consolePaths.keys, lazy: consoleScreen('KeysScreen') },
        { path: consolePaths.authorityKeys, lazy: consoleScreen('AuthorityKeysScreen') },
        { path: consolePaths.royalty, lazy: consoleScreen('RoyaltyScreen') },
        { path: consolePaths.audit, lazy: consoleScreen('AuditScreen') },
        { path: consolePaths.heirClaims, lazy: consoleScreen('HeirClaimsScreen') },
        { path: consolePaths.heirClaim, lazy: consoleScreen('HeirClaimScreen') },
        { path: consolePaths.heirSettings, lazy: consoleScreen('HeirSettingsScreen') },
        { path: consolePaths.care, lazy: consoleScreen('StoreCareScreen') },
        { path: consolePaths.careOne, lazy: consoleScreen('StoreCareOneScreen') },
        { path: consolePaths.account, lazy: consoleScreen('PasskeysScreen') },
      ],
    },
  ];
}

/** The app's routes in the browser. */
export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/**
 * The app's routes: the browser's router and the server's render (app/render.tsx) walk the same table. The server
 * passes `{ prefetch: false }`: it loads what the screen shows itself, and nothing a route starts for the browser
 * (a card form's key, a read asked again after it failed) outlives the render.
 */
export function appRoutes(queryClient?: QueryClient, options?: { prefetch: boolean }): RouteObject[] {
  const loaders = routeLoaders(queryClient, options);
  return [
    ...consoleRoutes(),
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // the first screen's loader only checks the session and the legal gate's answer: nothing worth a placeholder
      HydrateFallback: () => null,
      children: [
        ...ownerRoutes(loaders),
        ...itemRoutes(loaders),
        ...aftersalesRoutes(loaders),
        ...publicRoutes(loaders),
        ...shopRoutes(loaders),
        ...settingsRoutes(loaders),
        ...heirsCareRoutes(loaders),
        ...inheritanceRoutes(loaders),
        { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFound }) },
      ],
    },
  ];
}
