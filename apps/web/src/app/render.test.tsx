// The server's render of the public entry screens: their content and head in the visitor's language, the data
// inlined safely, and a hydration in the browser that takes the server's HTML as it is (no difference repaired).
import type { QueryClient } from '@tanstack/react-query';
import { hydrate } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { http } from '../api/client';
import type { HttpRequest, HttpResponse } from '../api/http';
import type { PublicItem } from '../api/protection';
import { makePassportView } from '../test/fixtures/passport';
import { makePublicItem } from '../test/fixtures/protection';
import { createMemoryRouter } from '../lib/router';
import { makeCollection, page as itemsPage } from '../test/fixtures/items';
import { lastAccepted } from '../test/fixtures/legal';
import { unseenCollections } from '../test/fixtures/messages';
import { signIn, USER_ID } from '../test/fixtures/settings';
import { tokenStore } from '../api/token-store';
import { clearedAfterTest } from '../test/render-screen';
import { App, createQueryClient } from './app';
import { render, rendersForOwner, rendersOnServer } from './render';
import { appRoutes } from './router';
import { reviveRender } from './server-state';

const ORIGIN = 'https://heirloom.example';
const calls: HttpRequest[] = [];

/** The API as the server's render reaches it: the brand's settings are unavailable, the item is `item`. */
function api(item: PublicItem = makePublicItem()) {
  return async (request: HttpRequest): Promise<HttpResponse> => {
    calls.push(request);
    if (request.url === `/public/items/${item.publicId}`) return { status: 200, data: item };
    return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'No' } };
  };
}

const containers: HTMLElement[] = [];
/** The hydrated apps: unmounted after each test (testing-library's cleanup knows only the roots it rendered). */
const roots: Root[] = [];
afterEach(() => {
  calls.length = 0;
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  containers.splice(0).forEach((container) => container.remove());
});

