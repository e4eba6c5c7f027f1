// A tap of an item's NFC tag at 390×844, in English and in French (docs/decisions/024-tags-and-taps.md): the URL the
// demo item's simulated chip writes opens the public page, which says first that the tag was read just now, with
// its time; the same URL again says it was already used; the page reached by the item's QR code (its Digital Link,
// no tap) vouches for the record only and says how to check the object; a tool asking the tag's URL as JSON gets
// the verdict; the owner's item then says when its tag was last read. Axe-checked, at 320 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { expectNoAxeViolations, interactive, screenshot, visitorPage } from './support';

test.use({ storageState: OWNER_STATE });

/** The demo owner's item whose simulated tag the test taps (its collection has a GTIN). */
const SERIAL = { en: 'MA-CH-1931-0042', fr: 'MA-PI-4210' };

const copy = {
  en: {
    genuine: 'Tag read just now',
    genuineText: /This item’s tag was read at .+: the object it is fixed to is here/,
    replayed: 'This link was already used',
    replayedText: /does not prove that the item is here/,
    check: 'This page proves the record, not the object',
    forged: 'This tag could not be verified',
    lastRead: /^Its tag was last read on /,
    view: 'View',
  },
  fr: {
    genuine: 'Puce lue à l’instant',
    genuineText: /La puce de cet objet a été lue à .+ : l’objet qui la porte est là/,
    replayed: 'Ce lien a déjà servi',
    replayedText: /ne prouve pas que l’objet est là/,
    check: 'Cette page prouve la fiche, pas l’objet',
    forged: 'Cette puce n’a pas pu être vérifiée',
    lastRead: /^Sa puce a été lue pour la dernière fois le /,
    view: 'Voir',
  },
};

/** The URL the item's simulated tag writes at its next tap, as a path and query of this server. */
async function nextTap(request: APIRequestContext, serial: string): Promise<string> {
  const res = await request.get(`/api/dev/tap?serial=${encodeURIComponent(serial)}`);
  expect(res.status()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const { pathname, search } = new URL(url);
  expect(search).toMatch(/^\?e=[0-9A-F]{32}&c=[0-9A-F]{16}$/);
  return `${pathname}${search}`;
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`a tap of an item's tag (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const text = copy[lang];

    test('genuine once, then replayed; the QR code’s page vouches for the record only', async ({
      page,
      browser,
      request,
    }) => {
      const tapUrl = await nextTap(request, SERIAL[lang]);
      const { page: visitor, context } = await visitorPage(browser, lang);
      const logged: string[] = [];
      visitor.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
      });

      // the tap: the verdict first, before the item's name, from the server's page
      await visitor.goto(tapUrl);
      const genuine = visitor.getByRole('status').filter({ hasText: text.genuine });
      await expect(genuine).toBeVisible();
      await interactive(visitor);
      await expect(genuine.getByText(text.genuineText)).toBeVisible();
      const first = await genuine.boundingBox();
      const title = await visitor.getByRole('heading', { level: 1 }).boundingBox();
      expect(first!.y).toBeLessThan(title!.y);
      await expect(visitor.getByRole('heading', { level: 2, name: text.check })).toHaveCount(0);
      // the address bar no longer carries the tap: a reload shows the record, not a warning about this read
      await expect.poll(() => new URL(visitor.url()).search).toBe('');
      expect(logged).toEqual([]);
      await screenshot(visitor, `${lang}-95-tap-genuine`);
      await expectNoAxeViolations(visitor);
      await visitor.setViewportSize({ width: 320, height: 844 });
      const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(visitor, `${lang}-95b-tap-genuine-320`);
      await visitor.setViewportSize({ width: 390, height: 844 });

      // the same URL again (a copied link): already used, and how to check the object
      await visitor.goto(tapUrl);
      const replayed = visitor.getByRole('alert').filter({ hasText: text.replayed });
      await expect(replayed).toBeVisible();
      await expect(replayed.getByText(text.replayedText)).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 2, name: text.check })).toBeVisible();
      await screenshot(visitor, `${lang}-96-tap-replayed`);
      await expectNoAxeViolations(visitor);

      // the page its QR code opens: the record, no verdict, no word of the object's authenticity
      await visitor.goto(new URL(tapUrl, 'http://x').pathname);
      await expect(visitor.getByRole('heading', { level: 2, name: text.check })).toBeVisible();
      await expect(visitor.getByText(text.genuine)).toHaveCount(0);
      await expect(visitor.getByText(/authentic|genuine|authentique/i)).toHaveCount(0);
      await screenshot(visitor, `${lang}-97-verify-by-qr`);
      await context.close();

      // the owner's item says when its tag was last read
      await page.goto('/');
      await page.getByRole('link', { name: /Heritage Chronographs/ }).click();
      const name = lang === 'en' ? 'Chronographe 1931' : 'Pilote 42';
      const card = page.getByRole('article').filter({ hasText: name });
      await card
        .getByRole('button', { name: text.view })
        .or(card.getByRole('link', { name: text.view }))
        .click();
      await expect(page).toHaveURL(/\/items\/[^/]+$/);
      const line = page.getByText(text.lastRead);
      await line.scrollIntoViewIfNeeded();
      await expect(line).toBeVisible();
      await screenshot(page, `${lang}-98-item-tag-last-read`);
    });

    test('a tap URL altered by hand: could not be verified, and how to check the object', async ({
      browser,
      request,
    }) => {
      const tapUrl = await nextTap(request, SERIAL[lang]);
      // one hex digit of the MAC changed: the link no longer is the tag's own
      const altered = tapUrl.replace(/([0-9A-F])$/, (digit) => (digit === '0' ? '1' : '0'));
      const { page: visitor, context } = await visitorPage(browser, lang);
      await visitor.goto(altered);
      const forged = visitor.getByRole('alert').filter({ hasText: text.forged });
      await expect(forged).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 2, name: text.check })).toBeVisible();
      await expect.poll(() => new URL(visitor.url()).search).toBe('');
      await screenshot(visitor, `${lang}-96b-tap-forged`);
      await context.close();
    });

    test('asked as JSON, the tag’s URL answers its verdict, once genuine', async ({ request }) => {
      const tapUrl = await nextTap(request, SERIAL[lang]);
      const ask = async () => {
        const res = await request.get(tapUrl, { headers: { accept: 'application/json' } });
        expect(res.status()).toBe(200);
        return (await res.json()) as { verdict: string; counter: number; item: { serialNumber: string } };
      };
      const first = await ask();
      expect(first).toMatchObject({ verdict: 'genuine', item: { serialNumber: SERIAL[lang] } });
      expect(first.counter).toBeGreaterThan(0);
      expect((await ask()).verdict).toBe('replayed');
    });
  });
}
