// The owner's side of heirs and entrusted care (docs/product.md "Heirs" and "Entrusted care"), in English and French at
// 390×844: from Settings the owner names an heir (confirmed by the SMS code for the heir's number), sees them listed
// with their number masked; entrusts an item to a phone (the code for that number and item), sees the item
// marked "in the care of … until …" on its page and in its collection, then ends the care and removes the heir.
// The screens are also checked at 320 px: nothing runs past the screen's edge.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { findOverflow } from './layout-check';
import { countOf, nextMessage } from './api-session';
import {
  codeOf,
  expectNoAxeViolations,
  newFrenchMobile,
  openItem,
  requestStepUpCode,
  screenshot,
} from './support';

const OWNER_PHONE = '+33600000001';

const copy = {
  en: {
    settings: 'Settings',
    row: /^Your heirs and entrusted items/,
    title: 'Heirs and care',
    nameHeir: 'Name an heir',
    heirPhone: 'Their phone number',
    heirName: 'Their name',
    continue: 'Continue',
    confirmFor: 'Confirm for Camille',
    requestCode: 'Receive a confirmation code',
    codeTitle: 'Confirm with the code',
    heirs: 'Your heirs',
    told: 'Told they were named',
    change: 'Change',
    removeHeir: 'Remove this heir',
    removeTitle: 'Remove Camille?',
    emptyHeirs: 'No heir named yet',
    collection: /Midnight Runners/,
    item: 'High-top “Nocturne”',
    view: 'View',
    entrust: 'Entrust',
    entrustTitle: 'Entrust this item',
    carerPhone: 'Their phone number',
    oneWeek: 'One week',
    note: 'A note for them',
    noteLabel: 'Your note',
    noteText: 'Keep it away from the sun.',
    inCare: /^In the care of \+33/,
    waits: 'Sending, selling and declaring it wait for the care to end.',
    rowMark: /In someone’s care until/,
    careList: 'Items in someone’s care',
    endNow: 'End the care now',
    endDialog: 'End the care now?',
    endConfirm: 'End the care',
    ended: 'The care has ended: the item is back in your hands.',
    send: 'Send',
  },
  fr: {
    settings: 'Réglages',
    row: /^Vos héritiers et objets confiés/,
    title: 'Héritiers et objets confiés',
    nameHeir: 'Désigner un héritier',
    heirPhone: 'Son numéro de téléphone',
    heirName: 'Son nom',
    continue: 'Continuer',
    confirmFor: 'Confirmer pour Camille',
    requestCode: 'Recevoir un code de confirmation',
    codeTitle: 'Confirmez avec le code',
    heirs: 'Vos héritiers',
    told: 'Prévenu de sa désignation',
    change: 'Modifier',
    removeHeir: 'Retirer cet héritier',
    removeTitle: 'Retirer Camille ?',
    emptyHeirs: 'Aucun héritier désigné',
    collection: /Midnight Runners/,
    item: 'Runner 01 “Eclipse”',
    view: 'Voir',
    entrust: 'Confier',
    entrustTitle: 'Confier cet objet',
    carerPhone: 'Son numéro de téléphone',
    oneWeek: 'Une semaine',
    note: 'Un mot pour eux',
    noteLabel: 'Votre mot',
    noteText: 'À garder à l’abri du soleil.',
    inCare: /^Confié à \+33/,
    waits: 'L’envoyer, le vendre ou le déclarer attend la fin de la garde.',
    rowMark: /Confié jusqu’au/,
    careList: 'Objets confiés',
    endNow: 'Mettre fin à la garde',
    endDialog: 'Mettre fin à la garde maintenant ?',
    endConfirm: 'Mettre fin à la garde',
    ended: 'La garde est terminée : l’objet est de retour entre vos mains.',
    send: 'Envoyer',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];

/** Asks for the step-up code, types the code the owner received (after `shot`, if given). */
async function confirmWithCode(page: Page, request: APIRequestContext, text: Copy, shot?: string) {
  const before = await countOf(request, OWNER_PHONE, /\d{6}/);
  await requestStepUpCode(page, text.requestCode, text.codeTitle, 2);
  const sms = await nextMessage(request, OWNER_PHONE, /\d{6}/, before);
  if (shot) await screenshot(page, shot);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(codeOf(sms));
}

async function expectFitsAt320(page: Page, shot: string) {
  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => page.evaluate(findOverflow)).toEqual([]);
  await screenshot(page, shot);
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`owner's heirs and care (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', storageState: OWNER_STATE });
    const text = copy[lang];

    test('names an heir, entrusts an item to a phone, sees it marked, ends the care, removes the heir', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const heir = newFrenchMobile();
      const carer = newFrenchMobile();

      // Settings → Heirs and care: nobody named yet (the empty state says what an heir is)
      await page.goto('/settings');
      await page.getByRole('link', { name: text.row }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.emptyHeirs })).toBeVisible();
      await screenshot(page, `${lang}-2x-heirs-care-empty`);
      await expectFitsAt320(page, `${lang}-320-heirs-care-empty`);

      // the heir form, then the code for the heir's number
      await page.getByRole('link', { name: text.nameHeir }).click();
      await page.getByLabel(text.heirPhone, { exact: true }).fill(heir.national);
      await page.getByRole('textbox', { name: text.heirName }).fill('Camille');
      await screenshot(page, `${lang}-2x-heir-form`);
      await expectFitsAt320(page, `${lang}-320-heir-form`);
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.confirmFor })).toBeVisible();
      await confirmWithCode(page, request, text, `${lang}-2x-heir-code`);

      // back on the list: Camille, her number masked, told she was named
      const heirs = page.getByRole('list', { name: text.heirs });
      const camille = heirs.getByRole('listitem', { name: 'Camille' });
      await expect(camille).toBeVisible();
      await expect(camille).toContainText(text.told);
      await expect(camille).toContainText(heir.e164.slice(-2));
      await expect(camille).not.toContainText(heir.international);
      await screenshot(page, `${lang}-2x-heirs-care-named`);
      await expectNoAxeViolations(page, ['heading-order']);

      // entrusting an item from its page, to a phone, for a week, with a note
      await openItem(page, text.collection, text.item, text.view);
      await page.getByRole('link', { name: text.entrust, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.entrustTitle })).toBeVisible();
      await page.getByLabel(text.carerPhone, { exact: true }).fill(carer.national);
      await page.getByRole('radio', { name: text.oneWeek }).check();
      await page.getByRole('checkbox', { name: text.note }).check();
      await page.getByRole('textbox', { name: text.noteLabel }).fill(text.noteText);
      await screenshot(page, `${lang}-2x-entrust-form`);
      await expectFitsAt320(page, `${lang}-320-entrust-form`);
      await page.getByRole('button', { name: text.continue }).click();
      await confirmWithCode(page, request, text, `${lang}-2x-entrust-code`);

      // the item's page: in the care of the number (masked) until next week; no send meanwhile
      const care = page.getByRole('region', { name: text.inCare });
      await expect(care).toBeVisible();
      await expect(care).toContainText(text.waits);
      await expect(page.getByRole('link', { name: text.send, exact: true })).toHaveCount(0);
      await screenshot(page, `${lang}-2x-item-in-care`);
      await expectFitsAt320(page, `${lang}-320-item-in-care`);

      // its collection marks it too, and Settings lists the care period
      await page.goto('/');
      await page.getByRole('link', { name: text.collection }).click();
      await expect(page.getByRole('article').filter({ hasText: text.item })).toContainText(text.rowMark);
      await page.goto('/settings/heirs');
      const careList = page.getByRole('list', { name: text.careList });
      await expect(careList).toContainText(text.item);
      await careList.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-2x-heirs-care-listed`);

      // the owner ends the care now, after a confirmation: the item is theirs to send again
      await openItem(page, text.collection, text.item, text.view);
      await page.getByRole('button', { name: text.endNow }).click();
      const dialog = page.getByRole('dialog', { name: text.endDialog });
      await screenshot(page, `${lang}-2x-end-care-dialog`);
      await dialog.getByRole('button', { name: text.endConfirm }).click();
      await expect(page.getByText(text.ended)).toBeVisible();
      await expect(page.getByRole('link', { name: text.send, exact: true })).toBeVisible();

      // and removes the heir (the code for her number again)
      await page.goto('/settings/heirs');
      await page
        .getByRole('list', { name: text.heirs })
        .getByRole('listitem', { name: 'Camille' })
        .getByRole('link', { name: text.change })
        .click();
      await page.getByRole('button', { name: text.removeHeir }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.removeTitle })).toBeVisible();
      await confirmWithCode(page, request, text);
      await expect(page.getByRole('heading', { level: 3, name: text.emptyHeirs })).toBeVisible();
    });
  });
}
