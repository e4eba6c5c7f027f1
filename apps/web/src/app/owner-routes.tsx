// The owners' app's routes (the console's are in router.tsx): lazy screens whose data starts loading alongside
// their code, behind the session and the legal gate where they are signed in.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from '../lib/router';
import { tokenStore } from '../api/token-store';
import { paths } from '../config/paths';
import { loadTexts, type FeatureNamespace } from '../i18n';
import { legalGate } from '../features/legal/legal-gate';

/** Without a live session go to /login, remembering where the user was going. */
function requireSignIn({ request }: LoaderFunctionArgs) {
  if (tokenStore.isSignedIn()) return null;
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  return redirect(next === '/' ? paths.login : `${paths.login}?next=${encodeURIComponent(next)}`);
}

/**
 * A signed-in screen whose data starts loading alongside its code, not after it. Not awaited: the page
 * transition starts at once and the screen shows its skeleton until the data is there.
 */
function sessionWithPrefetch(
  requireSession: (args: LoaderFunctionArgs) => Promise<Response | null>,
  prefetch: (args: LoaderFunctionArgs) => Promise<void>,
) {
  return async (args: LoaderFunctionArgs) => {
    const denied = await requireSession(args);
    if (!denied) void prefetch(args).catch(() => undefined);
    return denied;
  };
}

/** A lazy screen's code and its texts (its features' namespaces, in the active language), loaded side by side. */
export async function withTexts<T>(code: Promise<T>, ...namespaces: FeatureNamespace[]): Promise<T> {
  const [module] = await Promise.all([code, loadTexts(...namespaces)]);
  return module;
}

/** A route's lazy screen: `load` brings its module (with its texts), `name` is the screen the module exports. */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}

type Load = (client: QueryClient, args: LoaderFunctionArgs) => Promise<void>;
/** The settings and account screens share one chunk (and one preload list in the entry chunk). */
const settingsScreens = () =>
  withTexts(import('./settings-screens'), 'items', 'settings', 'step-up', 'heirsCare');

/**
 * How the owners' screens load: the session and legal gate first, their data alongside their code (unless
 * `prefetch` is false: the server's render loads a screen's data itself).
 */
export function routeLoaders(queryClient?: QueryClient, { prefetch: prefetchData = true } = {}) {
  const dataClient = prefetchData ? queryClient : undefined;
  /**
   * Signed-in screens: signed in, then the latest legal texts accepted (docs/product.md "Legal"), else /legal.
   * The gate's answer is cached for a short while, so most navigations do not wait for it.
   */
  const requireSession = async (args: LoaderFunctionArgs) =>
    requireSignIn(args) ?? (queryClient ? await legalGate(queryClient, args) : null);
  // the data modules load with the screens' chunks, never with the sign-in screen's
  const prefetch = (load: Load) =>
    sessionWithPrefetch(requireSession, async (args) => {
      if (dataClient) await load(dataClient, args);
    });
  // an item's screen (params.id): the item, and alongside it what else the screen shows
  const itemPrefetch = (load: Load) =>
    prefetch(async (client, args) => {
      const { itemQuery } = await import('../api/items');
      await Promise.all([client.prefetchQuery(itemQuery(args.params.id ?? '')), load(client, args)]);
    });
  // a public screen: no session asked for, its data starts with its code all the same
  const publicPrefetch = (load: Load) => (args: LoaderFunctionArgs) => {
    if (dataClient) void load(dataClient, args).catch(() => undefined);
    return null;
  };
  // the shop: open to anyone; a signed-in buyer meets the legal gate like on any of their screens
  const shopPrefetch = (load: Load) => async (args: LoaderFunctionArgs) => {
    if (dataClient) void load(dataClient, args).catch(() => undefined);
    return tokenStore.isSignedIn() && queryClient ? legalGate(queryClient, args) : null;
  };
  return { queryClient: dataClient, requireSession, prefetch, itemPrefetch, publicPrefetch, shopPrefetch };
}

export type RouteLoaders = ReturnType<typeof routeLoaders>;

