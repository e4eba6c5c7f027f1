// The server's render of the public entry screens (the API's http/web.ts loads this build, dist-server/render.js):
// the sign-in screen, the shop, a shop item and an item's public page, as HTML with their content, in the
// visitor's language, with the data they were rendered from for the browser to hydrate (app/start.tsx); and the
// signed-in owner's home, for the owner of a page session (decision 042).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { clientSettingsQuery } from '../api/clients';
import { http } from '../api/client';
import type { Transport } from '../api/http';
import { collectionsQuery, itemCountQuery } from '../api/items';
import { lastAcceptedQuery } from '../api/legal';
import { unseenByCollectionsQuery } from '../api/messages';
import { tokenStore } from '../api/token-store';
import { ownershipProofQuery } from '../api/ownership-proof';
import { publicPassportQuery } from '../api/passport';
import { publicItemOfPage, type PublicItem } from '../api/protection';
import { collectionsForSaleQuery, itemForSaleQuery } from '../api/shop';
import { sunOf, tapQuery } from '../api/taps';
import { consolePaths, paths } from '../config/paths';
import { featureNamespaces, loadBundle, type FeatureNamespace, type Language } from '../i18n';
import { TextsProvider } from '../i18n/react';
import { TextStore } from '../i18n/texts';
import { createMemoryRouter, matchRoutes, type Params } from '../lib/router';
import { App, createQueryClient } from './app';
import { headOf, type Head } from './head';
import { dehydrateRender } from './server-state';
import { appRoutes } from './router';

export type { Head } from './head';

/** A query the render waits for, asked once: a failure shows as it would in the browser, without a retry's delay. */
const once = <O extends object>(options: O) => ({ ...options, retry: false as const });

interface RenderedScreen {
  path: string;
  /** The screen's module and the text bundles its route loads (app/router.tsx): the page names their files. */
  module: string;
  texts: FeatureNamespace[];
  /** An owner's screen: rendered only for a signed-in owner (a page session), as that owner. */
  owner?: true;
  /** The data the screen shows at once (`search`: the address's query), in the visitor's language. */
  load: (client: QueryClient, params: Params, search: URLSearchParams, language: Language) => Promise<void>;
  /**
   * Whether the app has work to do as the page opens at this address, without waiting for the visitor's first
   * gesture (decision 041): a sign-in link's token to use, a tap's parameters to take out of the address.
   */
  startsAtOnce?: (search: URLSearchParams) => boolean;
}

/** The screens rendered on the server. */
const renderedScreens: RenderedScreen[] = [
  {
    path: paths.home,
    module: 'src/features/home/home-screen.tsx',
    texts: ['items', 'messages', 'transfers'],
    owner: true,
    // the legal gate's answer first: an owner who has not accepted the latest texts is sent to /legal, and the
    // home's data is not even asked for (the route's loader then finds the answer fresh)
    load: async (client) => {
      const legal = await client.fetchQuery(once(lastAcceptedQuery())).catch(() => undefined);
      if (!legal?.upToDate) return;
      await Promise.all([
        client.prefetchQuery(once(itemCountQuery())),
        client.prefetchInfiniteQuery(once(collectionsQuery())),
        client.prefetchQuery(once(unseenByCollectionsQuery())),
      ]);
    },
  },
  {
    path: paths.login,
    module: 'src/features/auth/login-screen.tsx',
    texts: [],
    load: async () => undefined,
    startsAtOnce: (search) => search.has('token'),
  },
  {
    path: paths.shop,
    module: 'src/features/shop/shop-screen.tsx',
    texts: ['items', 'shop'],
    load: (client) => client.prefetchQuery(once(collectionsForSaleQuery())),
  },
  {
    path: paths.shopItem,
    module: 'src/features/shop/shop-item-screen.tsx',
    texts: ['items', 'shop'],
    load: (client, { id }) => client.prefetchQuery(once(itemForSaleQuery(id ?? ''))),
  },
  // the item's public page, by its Digital Link or its old /verify address
  ...[paths.digitalLink, paths.verify].map((path): RenderedScreen => ({
    path,
    module: 'src/features/verify/verify-screen.tsx',
    texts: ['aftersales', 'items'],
    startsAtOnce: (search) => sunOf(search) !== undefined,
    load: async (client, params, search, language) => {
      const proof = search.get('proof');
      const sun = sunOf(search);
      await Promise.all([
        client.prefetchQuery(once(publicItemOfPage(params))).then(() => {
          // its passport, by the GS1 identity the item has (none: nothing asked, nothing shown)
          const item = client.getQueryData<PublicItem>(publicItemOfPage(params).queryKey);
          if (!item?.gtin) return undefined;
          return client.prefetchQuery(once(publicPassportQuery(item.gtin, item.serialNumber, language)));
        }),
        // an owner's proof of ownership, checked as the page is made (docs/decisions/023-…)
        proof ? client.prefetchQuery(once(ownershipProofQuery(proof))) : undefined,
        // a tap of the item's tag, read here once: the browser shows this answer and never reads it again
        sun ? client.prefetchQuery(once(tapQuery(params, sun))) : undefined,
      ]);
    },
  })),
];

