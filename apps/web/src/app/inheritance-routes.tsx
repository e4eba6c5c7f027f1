// The heir's and the carer's screens (decisions 043, 044): who named the user as heir and their claim, the items
// entrusted to them. Signed in, their data loading alongside their code.
import type { RouteObject } from '../lib/router';
import { paths } from '../config/paths';
import { lazyScreen, withTexts, type RouteLoaders } from './owner-routes';

const screens = () => withTexts(import('./inheritance-screens'), 'inheritance', 'items');

const routes = [
  [paths.namedMe, 'NamedMeScreen'],
  [paths.heirClaim, 'ClaimScreen'],
  [paths.entrusted, 'EntrustedScreen'],
  [paths.entrustedOne, 'EntrustedItemScreen'],
] as const;

export function inheritanceRoutes({ prefetch }: RouteLoaders): RouteObject[] {
  return routes.map(([path, name]) => ({
    path,
    loader: prefetch(async (client, { params }) =>
      (await screens()).prefetchInheritance(client, path, params),
    ),
    lazy: lazyScreen(screens, name),
  }));
}