/** The sign-in, the legal gate, the home screen, a collection and the activity. */
export function ownerRoutes({ prefetch, queryClient }: RouteLoaders): RouteObject[] {
  return [
    {
      path: paths.login,
      lazy: async () => ({ Component: (await import('../features/auth/login-screen')).LoginScreen }),
    },
    {
      // the acceptance gate: signed in, but nothing else is reachable until the latest texts are accepted
      path: paths.legal,
      loader: (args: LoaderFunctionArgs) => {
        const denied = requireSignIn(args);
        if (!denied && queryClient) {
          void import('../features/legal/legal-prefetch')
            .then(({ prefetchLegal }) => prefetchLegal(queryClient))
            .catch(() => undefined);
        }
        return denied;
      },
      lazy: lazyScreen(
        () => withTexts(import('../features/legal/legal-screen'), 'items', 'legal'),
        'LegalScreen',
      ),
    },
    {
      path: paths.home,
      loader: prefetch(async (client) => {
        const { unseenByCollectionsQuery } = await import('../api/messages');
        await client.prefetchQuery(unseenByCollectionsQuery());
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/home/home-screen'), 'items', 'messages', 'transfers'),
        'HomeScreen',
      ),
    },
    {
      path: paths.collection,
      loader: prefetch(async (client, { params, request }) => {
        const [{ collectionItemsQuery }, { filtersFromSearch }, { unseenByProductsQuery }] =
          await Promise.all([
            import('../api/items'),
            import('../features/collections/item-filters'),
            import('../api/messages'),
          ]);
        const filters = filtersFromSearch(new URL(request.url).searchParams);
        await Promise.all([
          client.prefetchInfiniteQuery(collectionItemsQuery(params.id ?? '', filters)),
          client.prefetchQuery(unseenByProductsQuery(params.id ?? '')),
        ]);
      }),
      lazy: lazyScreen(
        () =>
          withTexts(import('../features/collections/collection-screen'), 'items', 'messages', 'heirsCare'),
        'CollectionScreen',
      ),
    },
    {
      path: paths.activity,
      loader: prefetch(async (client) => {
        const { activityQuery } = await import('../api/transfers');
        await client.prefetchInfiniteQuery(activityQuery('all'));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/activity/activity-screen'), 'items', 'transfers'),
        'ActivityScreen',
      ),
    },
  ];
}

/**
 * The item's repair request by public id, as its linkset names it (./item-route.tsx, loaded on demand with the
 * texts of the item's screens it leads to).
 */
function repairRequestRoute({ requireSession }: RouteLoaders): RouteObject {
  return {
    path: paths.repairRequest,
    loader: async (args: LoaderFunctionArgs) =>
      (await requireSession(args)) ??
      (
        await withTexts(import('./item-route'), 'aftersales', 'items', 'messages', 'transfers', 'heirsCare')
      ).repairRequestLoader(args),
  };
}

/** An item's screens: the item, a message, its gallery, sending it. */
export function itemRoutes(loaders: RouteLoaders): RouteObject[] {
  const { prefetch, itemPrefetch } = loaders;
  return [
    repairRequestRoute(loaders),
    {
      path: paths.item,
      loader: prefetch(async (client, { params }) => {
        const [{ itemQuery }, { unseenByProductsQuery }] = await Promise.all([
          import('../api/items'),
          import('../api/messages'),
        ]);
        // the messages tab's badge counts by collection: known once the item is
        const item = await client.fetchQuery(itemQuery(params.id ?? ''));
        await client.prefetchQuery(unseenByProductsQuery(item.nftCollection.id));
      }),
      lazy: lazyScreen(
        () => withTexts(import('./item-route'), 'aftersales', 'items', 'messages', 'transfers', 'heirsCare'),
        'ItemRoute',
      ),
    },
    {
      path: paths.itemMessage,
      loader: itemPrefetch(async (client, { params }) => {
        const { messagesQuery } = await import('../api/messages');
        await client.prefetchInfiniteQuery(messagesQuery(params.id ?? ''));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/messages/message-screen'), 'items', 'messages'),
        'MessageScreen',
      ),
    },
    {
      path: paths.itemGallery,
      loader: itemPrefetch(async (client, { params }) => {
        const { itemImagesQuery } = await import('../api/item-images');
        await client.prefetchQuery(itemImagesQuery(params.id ?? ''));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/gallery/gallery-screen'), 'items'),
        'GalleryScreen',
      ),
    },
    {
      path: paths.itemSend,
      loader: prefetch(async (client, { params, request }) => {
        const [{ itemQuery }, { sendItemIds }] = await Promise.all([
          import('../api/items'),
          import('../features/transfers/send-item-ids'),
        ]);
        const ids = sendItemIds(params.id ?? '', new URL(request.url).searchParams);
        await Promise.all(ids.map((id) => client.prefetchQuery(itemQuery(id))));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/transfers/send-screen'), 'items', 'step-up', 'transfers'),
        'SendScreen',
      ),
    },
  ];
}

/** An item's after-sales screens: a repair, its tracking, declaring it lost or stolen. */
export function aftersalesRoutes({ prefetch, itemPrefetch }: RouteLoaders): RouteObject[] {
  return [
    {
      path: paths.itemRepair,
      loader: prefetch(async (client, { params }) => {
        const [{ itemQuery }, { repairsQuery }, { savStoresQuery }] = await Promise.all([
          import('../api/items'),
          import('../api/repairs'),
          import('../api/clients'),
        ]);
        const id = params.id ?? '';
        const [item] = await Promise.all([
          client.fetchQuery(itemQuery(id)),
          client.prefetchInfiniteQuery(repairsQuery(id)),
        ]);
        // the first step lists the brand's stores: known once the item is
        await client.prefetchQuery(savStoresQuery(item.nftCollection.clientId));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/repairs/repair-screen'), 'aftersales', 'items'),
        'RepairScreen',
      ),
    },
    {
      path: paths.itemRepairTracking,
      loader: itemPrefetch(async (client, { params }) => {
        const { repairQuery } = await import('../api/repairs');
        await client.prefetchQuery(repairQuery(params.id ?? '', params.repairId ?? ''));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/repairs/repair-tracking-screen'), 'aftersales', 'items'),
        'RepairTrackingScreen',
      ),
    },
    {
      path: paths.itemOpposition,
      loader: itemPrefetch(async () => undefined),
      lazy: lazyScreen(
        () => withTexts(import('../features/opposition/opposition-screen'), 'aftersales', 'items'),
        'OppositionScreen',
      ),
    },
  ];
}

/** The public page of an item (signed in or not), at its address and at its GS1 Digital Link. */
export function publicRoutes({ publicPrefetch }: RouteLoaders): RouteObject[] {
  return [
    {
      // public: opened from a QR code, signed in or not
      path: paths.verify,
      loader: publicPrefetch(async (client, { params }) => {
        const { publicItemQuery } = await import('../api/protection');
        await client.prefetchQuery(publicItemQuery(params.publicId ?? ''));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/verify/verify-screen'), 'aftersales', 'items'),
        'VerifyScreen',
      ),
    },
    {
      // the same page at the item's GS1 Digital Link, which its QR code carries
      path: paths.digitalLink,
      loader: publicPrefetch(async (client, { params }) => {
        const { publicItemOfPage } = await import('../api/protection');
        await client.prefetchQuery(publicItemOfPage(params));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/verify/verify-screen'), 'aftersales', 'items'),
        'VerifyScreen',
      ),
    },
  ];
}

/** The shop, open to anyone. */
export function shopRoutes({ shopPrefetch }: RouteLoaders): RouteObject[] {
  return [
    {
      path: paths.shop,
      loader: shopPrefetch(async (client) => {
        const { collectionsForSaleQuery } = await import('../api/shop');
        await client.prefetchQuery(collectionsForSaleQuery());
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/shop/shop-screen'), 'items', 'shop'),
        'ShopScreen',
      ),
    },
    {
      // before /shop/:collectionId: "market", "complete" and "item" are no collection ids
      path: paths.shopMarket,
      loader: shopPrefetch(async (client, { request }) => {
        const data = new URL(request.url).searchParams.get('data') ?? '';
        if (data.length < 20) return;
        const { marketLinkQuery } = await import('../api/shop');
        await client.prefetchQuery(marketLinkQuery(data.trim()));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/shop/shop-market-screen'), 'items', 'shop'),
        'ShopMarketScreen',
      ),
    },
    {
      path: paths.shopComplete,
      loader: shopPrefetch(async () => undefined),
      lazy: lazyScreen(
        () => withTexts(import('../features/shop/shop-complete-screen'), 'items', 'shop'),
        'ShopCompleteScreen',
      ),
    },
    {
      path: paths.shopItem,
      loader: shopPrefetch(async (client, { params }) => {
        const { itemForSaleQuery, paymentTokenQuery } = await import('../api/shop');
        await Promise.all([
          client.prefetchQuery(itemForSaleQuery(params.id ?? '')),
          // the card form needs it the moment "Pay by card" is pressed
          client.prefetchQuery(paymentTokenQuery()),
        ]);
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/shop/shop-item-screen'), 'items', 'shop'),
        'ShopItemScreen',
      ),
    },
    {
      path: paths.shopCollection,
      loader: shopPrefetch(async (client, { params }) => {
        const { itemsForSaleQuery } = await import('../api/shop');
        await client.prefetchInfiniteQuery(itemsForSaleQuery(params.collectionId ?? ''));
      }),
      lazy: lazyScreen(
        () => withTexts(import('../features/shop/shop-collection-screen'), 'items', 'shop'),
        'ShopCollectionScreen',
      ),
    },
  ];
}

/** The settings and the account (one chunk). */
export function settingsRoutes({ requireSession, prefetch }: RouteLoaders): RouteObject[] {
  return [
    {
      path: paths.settings,
      loader: prefetch(async (client) => (await settingsScreens()).prefetchSettings(client)),
      lazy: lazyScreen(settingsScreens, 'SettingsScreen'),
    },
    {
      path: paths.settingsLegal,
      loader: requireSession,
      lazy: lazyScreen(settingsScreens, 'LegalTextScreen'),
    },
    {
      path: paths.deleteAccount,
      loader: requireSession,
      lazy: lazyScreen(settingsScreens, 'DeleteAccountScreen'),
    },
    {
      path: paths.settingsSecurity,
      loader: requireSession,
      lazy: lazyScreen(settingsScreens, 'SecurityScreen'),
    },
    {
      // public: the goodbye screen, shown once the session is gone
      path: paths.accountDeleted,
      lazy: lazyScreen(settingsScreens, 'AccountDeletedScreen'),
    },
    {
      // public: the link of the confirmation e-mail, opened signed in or not
      path: paths.confirmEmail,
      lazy: lazyScreen(settingsScreens, 'ConfirmEmailScreen'),
    },
  ];
}
