// The owner's items read offline (decision 038), at 390×844, in English and in French: the demo owner visits the
// home screen, a collection, an item and the activity online; with the network cut, each shows what it showed, with
// the quiet "Offline — as of …" notice, after a reload too; an action that needs the network is disabled and says
// why; back online, the notice goes. Reads only: the demo data other specs rely on is left as it was.
import { expect, test, type Page } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { expectNoAxeViolations, screenshot } from './support';

const copy = {
  en: {
    locale: 'en-US',
    itemCount: /^\d+ items? in your collection$/,
    view: 'View',
    activity: 'Activity',
    notice: /^Offline — as of \d{1,2}:\d{2}\s?(AM|PM)$/,
    pdf: 'Download the PDF',
    reason: 'You are offline: this needs a connection.',
  },
  fr: {
    locale: 'fr-FR',
    itemCount: /^\d+ objets? dans votre collection$/,
    view: 'Voir',
    activity: 'Activité',
    notice: /^Hors ligne — état au \d{1,2}:\d{2}$/,
    pdf: 'Télécharger le PDF',
    reason: 'Vous êtes hors ligne : il faut une connexion.',
  },
} as const;

type Text = (typeof copy)['en' | 'fr'];

// an item other specs only read (none sends it away), with a passport and pictures
const COLLECTION = /Heritage Chronographs/;
const ITEM = 'Chronographe 1931';

const notice = (page: Page, text: Text) => page.getByRole('status').filter({ hasText: text.notice });

/** Waits until the owner's answers kept for reading offline hold `fragment` (written a moment after they arrive). */
async function kept(page: Page, fragment: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((text) => localStorage.getItem('heirloom.offline')?.includes(text) ?? false, fragment),
    )
    .toBe(true);
}

/** The addresses visited online, and what each showed. */
interface Visited {
  collection: { path: string };
  item: { path: string; name: string };
}

/** The four screens online, each loaded in full (through the service worker, which keeps their code). */
async function visitOnline(page: Page, text: Text): Promise<Visited> {
  await page.goto('/');
  // the service worker in charge of the page, so that what the screens load passes through it
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByText(text.itemCount)).toBeVisible();
  await kept(page, '["items","count"]');
  await page.getByRole('link', { name: COLLECTION }).click();
  await expect(page).toHaveURL(/\/collections\/[^/]+$/);
  const collection = { path: new URL(page.url()).pathname };
  await page.goto(collection.path);
  const card = page.getByRole('article').filter({ hasText: ITEM });
  await expect(card).toBeVisible();
  await kept(page, `"collection","${collection.path.split('/')[2] ?? '-'}"`);
  await card
    .getByRole('button', { name: text.view })
    .or(card.getByRole('link', { name: text.view }))
    .click();
  await expect(page).toHaveURL(/\/items\/[^/?]+$/);
  const itemPath = new URL(page.url()).pathname;
  await page.goto(itemPath);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: text.pdf })).toBeEnabled();
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  const item = { path: itemPath, name: (await heading.innerText()).trim() };
  await kept(page, `"item","${itemPath.split('/')[2] ?? '-'}"`);
  // its pictures kept by the service worker under their path, never their signature (it changes with each answer)
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const keys = await (await caches.open('heirloom-media')).keys();
        const media = keys
          .map((request) => new URL(request.url))
          .filter((url) => url.pathname.startsWith('/api/media/'));
        return media.length > 0 && media.every((url) => !/[?&](sig|exp)=/.test(url.search));
      }),
    )
    .toBe(true);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
  await kept(page, '"activity"');
  await kept(page, `"item","${itemPath.split('/')[2] ?? '-'}"`);
  return { collection, item };
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`offline reading (${lang})`, () => {
    const text = copy[lang];
    test.use({ storageState: OWNER_STATE, locale: text.locale });

    test('home, a collection, an item and the activity read offline with the notice; actions wait', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const visited = await visitOnline(page, text);
      // online, the notice's region is there and says nothing
      await expect(page.locator('.offline-notice')).toHaveText('');

      await context.setOffline(true);
      await page.goto('/');
      await expect(page.getByText(text.itemCount)).toBeVisible();
      await expect(notice(page, text)).toBeVisible();
      await screenshot(page, `${lang}-100-offline-home`);

      // a click within the app, then full loads of each address (the service worker answers them)
      await page.locator(`main a[href="${visited.collection.path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${visited.collection.path}$`));
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(notice(page, text)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(notice(page, text)).toBeVisible();
      await screenshot(page, `${lang}-101-offline-collection`);

      await page.goto(visited.item.path);
      await expect(page.getByRole('heading', { level: 1, name: visited.item.name })).toBeVisible();
      await expect(notice(page, text)).toBeVisible();
      // its pictures, from the service worker's copies
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images)
              .filter((img) => img.src.includes('/api/media/'))
              .every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
      const pdf = page.getByRole('button', { name: text.pdf });
      await expect(pdf).toBeDisabled();
      await expect(pdf).toHaveAccessibleDescription(text.reason);
      await pdf.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-102-offline-item-download`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${lang}-103-offline-item`);
      // the disabled actions, their reason and the notice: nothing axe can fault
      await expectNoAxeViolations(page, ['aria-valid-attr-value', 'color-contrast']);

      await page.goto('/activity');
      await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
      await expect(notice(page, text)).toBeVisible();
      await screenshot(page, `${lang}-104-offline-activity`);

      // back online: the notice goes, the actions come back
      await context.setOffline(false);
      await expect(page.locator('.offline-notice')).toHaveText('');
      await page.goto(visited.item.path);
      await expect(page.getByRole('button', { name: text.pdf })).toBeEnabled();
    });
  });
}
