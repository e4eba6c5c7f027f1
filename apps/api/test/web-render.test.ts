// The server's render of the public entry screens, wired into the web app's pages: which addresses are rendered,
// in which language, the render's calls answered in-process, the head and data written safely into index.html,
// and the empty app page when a render fails. The render module here is a stand-in with the web build's exports
// (apps/web/src/app/render.tsx has its own tests; e2e/server-render.e2e.ts runs the real one in Chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, visitorLanguage } from '../src/http/web-render';
import { createTestApp, type TestApp } from './helpers';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-web-render-'));
const webDist = path.join(root, 'dist');
fs.mkdirSync(path.join(root, 'dist-server'), { recursive: true });
fs.mkdirSync(webDist);
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Heirloom: your items." />
    <title>Heirloom</title>
    <script type="module" crossorigin src="/assets/index-0.js"></script>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-0.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
fs.writeFileSync(path.join(webDist, 'index.html'), template);
// the browser build's manifest: the screen's chunk imports a shared one and the entry (which the page names already)
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/screen.tsx': {
      file: 'assets/screen-1.js',
      css: ['assets/screen-1.css'],
      imports: ['_shared.js', 'index.html'],
    },
    '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'], imports: ['src/screen.tsx'] },
    'index.html': { file: 'assets/index-0.js' },
  }),
);
// the build's manifest (English, as apps/web/src/config/web-manifest.ts writes it)
const icons = [{ src: '/icon-192-maskable.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' }];
fs.writeFileSync(
  path.join(webDist, 'manifest.webmanifest'),
  JSON.stringify({ id: '/', name: 'Heirloom', lang: 'en', description: 'Your items.', icons }),
);
// the stand-in renders the name of the brand the API gives for this host, and fails on /shop/item/broken
fs.writeFileSync(
  path.join(root, 'dist-server', 'render.js'),
  `export const rendersOnServer = (pathname) => ['/login', '/shop/item/broken', '/verify/x'].includes(pathname);
export const isAppAddress = (pathname) => ['/', '/items/1', '/login', '/shop', '/shop/item/broken', '/verify/x'].includes(pathname);
export async function render({ url, language, transport, origin }) {
  if (url.startsWith('/shop/item/broken')) throw new Error('render failed');
  const settings = await transport({ method: 'get', headers: {} }, '/api/v1/clients/settings');
  return {
    html: '<h1>' + language + ' ' + settings.status + ' ' + settings.data.name + '</h1>',
    head: {
      title: 'A "title" <b>',
      description: 'Described & told',
      image: { url: origin + '/api/media/1', alt: 'The "dial"', width: 1200, height: 800 },
      type: 'product',
    },
    modules: ['src/screen.tsx'],
    state: JSON.stringify({ url }).replace(/</g, '\\\\u003c'),
  };
}
`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST_DIR: webDist,
    SEED_DEMO: 'true',
    PUBLIC_URL: 'https://heirloom.example',
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('renders a public entry screen with the API answering in-process, in the browser’s language', async () => {
    const res = await t.app.inject({ url: '/verify/x', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.body).toMatch(/<html lang="fr"/);
    expect(res.body).toMatch(/<div id="root"><h1>fr 200 .+<\/h1><\/div>/);
    expect(res.body).toContain(
      '<script type="application/json" id="server-state">{"url":"/verify/x"}</script>',
    );
  });

  it('links the styles of the screen and of what it imports, and sets their scripts aside to preload, each once', async () => {
    const body = (await t.app.inject({ url: '/login' })).body;
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/screen-1.css" />');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-2.css" />');
    // the app's scripts and the screen's, in a template the entry puts in the head once the page has painted: no
    // script preload is left where the browser would fetch it with the page (decision 041)
    const aside = /<template id="app-preloads">(.*?)<\/template>/.exec(body)?.[1] ?? '';
    expect(aside.match(/<link [^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-0.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/screen-1.js" />',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-2.js" />',
    ]);
    expect(body.replace(aside, '')).not.toContain('modulepreload');
    expect(body.match(/assets\/start-0\.js/g)).toHaveLength(1);
    expect(body.match(/assets\/index-0\.js/g)).toHaveLength(1);
    // the styles come before the body: the page is styled from its first paint
    expect(body.indexOf('screen-1.css')).toBeLessThan(body.indexOf('<body>'));
  });

  it('prefers the language chosen in the app (its cookie) to the browser’s', async () => {
    const res = await t.app.inject({
      url: '/login',
      headers: { 'accept-language': 'fr', cookie: 'other=1; heirloom.language=en' },
    });
    expect(res.body).toMatch(/<html lang="en"/);
    expect(res.body).toContain('<h1>en 200');
  });

  it('speaks the language its address names (?lang=), whatever the visitor’s browser or cookie', async () => {
    const res = await t.app.inject({
      url: '/verify/x?lang=fr',
      headers: { 'accept-language': 'en', cookie: 'heirloom.language=en' },
    });
    expect(res.body).toMatch(/<html lang="fr"/);
    expect(res.body).toContain('<link rel="canonical" href="https://heirloom.example/verify/x?lang=fr" />');
    expect(res.body).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(res.body).toContain('<meta property="og:locale:alternate" content="en_US" />');
  });

  it('writes the head once, escaped: title, description, canonical, Open Graph and Twitter card', async () => {
    // the canonical address is the page's own in its language: no other query (a sign-in link's token would be
    // shared with the page)
    const res = await t.app.inject({ url: '/verify/x?from=qr&token=secret' });
    const body = res.body;
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(body).toContain('<title>A &quot;title&quot; &lt;b&gt;</title>');
    expect(body).toContain('<meta property="og:title" content="A &quot;title&quot; &lt;b&gt;" />');
    expect(body).toContain('<meta name="description" content="Described &amp; told" />');
    expect(body).toContain('<meta property="og:url" content="https://heirloom.example/verify/x?lang=en" />');
    expect(body).toContain('<meta property="og:image" content="https://heirloom.example/api/media/1" />');
    expect(body).toContain('<meta property="og:image:alt" content="The &quot;dial&quot;" />');
    expect(body).toContain('<meta property="og:image:width" content="1200" />');
    expect(body).toContain('<meta property="og:image:height" content="800" />');
    expect(body).toContain('<meta property="og:locale" content="en_US" />');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).toContain('<link rel="canonical" href="https://heirloom.example/verify/x?lang=en" />');
    // each language's address, and the one that follows the visitor's
    expect(body).toContain(
      '<link rel="alternate" hreflang="en" href="https://heirloom.example/verify/x?lang=en" />',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="fr" href="https://heirloom.example/verify/x?lang=fr" />',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://heirloom.example/verify/x" />',
    );
    expect(body.slice(0, body.indexOf('</head>'))).not.toContain('secret');
    // the template's title and description are taken out with their lines: no line is left ending in spaces
    expect(body).not.toMatch(/[ \t]\n/);
  });

  it('serves the empty app page for other addresses, and when a render fails', async () => {
    for (const url of ['/', '/items/1', '/shop/item/broken']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(template);
    }
  });

  it('answers 404, with the app’s page (its not-found screen), an address the app has no screen for', async () => {
    for (const url of ['/no/such/page', '/.well-known/anything', '/items/1/nothing?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(template);
    }
  });
});

describe('what crawlers read', () => {
  it('robots.txt keeps them out of the signed-in screens, the console and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/console', '/items/', '/settings'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).not.toMatch(/Disallow: \/shop\n/);
    expect(res.body).toContain('Sitemap: https://heirloom.example/sitemap.xml');
  });

  it('the sitemap lists the public pages in both languages, with their alternates', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://heirloom.example/login?lang=en',
        'https://heirloom.example/login?lang=fr',
        'https://heirloom.example/shop?lang=en',
        'https://heirloom.example/shop?lang=fr',
      ]),
    );
    // the demo's collections on sale, each a page
    expect(locs.filter((loc) => /\/shop\/[0-9a-f-]{36}\?lang=en$/.test(loc!)).length).toBeGreaterThan(0);
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://heirloom.example/shop?lang=fr"/>',
    );
  });
});

