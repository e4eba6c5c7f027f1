// The owner's screens of heirs and entrusted care (docs/product.md "Heirs" and "Entrusted care"): Settings → Heirs and care,
// the heir form (new, or one heir changed or removed), and entrusting a piece from its page. Lazy, like the others;
// kept small, for the first screen's budget: each screen reads its own data once its code is there.
import type { RouteObject } from '../lib/router';
import { paths } from '../config/paths';
import { lazyScreen, withTexts, type RouteLoaders } from './owner-routes';

const heirsCare = () => withTexts(import('../features/heirs-care/screens'), 'items', 'step-up', 'heirsCare');

export function heirsCareRoutes({ requireSession }: RouteLoaders): RouteObject[] {
  const route = (path: string, name: 'HeirsCareScreen' | 'HeirFormScreen' | 'EntrustScreen') => ({
    path,
    loader: requireSession,
    lazy: lazyScreen(heirsCare, name),
  });
  return [
    route(paths.settingsHeirs, 'HeirsCareScreen'),
    route(paths.settingsHeirNew, 'HeirFormScreen'),
    route(paths.settingsHeir, 'HeirFormScreen'),
    route(paths.itemEntrust, 'EntrustScreen'),
  ];
}