/** The screen an address shows, with its params (the screens are the routes matched). */
function screenOf(pathname: string): { screen: RenderedScreen; params: Params } | undefined {
  const [match] = matchRoutes(renderedScreens, pathname) ?? [];
  return match && { screen: match.route as RenderedScreen, params: match.params };
}

const appAddresses = [...Object.values(paths), ...Object.values(consolePaths)].map((path) => ({ path }));

/** Whether the app has a screen at this address: any other is answered 404, with the app's not-found page. */
export function isAppAddress(pathname: string): boolean {
  return matchRoutes(appAddresses, pathname) !== null;
}

/** Whether the server renders this address for anyone (anything else gets the app's empty page). */
export function rendersOnServer(pathname: string): boolean {
  const found = screenOf(pathname);
  return found !== undefined && !found.screen.owner;
}

/** Whether the server renders this address for the owner of a page session (decision 042). */
export function rendersForOwner(pathname: string): boolean {
  return screenOf(pathname)?.screen.owner === true;
}

export interface RenderRequest {
  /** The address asked for, path and query. */
  url: string;
  language: Language;
  /** How the render's calls reach the API (in the server: in-process, as this visitor). */
  transport: Transport;
  /** `https://host`: for the absolute addresses of the link previews' pictures. */
  origin: string;
  /** The signed-in owner (their id) of an owner's screen; the transport makes their calls. */
  owner?: string;
}

export interface Rendered {
  html: string;
  head: Head;
  /**
   * The source modules the page shows, as the build's manifest names them (dist/.vite/manifest.json): the server
   * links their styles and preloads their scripts, so the page is styled from its HTML and hydrates without a
   * chain of requests.
   */
  modules: string[];
  /** The render's data, as JSON for a `<script type="application/json">` (already safe to inline). */
  state: string;
  /** The app starts as the page opens rather than on the visitor's first gesture (decision 041). */
  startsAtOnce: boolean;
  /** An owner's screen: whose (decision 042), for the browser to know before its app starts. */
  owner?: string;
}

// each render's calls go through its own transport, and read its own owner, even while renders overlap
const renders = new AsyncLocalStorage<{ transport: Transport; owner?: string }>();
http.transport = (request, url) => {
  const transport = renders.getStore()?.transport;
  if (!transport) return Promise.reject(new Error(`no transport for ${url} outside a render`));
  return transport(request, url);
};
// A render's session is its own, not a browser's storage: its owner on an owner's screen, no one on a visitor's; and a
// render signs no one out. (Outside a render, as in the tests that hydrate in this same process, the storage.)
const stored = { ...tokenStore };
tokenStore.isSignedIn = () => {
  const render = renders.getStore();
  return render ? render.owner !== undefined : stored.isSignedIn();
};
tokenStore.owner = () => {
  const render = renders.getStore();
  return render ? render.owner : stored.owner();
};
tokenStore.clear = () => {
  if (!renders.getStore()) stored.clear();
};

/** Every text of one language, loaded once per process. */
const texts = new Map<Language, Promise<TextStore>>();
function textsIn(language: Language): Promise<TextStore> {
  let store = texts.get(language);
  if (!store) {
    const loading = new TextStore(language, loadBundle);
    store = loading.load('common', ...featureNamespaces).then(() => loading);
    texts.set(language, store);
  }
  return store;
}

/** `<` in inlined JSON could close the script element: written as its escape. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function render(request: RenderRequest): Promise<Rendered | undefined> {
  const { pathname, searchParams } = new URL(request.url, request.origin);
  const found = screenOf(pathname);
  if (!found || (found.screen.owner && !request.owner)) return undefined;
  // a visitor's screen is the same for everyone: rendered without a session whoever asks
  const owner = found.screen.owner ? request.owner : undefined;
  return renders.run({ transport: request.transport, owner }, async () => {
    const store = await textsIn(request.language);
    const queryClient = createQueryClient();
    // the data first: the routes' loaders then find it fresh and ask for nothing
    await Promise.all([
      queryClient.prefetchQuery(once(clientSettingsQuery())),
      found.screen.load(queryClient, found.params, searchParams, request.language),
    ]);
    const router = createMemoryRouter(appRoutes(queryClient, { prefetch: false }), {
      initialEntries: [request.url],
    });
    await router.ready();
    // a loader sent the owner elsewhere (the legal gate): no page, the browser takes them there
    if (router.state.location.pathname !== pathname) {
      router.dispose();
      return undefined;
    }
    const html = renderToString(
      <StrictMode>
        <TextsProvider texts={store}>
          <App queryClient={queryClient} router={router} />
        </TextsProvider>
      </StrictMode>,
    );
    router.dispose();
    const head = headOf(found.screen.path, found.params, queryClient, store, request.origin);
    const language = request.language;
    const modules = [
      found.screen.module,
      `src/i18n/${language}.json`,
      `src/i18n/ui/${language}.json`,
      ...found.screen.texts.map((bundle) => `src/i18n/${bundle}/${language}.json`),
    ];
    const startsAtOnce = found.screen.startsAtOnce?.(searchParams) ?? false;
    const state = inlineJson(dehydrateRender(queryClient, owner));
    return { html, head, modules, state, startsAtOnce, ...(owner ? { owner } : {}) };
  });
}