describe('server render', () => {
  it('renders the public entry screens only', () => {
    expect(['/login', '/shop', '/shop/item/abc', '/verify/pub-1'].map(rendersOnServer)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/items/1', '/shop/market', '/shop/c1', '/settings'].map(rendersOnServer)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('renders the sign-in screen in the visitor’s language, with its title', async () => {
    const page = await render({ url: '/login', language: 'fr', transport: api(), origin: ORIGIN });
    expect(page?.html).toContain('Connexion');
    expect(page?.html).toContain('Recevoir un code');
    expect(page?.head).toMatchObject({ title: 'Connexion à Heirloom', type: 'website' });
  });

  it('says which addresses have the app start as the page opens: a sign-in link, a tap; not the others', async () => {
    const startsAtOnce = async (url: string) =>
      (await render({ url, language: 'en', transport: api(), origin: ORIGIN }))?.startsAtOnce;
    expect(await startsAtOnce('/login?token=abc')).toBe(true);
    expect(await startsAtOnce('/verify/pub-1?e=EF963FF7828658A599F3041510671E88&c=94EED9EE65337086')).toBe(
      true,
    );
    for (const url of [
      '/login',
      '/login?next=%2Fsettings',
      '/verify/pub-1',
      '/verify/pub-1?proof=x',
      '/shop',
    ])
      expect(await startsAtOnce(url), url).toBe(false);
  });

  it('asks each read of a page once, and nothing after the page is made (no retry, nothing a route starts for the browser)', async () => {
    // the API refuses every read: each page says so, as the browser would, without asking again
    const asked = async (url: string) => {
      calls.length = 0;
      await render({ url, language: 'en', transport: api(), origin: ORIGIN });
      return calls.map((call) => call.url).sort();
    };
    expect(await asked('/shop')).toEqual(['/nft-collections/forSale', '/v1/clients/settings']);
    expect(await asked('/shop/item/abc')).toEqual(['/products/forSale/abc', '/v1/clients/settings']);
    // a retry would come a second later, whichever page started it
    calls.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls.map((call) => call.url)).toEqual([]);
  });

  it('renders an item’s public page with its facts, and a link preview with its picture', async () => {
    const page = await render({ url: '/verify/pub-1', language: 'en', transport: api(), origin: ORIGIN });
    expect(page?.html).toContain('Chronograph No. 1');
    expect(page?.html).toContain('AR-1001');
    expect(page?.head).toEqual({
      title: 'Chronograph No. 1 by Maison Arlo: its Heirloom record',
      description: expect.stringMatching(
        /^Chronograph No\. 1, Heritage Watches\. .*A hand-finished chronograph\.$/,
      ),
      image: { url: `${ORIGIN}/api/media/public/1/full`, alt: 'Dial', width: 1200, height: 900 },
      type: 'product',
    });
    // asked as the browser would have asked, brand settings included, and its passport by its GS1 identity
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/public/items/pub-1',
      '/public/passports/09506000134352/AR-1001',
      '/v1/clients/settings',
    ]);
  });

  it('renders an owner’s proof of ownership from the address, without times the visitor’s zone would change', async () => {
    const proof = 'sealed-proof-0123456789abcdef';
    const checkedAt = '2026-03-02T14:03:00.000Z';
    const transport = async (request: HttpRequest): Promise<HttpResponse> => {
      if (request.url === '/public/ownershipProof' && request.params?.proof === proof) {
        calls.push(request);
        const validUntil = '2026-03-02T14:08:00.000Z';
        return { status: 200, data: { status: 'proven', publicId: 'pub-1', checkedAt, validUntil } };
      }
      return api()(request);
    };
    const page = await render({
      url: `/verify/pub-1?proof=${proof}`,
      language: 'fr',
      transport,
      origin: ORIGIN,
    });
    expect(page?.html).toContain('Preuve de possession');
    expect(page?.html).toContain('vérifié à l’instant (valable 5 minutes)');
    expect(page?.html).toContain('Cette page prouve la fiche, pas l’objet');
    expect(calls.map((call) => [call.url, call.params])).toContainEqual([
      '/public/ownershipProof',
      { proof },
    ]);
  });

  it.each([
    ['/login', 'src/features/auth/login-screen.tsx'],
    ['/verify/pub-1', 'src/features/verify/verify-screen.tsx'],
    ['/shop', 'src/features/shop/shop-screen.tsx'],
    ['/shop/item/abc', 'src/features/shop/shop-item-screen.tsx'],
  ])(
    'names the files %s shows: its screen and the texts its route loads, in its language',
    async (url, module) => {
      const load = vi.spyOn(i18n, 'load');
      const page = await render({ url, language: 'fr', transport: api(), origin: ORIGIN });
      const routeTexts = load.mock.calls.flat().filter((bundle) => bundle !== 'common');
      expect(page?.modules).toEqual([
        module,
        'src/i18n/fr.json',
        'src/i18n/ui/fr.json',
        ...routeTexts.map((bundle) => `src/i18n/${bundle}/fr.json`),
      ]);
      // (the tests run in apps/web, where the manifest names modules from)
      expect(existsSync(path.join(process.cwd(), module))).toBe(true);
    },
  );

  it('renders the item’s passport in the visitor’s language, which the browser hydrates as it is, without asking again', async () => {
    const passport = makePassportView({ role: 'public', personal: null, consent: null });
    const transport = async (request: HttpRequest): Promise<HttpResponse> => {
      if (request.url !== '/public/passports/09506000134352/AR-1001') return api()(request);
      calls.push(request);
      return { status: 200, data: passport };
    };
    const page = await render({ url: '/verify/pub-1', language: 'fr', transport, origin: ORIGIN });
    expect(calls.find((call) => call.url.startsWith('/public/passports/'))?.params).toEqual({ lang: 'fr' });
    expect(page?.html).toContain('Passeport produit');
    expect(page?.html).toContain('Essuyer avec un chiffon sec.');
    expect(page?.html).toContain('Jusqu’au 31 décembre 2036');

    await i18n.changeLanguage('fr');
    const container = document.createElement('div');
    container.innerHTML = page?.html ?? '';
    document.body.append(container);
    containers.push(container);
    const browserCalls: string[] = [];
    const serverTransport = http.transport;
    http.transport = (request) => {
      browserCalls.push(request.url);
      return transport(request);
    };
    try {
      const serverHtml = container.innerHTML;
      const { router, repaired } = await hydrateAsTheBrowser(container, page?.state, '/verify/pub-1');
      expect(repaired).toEqual([]);
      expect(container.innerHTML).toBe(serverHtml);
      expect(screen.getByRole('region', { name: 'Passeport produit' })).toBeInTheDocument();
      expect(browserCalls.filter((url) => url.startsWith('/public/passports/'))).toEqual([]);
      router.dispose();
    } finally {
      http.transport = serverTransport;
      await i18n.changeLanguage('en');
    }
  });

  it('inlines its data so that no text of it can close the script element', async () => {
    const item = makePublicItem({ name: '</script><script>alert(1)</script>' });
    const page = await render({ url: '/verify/pub-1', language: 'en', transport: api(item), origin: ORIGIN });
    expect(page?.state).not.toContain('</script>');
    expect(JSON.stringify(JSON.parse(page?.state ?? ''))).toContain('</script><script>alert(1)');
    expect(page?.html).not.toContain('<script>alert(1)');
  });

  it.each(['/verify/pub-1', '/login'])('is hydrated in the browser as it is: %s', async (url) => {
    const page = await render({ url, language: 'en', transport: api(), origin: ORIGIN });
    const container = document.createElement('div');
    container.innerHTML = page?.html ?? '';
    document.body.append(container);
    containers.push(container);
    const serverHtml = container.innerHTML;

    const { router, repaired } = await hydrateAsTheBrowser(container, page?.state, url);
    expect(repaired).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    router.dispose();
  });

  describe('a tap of the item’s tag (`?e=…&c=…`), read once by the render and never by the browser', () => {
    const TAP = '/01/00614141000012/21/AR-1001?e=EF963FF7828658A599F3041510671E88&c=94EED9EE65337086';
    const item = makePublicItem();
    /** The API: the page's item by its Digital Link, and the tap's answer. */
    const tapApi =
      (tap: HttpResponse) =>
      async (request: HttpRequest): Promise<HttpResponse> => {
        calls.push(request);
        if (request.url === '/public/taps') return tap;
        // the item has no passport (the browser asks for it once the page is hydrated)
        if (request.url.startsWith('/public/passports/'))
          return { status: 404, data: { statusCode: 404, code: 'PASSPORT_NOT_FOUND', message: 'None' } };
        if (request.url.startsWith('/public/')) return { status: 200, data: item };
        return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'No' } };
      };
    const genuine = {
      status: 200,
      data: { verdict: 'genuine', item, counter: 7, readAt: '2026-03-02T14:03:00.000Z' },
    };
    const limited = {
      status: 429,
      data: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many taps' },
    };

    it.each([
      ['genuine', genuine, 'Tag read just now', 'read just now: the object it is fixed to is here'],
      ['refused (429)', limited, 'Too many reads', 'Try again in a minute.'],
    ])(
      '%s: said by the server’s page, which the browser hydrates as it is, without reading again',
      async (_, tap, title, text) => {
        const page = await render({ url: TAP, language: 'en', transport: tapApi(tap), origin: ORIGIN });
        expect(page?.html).toContain(title);
        expect(page?.html).toContain(text);
        expect(calls.filter((call) => call.url === '/public/taps')).toHaveLength(1);

        const container = document.createElement('div');
        container.innerHTML = page?.html ?? '';
        document.body.append(container);
        containers.push(container);
        const browserCalls: string[] = [];
        const serverTransport = http.transport;
        http.transport = (request) => {
          browserCalls.push(request.url);
          return tapApi(tap)(request);
        };
        try {
          const { router, repaired } = await hydrateAsTheBrowser(container, page?.state, TAP);
          expect(repaired).toEqual([]);
          expect(screen.getByText(title)).toBeInTheDocument();
          expect(browserCalls).not.toContain('/public/taps');
          router.dispose();
        } finally {
          http.transport = serverTransport;
        }
      },
    );
  });
});

