// The heir's and the carer's screens (decisions 043, 044): who named the user as heir and their claim, the items
// entrusted to them. Signed in, their data loading alongside their code.
import type { RouteObject } from '../lib/router';
import { paths } from '../config/paths';
import { lazyScreen, withTexts, type RouteLoaders } from './owner-routes';

const screens = {
  namedMe: () => withTexts(import('../features/inheritance/named-me-screen'), 'inheritance', 'items'),
  claim: () => withTexts(import('../features/inheritance/claim-screen'), 'inheritance', 'items'),
  entrusted: () => withTexts(import('../features/inheritance/entrusted-screen'), 'inheritance', 'items'),
  entrustedOne: () =>
    withTexts(import('../features/inheritance/entrusted-item-screen'), 'inheritance', 'items'),
};

export function inheritanceRoutes({ prefetch }: RouteLoaders): RouteObject[] {
  return [
    {
      path: paths.namedMe,
      loader: prefetch(async (client) => {
        const { namedMeQuery } = await import('../api/inheritance');
        await client.prefetchQuery(namedMeQuery());
      }),
      lazy: lazyScreen(screens.namedMe, 'NamedMeScreen'),
    },
    {
      path: paths.heirClaim,
      loader: prefetch(async (client, { params }) => {
        const { heirClaimQuery } = await import('../api/inheritance');
        await client.prefetchQuery(heirClaimQuery(params.claimId ?? ''));
      }),
      lazy: lazyScreen(screens.claim, 'ClaimScreen'),
    },
    {
      path: paths.entrusted,
      loader: prefetch(async (client) => {
        const { entrustedQuery } = await import('../api/inheritance');
        await client.prefetchQuery(entrustedQuery());
      }),
      lazy: lazyScreen(screens.entrusted, 'EntrustedScreen'),
    },
    {
      path: paths.entrustedOne,
      loader: prefetch(async (client, { params }) => {
        const { entrustedOneQuery } = await import('../api/inheritance');
        await client.prefetchQuery(entrustedOneQuery(params.careId ?? ''));
      }),
      lazy: lazyScreen(screens.entrustedOne, 'EntrustedItemScreen'),
    },
  ];
}
