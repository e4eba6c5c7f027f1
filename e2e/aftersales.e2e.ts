// After-sales and protection at 390×844, in English and in French:
// - the owner asks a store for a repair; the store (brand API key) accepts, starts, marks it ready with a note;
//   the owner follows each state on the tracking page and confirms the pickup;
// - the owner declares an item stolen; a signed-out visitor of its public page sees the warning and can write
//   to the owner; the owner withdraws the declaration and the public page is calm again.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { interactive, openItem, screenshot, visitorPage } from './support';

test.use({ storageState: OWNER_STATE });

const BRAND_KEY = 'hlk_demo_maison-aurele';

const copy = {
  en: {
    repairItem: 'Lune Perpétuelle',
    repairCollection: /Heritage Chronographs/,
    stolenItem: 'Cabas Riviera',
    stolenCollection: /Voyage Leather/,
    view: 'View',
    requestRepair: 'Request a repair',
    repairOpen: 'Repair in progress',
    chooseStore: 'Choose a store',
    continue: 'Continue',
    describe: 'Describe the problem',
    detailsLabel: 'What needs repairing?',
    problem: 'The crown no longer sets the moon phase; it slips after two clicks.',
    review: 'Check and send',
    send: 'Send the request',
    tracking: 'Your repair',
    requested: 'Requested',
    accepted: 'Accepted by the store',
    inProgress: 'In progress',
    ready: 'Ready for pickup',
    storeNote: 'Your watch is ready: the crown stem was replaced and the movement regulated.',
    noteHeading: 'Message from the store',
    pickup: 'I have collected my item',
    pickedUp: 'Pickup confirmed: the repair is complete.',
    declare: 'Declare lost or stolen',
    stolen: 'Stolen',
    details: 'Details',
    theft: 'Taken from a café terrace on the Quai de la Tournelle on Saturday afternoon.',
    declareStolen: 'Declare it stolen',
    stolenBanner: /stolen/i,
    withdraw: 'Withdraw the declaration',
    resolved: 'How was it resolved?',
    resolution: 'Returned by the police on Monday morning, intact.',
    certificate: 'Registered with Heirloom',
    stolenWarning: 'Declared stolen',
    finderMessage: 'Your message',
    finderText: 'I saw this bag for sale at a flea market in Saint-Ouen this morning.',
    finderSend: 'Send the message',
    finderSent: /Message sent/,
    finderContact: 'marc.finder@example.org',
    finderContactLabel: 'Your e-mail or phone (optional)',
    finderTitle: 'Messages from finders',
    markHandled: 'Mark handled',
    markedHandled: /is marked handled/,
  },
  fr: {
    repairItem: 'Pochette Soirée',
    repairCollection: /Voyage Leather/,
    stolenItem: 'Composition No. 7',
    stolenCollection: /Gallery Editions/,
    view: 'Voir',
    requestRepair: 'Demander une réparation',
    repairOpen: 'Réparation en cours',
    chooseStore: 'Choisissez un atelier',
    continue: 'Continuer',
    describe: 'Décrivez le problème',
    detailsLabel: 'Que faut-il réparer ?',
    problem: 'Le fermoir ne tient plus fermé et le cuir est marqué près de la boucle.',
    review: 'Vérifiez et envoyez',
    send: 'Envoyer la demande',
    tracking: 'Votre réparation',
    requested: 'Demandée',
    accepted: 'Acceptée par l’atelier',
    inProgress: 'En cours',
    ready: 'Prête à être retirée',
    storeNote: 'Votre pochette est prête : le fermoir a été remplacé et le cuir nourri.',
    noteHeading: 'Message de l’atelier',
    pickup: 'J’ai récupéré mon objet',
    pickedUp: 'Retrait confirmé : la réparation est terminée.',
    declare: 'Déclarer perdu ou volé',
    stolen: 'Volé',
    details: 'Précisions',
    theft: 'Volée dans l’entrée de l’immeuble pendant un déménagement, samedi après-midi.',
    declareStolen: 'Le déclarer volé',
    stolenBanner: /volé/i,
    withdraw: 'Retirer la déclaration',
    resolved: 'Comment la situation s’est-elle réglée ?',
    resolution: 'Rendue par la police lundi matin, en bon état.',
    certificate: 'Enregistré sur Heirloom',
    stolenWarning: 'Déclaré volé',
    finderMessage: 'Votre message',
    finderText: 'J’ai vu cette œuvre en vente aux puces de Saint-Ouen ce matin.',
    finderSend: 'Envoyer le message',
    finderSent: /Message envoyé/,
    finderContact: 'marc.finder@example.org',
    finderContactLabel: 'Votre e-mail ou téléphone (facultatif)',
    finderTitle: 'Messages de personnes l’ayant trouvé',
    markHandled: 'Marquer comme traité',
    markedHandled: /est marqué comme traité/,
  },
} as const;