describe('the signed-in owner’s home (a page session, decision 042)', () => {
  /** The API as the owner's render reaches it: the legal texts accepted (or not), two collections, one unread. */
  const ownerApi =
    (accepted = true) =>
    async (request: HttpRequest): Promise<HttpResponse> => {
      calls.push(request);
      if (request.url === '/legals/lastLegalsAccepted')
        return { status: 200, data: lastAccepted({ terms: accepted }) };
      if (request.url === '/v1/products/count') return { status: 200, data: { count: 4 } };
      if (request.url.startsWith('/v1/products/collections/'))
        return itemsPage([makeCollection(3), makeCollection(1)]);
      if (request.url === '/v1/messages/unseenCountByNftCollections')
        return { status: 200, data: unseenCollections([{ collectionId: makeCollection(3).id, unseen: 2 }]) };
      return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'No' } };
    };
  afterEach(() => tokenStore.clear());

  it('is rendered for an owner only: never for a visitor, never as a visitor’s screen', async () => {
    expect(rendersForOwner('/')).toBe(true);
    expect(['/login', '/shop', '/items/1', '/settings'].map(rendersForOwner)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(rendersOnServer('/')).toBe(false);
    expect(await render({ url: '/', language: 'en', transport: ownerApi(), origin: ORIGIN })).toBeUndefined();
    expect(calls).toEqual([]);
    // a visitor's screen is rendered as a visitor's, whoever asks
    const login = await render({
      url: '/login',
      language: 'en',
      transport: api(),
      origin: ORIGIN,
      owner: USER_ID,
    });
    expect(JSON.parse(login?.state ?? '{}')).not.toHaveProperty('owner');
    expect(login).not.toHaveProperty('owner');
  });

  it.each([
    ['en', 'Your collection', '4 items in your collection', '3 items'],
    ['fr', 'Votre collection', '4 objets dans votre collection', '3 objets'],
  ] as const)(
    'renders the collections in the owner’s language (%s), saying whose they are',
    async (language, title, count, items) => {
      const page = await render({
        url: '/',
        language,
        transport: ownerApi(),
        origin: ORIGIN,
        owner: USER_ID,
      });
      expect(page?.head.title).toBe(title);
      expect(page?.html).toContain(title);
      expect(page?.html).toContain(count);
      expect(page?.html).toContain(makeCollection(3).name);
      expect(page?.html).toContain(items);
      // the first covers, the page's largest paint, asked for at once and first
      expect(page?.html).toMatch(/<img(?=[^>]*fetchpriority="high")(?=[^>]*src="\/api\/media\/)[^>]*>/i);
      expect(JSON.parse(page?.state ?? '{}')).toMatchObject({ owner: USER_ID });
      // whose page it is, for the browser's entry; and nothing to do before the owner acts (decision 041)
      expect(page).toMatchObject({ owner: USER_ID, startsAtOnce: false });
      expect(page?.modules[0]).toBe('src/features/home/home-screen.tsx');
      expect(calls.map((call) => call.url).sort()).toEqual([
        '/legals/lastLegalsAccepted',
        '/v1/clients/settings',
        '/v1/messages/unseenCountByNftCollections',
        '/v1/products/collections/10/0',
        '/v1/products/count',
      ]);
    },
  );

  it('renders nothing, and asks for none of the home’s data, for an owner who has not accepted the latest texts', async () => {
    const page = await render({
      url: '/',
      language: 'en',
      transport: ownerApi(false),
      origin: ORIGIN,
      owner: USER_ID,
    });
    expect(page).toBeUndefined();
    expect(calls.map((call) => call.url)).toContain('/legals/lastLegalsAccepted');
    // (the legal screen's texts may be asked for: it is where the owner goes)
    expect(calls.map((call) => call.url).filter((url) => /products|messages/.test(url))).toEqual([]);
  });

  it('reads the render’s session, not this process’s storage, and signs no one out', async () => {
    signIn('someone-else');
    const seen: (string | undefined)[] = [];
    const transport = async (request: HttpRequest): Promise<HttpResponse> => {
      seen.push(tokenStore.owner());
      tokenStore.clear();
      return ownerApi()(request);
    };
    await render({ url: '/', language: 'en', transport, origin: ORIGIN, owner: USER_ID });
    await render({ url: '/login', language: 'en', transport, origin: ORIGIN, owner: USER_ID });
    expect(new Set(seen)).toEqual(new Set([USER_ID, undefined]));
    // outside a render, the storage as before, untouched
    expect(tokenStore.owner()).toBe('someone-else');
  });

  it('is hydrated as it is by the same owner signed in, without asking for its data again', async () => {
    const page = await render({
      url: '/',
      language: 'en',
      transport: ownerApi(),
      origin: ORIGIN,
      owner: USER_ID,
    });
    calls.length = 0;
    signIn(USER_ID);
    const container = document.createElement('div');
    container.innerHTML = page?.html ?? '';
    document.body.append(container);
    containers.push(container);
    const serverHtml = container.innerHTML;
    const serverTransport = http.transport;
    http.transport = ownerApi();
    try {
      const { router, repaired, visited } = await hydrateAsTheBrowser(container, page?.state, '/');
      expect(repaired).toEqual([]);
      expect(screen.getByRole('heading', { level: 1, name: 'Your collection' })).toBeInTheDocument();
      // the owner stays on their home: not sent to the sign-in screen and back while it hydrates
      expect(visited).toEqual([]);
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByRole('link', { name: /Collection 3/ })).toBeInTheDocument();
      expect(container.innerHTML).toContain(makeCollection(1).name);
      // the home's own data, the legal state included, is not asked for again (what the earlier tests' pages may
      // still ask, and the brand's settings this stand-in API lacks, are not the home's)
      const asked = calls.map((call) => call.url).filter((url) => /products|messages|legals/.test(url));
      expect(asked).toEqual([]);
      expect(serverHtml).toContain(makeCollection(1).name);
      router.dispose();
    } finally {
      http.transport = serverTransport;
    }
  });
});

/** The server's page taken over as the browser does (app/start.tsx): its data revived, then hydrated; what React
 * had to repair is listed. */
async function hydrateAsTheBrowser(container: HTMLElement, state: string | undefined, url: string) {
  const queryClient: QueryClient = clearedAfterTest(createQueryClient());
  hydrate(queryClient, reviveRender(JSON.parse(state ?? '{"queries":[]}')));
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [url] });
  await router.ready();
  // every address the app goes to from then on
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  const repaired: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
        { onRecoverableError: (error) => repaired.push(error) },
      ),
    );
  });
  return { router, repaired, visited };
}
