// The owner's screens of heirs and entrusted care (docs/product.md "Heirs and care"): Settings → Heirs and care,
// the heir form (new, or one heir changed or removed), and entrusting a piece from its page. Lazy, like the others.
import type { RouteObject } from '../lib/router';
import { paths } from '../config/paths';
import { lazyScreen, withTexts, type RouteLoaders } from './owner-routes';

const heirsCareScreen = () =>
  withTexts(import('../features/heirs-care/heirs-care-screen'), 'items', 'heirs-care');
const heirFormScreen = () =>
  withTexts(import('../features/heirs-care/heir-form-screen'), 'items', 'step-up', 'heirs-care');
const entrustScreen = () =>
  withTexts(import('../features/heirs-care/entrust-screen'), 'aftersales', 'items', 'step-up', 'heirs-care');

export function heirsCareRoutes({ prefetch, itemPrefetch, requireSession }: RouteLoaders): RouteObject[] {
  return [
    {
      path: paths.settingsHeirs,
      loader: prefetch(async (client) => {
        const [{ heirsQuery }, { careGivenQuery }] = await Promise.all([
          import('../api/heirs'),
          import('../api/care'),
        ]);
        await Promise.all([client.prefetchQuery(heirsQuery()), client.prefetchQuery(careGivenQuery())]);
      }),
      lazy: lazyScreen(heirsCareScreen, 'HeirsCareScreen'),
    },
    {
      path: paths.settingsHeirNew,
      loader: requireSession,
      lazy: lazyScreen(heirFormScreen, 'HeirFormScreen'),
    },
    { path: paths.settingsHeir, loader: requireSession, lazy: lazyScreen(heirFormScreen, 'HeirFormScreen') },
    {
      path: paths.itemEntrust,
      // the piece, and the brand's boutiques once it is known (the form offers them at once)
      loader: itemPrefetch(async (client, { params }) => {
        const [{ itemQuery }, { savStoresQuery }] = await Promise.all([
          import('../api/items'),
          import('../api/clients'),
        ]);
        const item = await client.fetchQuery(itemQuery(params.id ?? ''));
        await client.prefetchQuery(savStoresQuery(item.nftCollection.clientId));
      }),
      lazy: lazyScreen(entrustScreen, 'EntrustScreen'),
    },
  ];
}
