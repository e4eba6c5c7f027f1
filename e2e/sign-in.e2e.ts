// A new user signs in through the UI at 390×844, in English and in French (language from the browser).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { codeOf, latestSms, newFrenchMobile, passLegalGate, screenshot } from './support';

/** A refusal the test asks for (a wrong code, a spent link): Chromium logs the API's 4xx as an error. */
const expectedRefusal = (message: ConsoleMessage) =>
  /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
  new URL(message.location().url).pathname.startsWith('/api/');

// The built app must keep to its own Content-Security-Policy and log no error, on every screen here.
const problems: string[] = [];
test.beforeEach(async ({ page }) => {
  problems.length = 0;
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedRefusal(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
});
test.afterEach(() => {
  expect(problems, 'CSP violations and console errors').toEqual([]);
});

const copy = {
  en: {
    search: 'Search a country',
    title: 'Sign in',
    send: 'Receive a code',
    codeTitle: 'Enter the code',
    home: 'Your collection',
    logout: 'Log out',
    settings: 'Settings and account',
    phone: 'Phone number',
    wrong: /not correct/,
  },
  fr: {
    search: 'Chercher un pays',
    title: 'Connexion',
    send: 'Recevoir un code',
    codeTitle: 'Saisissez le code',
    home: 'Votre collection',
    logout: 'Se déconnecter',
    settings: 'Réglages et compte',
    phone: 'Numéro de téléphone',
    wrong: /n’est pas correct/,
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test.describe(`sign-in (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const text = copy[lang];

    test('a new user signs in with the SMS code', async ({ page, request }) => {
      const { national, e164 } = newFrenchMobile();
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await screenshot(page, `${lang}-01-sign-in`);

      // The country picker: bottom sheet with a localized search box; France is the default.
      await page.getByRole('button', { name: /\+33/ }).click();
      const search = page.getByPlaceholder(text.search);
      await expect(search).toBeVisible();
      await screenshot(page, `${lang}-02-country-picker`);
      await search.fill('belg');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /\+32/ })
        .or(page.getByRole('dialog').getByRole('option', { name: /\+32/ }))
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: /\+32/ })).toBeVisible();
      await page.getByRole('button', { name: /\+32/ }).click();
      await page.getByPlaceholder(text.search).fill('fran');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /\+33/ })
        .or(page.getByRole('dialog').getByRole('option', { name: /\+33/ }))
        .first()
        .click();

      await page.getByLabel(text.phone, { exact: true }).fill(national);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.codeTitle })).toBeVisible();

      const sms = await latestSms(request, e164);
      if (lang === 'fr') expect(sms).toContain('votre code de connexion');
      else expect(sms).toContain('your sign-in code');
      const code = codeOf(sms);

      // A wrong code: error style on the boxes and a message.
      const wrong = code === '000000' ? '111111' : '000000';
      const firstBox = page.getByRole('textbox').first();
      await firstBox.click();
      await page.keyboard.type(wrong);
      await expect(page.getByRole('alert').filter({ hasText: text.wrong })).toBeVisible();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await screenshot(page, `${lang}-03-wrong-code`);

      // Clear and type the right one: signed in.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
      await page.getByRole('textbox').first().click();
      await page.keyboard.type(code);
      // First sign-in: the legal gate, and nothing else is reachable until it is passed
      await expect(page).toHaveURL(/\/legal/);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      await page.goto('/activity');
      await expect(page).toHaveURL(/\/legal\?next=%2Factivity/);
      await page.goto('/');
      await passLegalGate(page, lang, `${lang}-04a-legal-gate`);
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await screenshot(page, `${lang}-04-home`);

      // Reload keeps the session; logging out (in the settings) ends it.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      // the sign-in left a page session beside the tokens: the server renders the home itself, in the owner's language,
      // kept by no cache (decision 042; the service worker answers this browser's own navigations from its copy)
      const rendered = await page.request.get('/');
      expect(rendered.headers()['cache-control']).toBe('private, no-store');
      expect(await rendered.text()).toMatch(new RegExp(`<h1[^>]*>${text.home}</h1>`));
      await page.getByRole('link', { name: text.settings }).click();
      // once signed out nothing asks for the owner's data: no account without an id, no 401
      const refused: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname === '/api/users/' || response.status() === 401)
          refused.push(`${response.status()} ${pathname}`);
      });
      await page.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      expect(refused).toEqual([]);
      // signed out, the home is no one's: back does not show it, and the server renders only the empty shell
      await page.goBack();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toHaveCount(0);
      const after = await page.request.get('/');
      expect(after.headers()['cache-control']).toBe('private, no-store');
      expect(await after.text()).not.toContain(text.home);
    });

    test('the SMS link signs in directly', async ({ page, request }) => {
      const { e164 } = newFrenchMobile();
      const res = await request.post('/api/v1/auth/sms', { data: { phone: e164, language: lang } });
      expect(res.ok()).toBeTruthy();
      const sms = await latestSms(request, e164);
      const link = /(http\S+\/login\?token=[A-Za-z0-9_-]+)/.exec(sms)?.[1];
      expect(link).toBeTruthy();
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await passLegalGate(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      // The link is single-use.
      await page.evaluate(() => localStorage.clear());
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(page.getByRole('alert')).toContainText(/link|lien/i);
    });

    test('the sign-in screen has no accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}

test('a narrow 320 px screen and a desktop show the sign-in without overflow', async ({ page }) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, `en-05-sign-in-${width}px`);
  }
});

test('the app is an installable PWA: a manifest with name and icons, and a service worker', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: 'Heirloom', short_name: 'Heirloom', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/);
  const scope = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.scope),
      new Promise<string>((resolve) => setTimeout(() => resolve('no service worker within 15 s'), 15_000)),
    ]),
  );
  expect(scope).toBe(new URL('/', page.url()).href);
  // the service worker keeps no copy of the manifest: the server answers it in each reader's language
  const worker = await request.get('/sw.js');
  expect(await worker.text()).not.toContain('manifest.webmanifest');
});