describe('the web manifest', () => {
  it('is in the reader’s language (their choice in the app first), the same app in each', async () => {
    const ask = (headers: Record<string, string>) => t.app.inject({ url: '/manifest.webmanifest', headers });
    const french = await ask({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(french.headers.vary).toBe('Accept-Language, Cookie');
    expect(french.json()).toEqual({
      id: '/',
      name: 'Heirloom',
      lang: 'fr',
      description: 'Vos objets de luxe authentifiés et leurs certificats numériques.',
      icons,
    });
    const chosen = await ask({ 'accept-language': 'fr', cookie: 'heirloom.language=en' });
    expect(chosen.json()).toMatchObject({ id: '/', lang: 'en', icons });
  });
});

describe('fillTemplate', () => {
  it('puts the screen in the root and its data beside it, and sets the language', () => {
    const page = fillTemplate(
      template,
      { html: '<p>x</p>', head: { title: 'T', description: 'D', type: 'website' }, modules: [], state: '{}' },
      'fr',
      'https://h.example/login',
    );
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(
      '<div id="root"><p>x</p></div><script type="application/json" id="server-state">{}</script>',
    );
    expect(page).not.toContain('og:image');
    expect(page).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('marks the data of a page whose app starts as it opens (decision 041), and only that one', () => {
    const page = { html: '', head: { title: 'T', description: 'D', type: 'website' as const }, modules: [] };
    const at = (startsAtOnce?: boolean) =>
      fillTemplate(template, { ...page, state: '{}', startsAtOnce }, 'en', 'https://h.example/login');
    expect(at(true)).toContain(
      '<script type="application/json" id="server-state" data-starts="at-once">{}</script>',
    );
    for (const later of [at(false), at(undefined)])
      expect(later).toContain('<script type="application/json" id="server-state">{}</script>');
  });

  it('reads the language from the address, then the cookie, then Accept-Language, then English', () => {
    const language = (headers: Record<string, string>, url = '/login') =>
      visitorLanguage({ headers, url } as never);
    expect(language({ cookie: 'heirloom.language=fr' })).toBe('fr');
    expect(language({ cookie: 'heirloom.language=de', 'accept-language': 'fr' })).toBe('fr');
    expect(language({ 'accept-language': 'de, en;q=0.5' })).toBe('en');
    expect(language({})).toBe('en');
    expect(language({ cookie: 'heirloom.language=en' }, '/shop?lang=fr')).toBe('fr');
    expect(language({ 'accept-language': 'fr' }, '/shop?lang=de')).toBe('fr');
  });
});
