// The owner's 5-minute proof of ownership at 390×844, in English and in French: "Prove I own it" on the item's
// page makes a link; a signed-out buyer in another browser opens it and reads, first, that whoever shared it holds
// the item, then the record, with the note that a link proves the record and not the object; axe-checked, at 320 px.
import { expect, test } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { expectNoAxeViolations, interactive, openItem, screenshot, visitorPage } from './support';

test.use({ storageState: OWNER_STATE });

const copy = {
  en: {
    view: 'View',
    prove: 'Prove I own it',
    validUntil: /^Valid until /,
    banner: 'Proof of ownership',
    bannerText:
      /The person who shared this link holds this item in Heirloom, checked at .+ \(valid until .+\)\./,
    check: 'This page proves the record, not the object',
  },
  fr: {
    view: 'Voir',
    prove: 'Prouver que je le possède',
    validUntil: /^Valable jusqu’à /,
    banner: 'Preuve de possession',
    bannerText:
      /La personne qui a partagé ce lien détient cet objet sur Heirloom, vérifié à .+ \(valable jusqu’à .+\)\./,
    check: 'Cette page prouve la fiche, pas l’objet',
  },
};

for (const lang of ['en', 'fr'] as const) {
  test.describe(`proof of ownership (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const text = copy[lang];

    test('the owner proves they hold an item; a buyer opening the link sees it first', async ({
      page,
      browser,
    }) => {
      await openItem(page, /Heritage Chronographs/, 'Pilote 42', text.view);
      const made = page.waitForResponse((res) => /\/ownershipProof$/.test(new URL(res.url()).pathname));
      await page.getByRole('button', { name: text.prove }).click();
      const answer = await made;
      expect(answer.status()).toBe(200);
      const { url } = (await answer.json()) as { url: string };
      const block = page.getByRole('region', {
        name: lang === 'fr' ? 'Prouver que vous le possédez' : 'Prove you own it',
      });
      await expect(block.getByText(text.validUntil)).toBeVisible();
      await expect(block.getByRole('img', { name: /QR/ })).toBeVisible();
      await block.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-90-ownership-proof-made`);

      const { page: buyer, context } = await visitorPage(browser, lang);
      // hydrated as the server made it: the banner's times come in without a mismatch logged
      const logged: string[] = [];
      buyer.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
      });
      const { pathname, search } = new URL(url);
      await buyer.goto(`${pathname}${search}`);
      const banner = buyer.getByRole('status').filter({ hasText: text.banner });
      await expect(banner).toBeVisible();
      await interactive(buyer);
      await expect(banner.getByText(text.bannerText)).toBeVisible();
      await expect(buyer.getByRole('heading', { level: 2, name: text.check })).toBeVisible();
      await expect(buyer.getByText(/authentic|genuine|authentique/i)).toHaveCount(0);
      expect(logged).toEqual([]);
      await screenshot(buyer, `${lang}-91-verify-with-proof`);
      await expectNoAxeViolations(buyer);

      await buyer.setViewportSize({ width: 320, height: 844 });
      const overflow = await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(buyer, `${lang}-92-verify-with-proof-320`);

      // the same page without the proof: the record, and how to check the object, with no banner
      await buyer.goto(pathname);
      await expect(buyer.getByRole('heading', { level: 2, name: text.check })).toBeVisible();
      await expect(buyer.getByText(text.banner, { exact: true })).toHaveCount(0);
      await screenshot(buyer, `${lang}-93-verify-without-proof-320`);
      await context.close();
    });
  });
}
