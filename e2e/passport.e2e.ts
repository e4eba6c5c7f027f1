// The item's passport as its owner and a visitor read it, in English and French: the owner finds it on the item's
// page with their own record and shares it with the brand's after-sales (then takes it back); a signed-out
// visitor reads the public passport on the item's Digital Link page, without anyone's record; the linkset's repair
// request takes the owner to the item's repair page; a machine asking the same address for gs1:dpp is sent to the
// passport's data. Axe-checked, at 390 and 320 px.
import { expect, test } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { findOverflow } from './layout-check';
import { expectNoAxeViolations, interactive, openItem, screenshot, visitorPage } from './support';

const DIGITAL_LINK = '/01/00614141000012/21/MA-CH-1931-0042';

const copy = {
  en: {
    locale: 'en-US',
    collection: /Heritage Chronographs/,
    item: 'Chronographe 1931',
    view: 'View',
    details: 'Details',
    passport: 'Product passport',
    materials: 'Materials',
    care: 'Care',
    record: 'Your record',
    share: 'Share my purchase and repairs with Maison Aurèle’s after-sales',
  },
  fr: {
    locale: 'fr-FR',
    collection: /Heritage Chronographs/,
    item: 'Chronographe 1931',
    view: 'Voir',
    details: 'Détails',
    passport: 'Passeport produit',
    materials: 'Matières',
    care: 'Entretien',
    record: 'Votre historique',
    share: 'Partager mon achat et mes réparations avec le service après-vente de Maison Aurèle',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test.describe(`the item's passport (${lang})`, () => {
    const text = copy[lang];
    test.use({ storageState: OWNER_STATE, locale: text.locale });

    test('the owner reads it and shares their record; a visitor reads the public passport', async ({
      page,
      browser,
      request,
    }) => {
      await openItem(page, text.collection, text.item, text.view);
      const details = page.getByRole('tab', { name: text.details });
      if (await details.isVisible()) await details.click();
      const passport = page.getByRole('region', { name: text.passport });
      await passport.scrollIntoViewIfNeeded();
      await expect(passport.getByText(text.materials, { exact: true })).toBeVisible();
      await expect(passport.getByText(text.care, { exact: true })).toBeVisible();
      await expect(passport.getByText(text.record, { exact: true })).toBeVisible();

      // the owner's consent: off by default, on once asked, kept, then off again
      const share = passport.getByRole('switch', { name: text.share });
      await expect(share).not.toBeChecked();
      await share.check();
      await expect(share).toBeChecked();
      await screenshot(page, `${lang}-97-passport-owner`);
      await expectNoAxeViolations(page);
      await page.reload();
      await passport.scrollIntoViewIfNeeded();
      await expect(share).toBeChecked();
      await share.uncheck();
      await expect(share).not.toBeChecked();

      // a visitor on the item's Digital Link page: the public passport, nobody's record
      const { page: visitor, context } = await visitorPage(browser, lang);
      await visitor.goto(DIGITAL_LINK);
      await interactive(visitor);
      const open = visitor.getByRole('region', { name: text.passport });
      await open.scrollIntoViewIfNeeded();
      await expect(open.getByText(text.materials, { exact: true })).toBeVisible();
      await expect(open.getByText(text.record, { exact: true })).toHaveCount(0);
      await screenshot(visitor, `${lang}-98-passport-public`);
      await expectNoAxeViolations(visitor);
      await visitor.setViewportSize({ width: 320, height: 700 });
      expect(await visitor.evaluate(findOverflow)).toEqual([]);
      await context.close();

      // the linkset's repair request takes the signed-in owner to the item's own repair page
      const linkset = (await (await request.get(`${DIGITAL_LINK}?linkType=all`)).json()) as {
        linkset: Record<string, { href: string; type: string }[]>[];
      };
      const service = linkset.linkset[0]!['https://gs1.org/voc/serviceInfo'] ?? [];
      const repair = service.find((link) => link.type === 'text/html');
      expect(repair?.href).toMatch(/\/repair\/[A-Za-z0-9_-]+$/);
      await page.goto(new URL(repair!.href).pathname);
      await expect(page).toHaveURL(/\/items\/[^/]+\/repair(\/[^/]+)?$/);

      // a machine asking the same address for the passport is sent to its data
      const dpp = await request.get(`${DIGITAL_LINK}?linkType=gs1:dpp`, { maxRedirects: 0 });
      expect(dpp.status()).toBe(307);
      const data = await request.get(dpp.headers().location!);
      expect(data.status()).toBe(200);
      expect(await data.json()).toMatchObject({ role: 'public', personal: null });
    });
  });
}
