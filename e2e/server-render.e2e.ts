// The public entry screens come as HTML with their content (apps/web/src/app/render.tsx): they read without
// JavaScript, in the visitor's language, and a shared link shows the item; with JavaScript, the page is hydrated
// as it is and its controls work.
import { expect, test, type Page } from '@playwright/test';
import ogs from 'open-graph-scraper';
import { htmlProblems } from '../apps/web/src/test/html-validation';
import { OWNER_STATE } from './global-setup';
import { demoItem, interactive, screenshot } from './support';

/** The same Digital Link with a wrong check digit: it names no item. */
const wrongCheckDigit = (path: string) =>
  path.replace(
    /^\/01\/(\d{13})(\d)/,
    (_, body: string, check: string) => `/01/${body}${(Number(check) + 1) % 10}`,
  );

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

for (const lang of ['en', 'fr'] as const) {
  test(`the sign-in, an item's public page and the shop read without JavaScript (${lang})`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'fr' ? 'Connexion' : 'Sign in' }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: lang === 'fr' ? 'Numéro de téléphone' : 'Phone number' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(lang === 'fr' ? 'Connexion à Heirloom' : 'Sign in to Heirloom');
    await screenshot(page, `${lang}-60-sign-in-from-html`);

    const item = await demoItem(request);
    await page.goto(item.path);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    // styled from its HTML: the screen's own styles are linked (the brand's mark is small, not the page's width)
    expect((await page.locator('main img').first().boundingBox())?.width).toBeLessThan(120);
    expect(await meta(page, 'og:title')).toContain(item.name);
    expect(await meta(page, 'og:type')).toBe('product');
    expect(await meta(page, 'og:image')).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/api\/media\//);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'og:description')).toContain(
      lang === 'fr' ? 'Sa fiche sur Heirloom' : 'Its record on Heirloom',
    );
    await screenshot(page, `${lang}-61-verify-from-html`);
    // the older /verify address moves to the Digital Link
    await page.goto(item.verifyPath);
    await expect(page).toHaveURL(item.link);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    // a Digital Link that names no item is a 404 (the page that says so needs JavaScript: see the test below)
    expect((await page.goto(wrongCheckDigit(item.path)))?.status()).toBe(404);

    await page.goto('/shop');
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'fr' ? 'Boutique' : 'Shop' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('link')
        .filter({ hasText: /Heritage|Maison|Atelier/ })
        .first(),
    ).toBeVisible();
    await screenshot(page, `${lang}-62-shop-from-html`);
    await context.close();
  });

  test(`the pages the server renders are valid HTML, their address in their language, their link previews whole (${lang})`, async ({
    request,
  }) => {
    const item = await demoItem(request);
    const found: Record<string, string[]> = {};
    for (const path of ['/login?next=%2Fsettings', `${item.path}?from=qr`, '/shop']) {
      const res = await request.get(path, { headers: { 'accept-language': lang } });
      expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await res.text();
      const own = `${new URL(path, res.url()).pathname}\\?lang=${lang}`;
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${own}" />`));
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="https?://[^/"]+${own}" />`));
      found[path] = await htmlProblems(html);
      // the link preview as a messaging app's parser reads it (open-graph-scraper, not our code)
      const { result } = await ogs({ html, onlyGetOpenGraphInfo: true });
      expect(result, path).toMatchObject({
        ogTitle: expect.any(String),
        ogDescription: expect.any(String),
        ogUrl: expect.stringContaining(`?lang=${lang}`),
        ogLocale: lang === 'fr' ? 'fr_FR' : 'en_US',
        ogLocaleAlternate: lang === 'fr' ? 'en_US' : 'fr_FR',
      });
      const [image] = result.ogImage ?? [];
      expect(image?.url, path).toMatch(/^https?:\/\//);
      expect(image?.alt, path).toBeTruthy();
      expect((await request.get(image!.url)).status(), image?.url).toBe(200);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`the signed-in home comes from the server with its page session, and is hydrated as it is (${lang})`, async ({
    browser,
  }) => {
    const text =
      lang === 'fr'
        ? { home: 'Votre collection', count: /\d+ objets/ }
        : { home: 'Your collection', count: /\d+ items/ };
    const options = {
      storageState: OWNER_STATE,
      locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      viewport: { width: 390, height: 844 },
    };
    // without JavaScript: the owner's collections, from the server's HTML, in their language
    const html = await browser.newContext({ ...options, javaScriptEnabled: false });
    const page = await html.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
    await expect(page.getByText(text.count).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Heritage Chronographs/ })).toBeVisible();
    // the first cover, the page's largest paint, asked for at once and first
    const firstCover = page.getByRole('listitem').first().locator('img');
    await expect(firstCover).toHaveAttribute('fetchpriority', 'high');
    await expect(firstCover).toHaveAttribute('loading', 'eager');
    await screenshot(page, `${lang}-62-home-from-html`);
    await html.close();
    // with JavaScript: hydrated, nothing repaired or logged, and its links lead on
    // (a first visit: no service worker yet, the navigation reaches the server)
    const context = await browser.newContext(options);
    const live = await context.newPage();
    const logged: string[] = [];
    live.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    await live.goto('/');
    await interactive(live);
    await expect(live.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
    await live.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
    await live.getByRole('link', { name: /Heritage Chronographs/ }).click();
    await expect(live).toHaveURL(/\/collections\//);
    await context.close();
  });
}

test('a page from HTML is hydrated as it is: nothing repaired, nothing logged, and its controls work', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  const item = await demoItem(request);
  await page.goto(item.path);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page.goto('/login');
  // the phone field works once hydrated: a number too short is refused in words, in French
  const phone = page.getByRole('textbox', { name: 'Numéro de téléphone' });
  await expect(phone).toBeVisible();
  await page.waitForLoadState('networkidle');
  await phone.fill('06');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(logged).toEqual([]);
  // a Digital Link that names no item: a page that says so, in the visitor's language (its status, 404, is checked
  // above: here the service worker, installed by now, answers the navigation)
  await page.goto(wrongCheckDigit(item.path));
  await expect(page.getByRole('heading', { level: 1, name: 'Aucun objet avec ce code' })).toBeVisible();
  await context.close();
});