interface BrandRepair {
  id: string;
  state: string;
  product: { id: string; name: string };
}

/** The store's side, through the brand API with the demo brand's key. */
async function brandRepairFor(request: APIRequestContext, itemName: string): Promise<BrandRepair> {
  const res = await request.get('/api/brand/repairs/100/0?state=requested', {
    headers: { authorization: `Bearer ${BRAND_KEY}` },
  });
  expect(res.status()).toBe(200);
  const page = (await res.json()) as { items: BrandRepair[] };
  const repair = page.items.find((r) => r.product.name === itemName);
  if (!repair) throw new Error(`no requested repair for ${itemName}`);
  return repair;
}

async function brandMove(request: APIRequestContext, repairId: string, state: string, note?: string) {
  const res = await request.post(`/api/brand/repairs/${repairId}/state`, {
    headers: { authorization: `Bearer ${BRAND_KEY}` },
    data: note ? { state, note } : { state },
  });
  expect(res.status(), await res.text()).toBe(200);
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`after-sales (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const text = copy[lang];

    test('request a repair, follow the store’s moves, confirm the pickup', async ({ page, request }) => {
      await openItem(page, text.repairCollection, text.repairItem, text.view);
      await page.getByRole('link', { name: text.requestRepair }).click();

      await expect(page.getByRole('heading', { name: text.chooseStore })).toBeVisible();
      await page.getByRole('radio', { name: /Maison Aurèle Genève/ }).check();
      await screenshot(page, `${lang}-30-repair-store`);
      await page.getByRole('button', { name: text.continue }).click();

      await expect(page.getByRole('heading', { name: text.describe })).toBeVisible();
      await page.getByLabel(text.detailsLabel).fill(text.problem);
      await screenshot(page, `${lang}-31-repair-details`);
      await page.getByRole('button', { name: text.continue }).click();

      await expect(page.getByRole('heading', { name: text.review })).toBeVisible();
      await expect(page.getByText(text.problem)).toBeVisible();
      await screenshot(page, `${lang}-32-repair-review`);
      await page.getByRole('button', { name: text.send }).click();

      await expect(page.getByRole('heading', { name: text.tracking })).toBeVisible();
      await expect(page.getByText(text.requested).first()).toBeVisible();
      await screenshot(page, `${lang}-33-repair-requested`);

      // the store moves the repair on; the owner sees each move
      const repair = await brandRepairFor(request, text.repairItem);
      await brandMove(request, repair.id, 'accepted');
      await brandMove(request, repair.id, 'in_progress');
      await page.reload();
      await expect(page.getByText(text.inProgress).first()).toBeVisible();
      await expect(page.getByText(text.accepted).first()).toBeVisible();
      await brandMove(request, repair.id, 'ready_for_pickup', text.storeNote);
      await page.reload();
      await expect(page.getByText(text.ready).first()).toBeVisible();
      await expect(page.getByText(text.noteHeading)).toBeVisible();
      await expect(page.getByText(text.storeNote).first()).toBeVisible();
      await screenshot(page, `${lang}-34-repair-ready`);

      await page.getByRole('button', { name: text.pickup }).click();
      await expect(page.getByText(text.pickedUp)).toBeVisible();
      await screenshot(page, `${lang}-35-repair-completed`);

      // back on the item: no repair under way any more, a new one can be asked for
      await page.goto(page.url().replace(/\/repair.*$/, ''));
      await expect(page.getByRole('link', { name: text.requestRepair })).toBeVisible();
    });

    test('declare an item stolen, the public page warns a finder, then withdraw', async ({
      page,
      browser,
    }) => {
      await openItem(page, text.stolenCollection, text.stolenItem, text.view);
      const itemUrl = page.url();
      const verifyHref = await page.getByRole('link', { name: /\/01\/\d{14}\/21\// }).getAttribute('href');
      // the QR code's address is the item's GS1 Digital Link (decision 022)
      expect(verifyHref).toMatch(/^\/01\/\d{14}\/21\/[^/]+$/);

      await page.getByRole('link', { name: text.declare }).click();
      await page.getByRole('radio', { name: new RegExp(`^${text.stolen}`) }).check();
      await page.getByLabel(text.details).fill(text.theft);
      await screenshot(page, `${lang}-40-declare-stolen`);
      await page.getByRole('button', { name: text.declareStolen }).click();

      await expect(page).toHaveURL(itemUrl);
      await expect(page.getByText(text.stolenBanner).first()).toBeVisible();
      await expect(page.getByRole('link', { name: text.withdraw })).toBeVisible();
      await screenshot(page, `${lang}-41-item-stolen`);

      // a stranger scans the QR code: signed out, in the same language
      const { page: stranger, context: visitor } = await visitorPage(browser, lang);
      await stranger.goto(verifyHref ?? '');
      await expect(stranger.getByText(text.certificate, { exact: true }).first()).toBeVisible();
      await expect(stranger.getByText(text.stolenWarning).first()).toBeVisible();
      await expect(stranger.getByText(text.stolenItem).first()).toBeVisible();
      await expect(stranger).toHaveURL(/\/01\/\d{14}\/21\//);
      await screenshot(stranger, `${lang}-42-verify-stolen`);
      // the page comes as HTML: typed before its scripts run, the message would be reset as they take over
      await interactive(stranger);
      await stranger.getByLabel(text.finderMessage).fill(text.finderText);
      await stranger.getByLabel(text.finderContactLabel).fill(text.finderContact);
      await stranger.getByRole('button', { name: text.finderSend }).click();
      await expect(stranger.getByText(text.finderSent)).toBeVisible();
      await screenshot(stranger, `${lang}-43-verify-message-sent`);

      // the owner reads it on the item, where the notice links (its Messages tab), and marks it handled
      await page.goto(`${itemUrl}?tab=messages`);
      const finders = page.getByRole('region', { name: text.finderTitle });
      await expect(finders.getByText(text.finderText)).toBeVisible();
      await expect(finders.getByRole('link', { name: text.finderContact })).toHaveAttribute(
        'href',
        `mailto:${text.finderContact}`,
      );
      await finders.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-46-owner-finder-message`);
      await finders.getByRole('button', { name: text.markHandled }).click();
      await expect(page.getByText(text.markedHandled)).toBeVisible();
      await page.goto(itemUrl);

      // the owner withdraws the declaration
      await page.getByRole('link', { name: text.withdraw }).click();
      await page.getByLabel(text.resolved).fill(text.resolution);
      await screenshot(page, `${lang}-44-withdraw`);
      await page.getByRole('button', { name: text.withdraw }).click();
      await expect(page).toHaveURL(itemUrl);
      await expect(page.getByRole('link', { name: text.declare })).toBeVisible();

      await stranger.reload();
      await expect(stranger.getByText(text.certificate, { exact: true }).first()).toBeVisible();
      await expect(stranger.getByText(text.stolenWarning)).toHaveCount(0);
      await screenshot(stranger, `${lang}-45-verify-calm`);
      await visitor.close();
    });
  });
}
