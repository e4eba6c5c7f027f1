// The brand console at 1280×800, in English and in French (issue 18):
// - a brand's admin signs in by the e-mailed link and invites an after-sales colleague; the colleague joins from the
//   invitation, and answers a repair the demo owner asked for in the owner app; the owner sees the store's answer;
// - another brand's admin invites a catalogue colleague, who creates a collection, opens it in the shop at a price,
//   imports 3 items by CSV, puts one on sale and prints its market link; a signed-in owner buys it from that link,
//   and the console counts the sale; the owner brings it back, the colleague refunds the order, and the item leaves
//   the owner's collection.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import {
  codeOf,
  consoleSignIn,
  expectNoAxeViolations,
  latestSms,
  mailedLink,
  newFrenchMobile,
  screenshot,
} from './support';

const DESKTOP = { width: 1280, height: 800 };
/** A 4×4 PNG: the brand's picture of a piece (re-encoded by the server like any picture). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQEeSHIwbiOABVBANBla9SxgAAAABJRU5ErkJggg==',
  'base64',
);

const copy = {
  en: {
    overview: 'Overview',
    staff: 'Staff',
    repairs: 'Repairs',
    collections: 'Collections',
    invite: 'Send the invitation',
    inviteEmail: 'E-mail address',
    afterSales: /^After-sales/,
    catalogue: /^Catalogue/,
    invited: /Invitation e-mailed to/,
    answer: 'Answer',
    note: /Note to the owner/,
    noteText: 'We have your watch: the movement will be serviced within ten days.',
    accept: 'Accept',
    moved: /moved to Accepted/,
    newCollection: 'New collection',
    name: 'Name',
    textEn: 'Text in English',
    textFr: 'Text in French',
    create: 'Create the collection',
    price: 'Price',
    open: 'Open in the shop',
    onSale: /On sale at €1,250\.00/,
    csv: 'Choose a CSV file',
    imported: /3 items imported from pieces\.csv/,
    putOnSale: 'Put on sale',
    addPicture: /^Add a picture/,
    onSaleState: 'On sale',
    marketLink: 'Market link and QR code',
    qr: /QR code to buy/,
    owned: 'With their owners',
    sales: /^[1-9]\d* sales?$/,
    orders: 'Orders',
    sold: 'Sold',
    tour: {
      stores: ['Stores', 'Stores'],
      messages: ['Messages', 'Messages'],
      keys: ['API keys', 'API keys'],
      royalty: ['Royalty', 'Royalty on resales'],
      audit: ['Audit log', 'Audit log'],
    },
    royaltyReceiver: /^Receiving address/,
    royaltyRate: /^Rate \(%\)/,
    royaltyRateValue: '2.5',
    royaltySave: 'Save the royalty',
    royaltySaved: /^Saved\./,
    royaltyAudited: 'Changed the royalty on resales',
    titleEn: 'Title in English',
    bodyEn: 'Message in English',
    titleFr: 'Title in French (optional)',
    previewFr: 'Français',
    keyName: /^Name/,
    createKey: 'Create the key',
    keyShown: 'Copy this key now: it will not be shown again.',
    addStore: 'Add a store',
    // the owner app
    view: 'View',
    repairItem: 'Lune Perpétuelle',
    repairCollection: /Heritage Chronographs/,
    requestRepair: 'Request a repair',
    repairOpen: 'Repair in progress',
    chooseStore: 'Choose a store',
    continue: 'Continue',
    describe: 'Describe the problem',
    detailsLabel: 'What needs repairing?',
    problem: 'The moon phase disc is stuck between two positions since last week.',
    review: 'Check and send',
    sendRequest: 'Send the request',
    tracking: 'Your repair',
    accepted: 'Accepted by the store',
    cancel: 'Cancel the request',
    cancelled: 'The repair request was cancelled.',
    reserve: 'Reserve',
    payByCard: 'Pay by card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: /^Pay €/,
    success: 'It’s yours',
    refundItem: /^Refund Minaudière “Éclipse”/,
    refundReason: /Reason for the refund/,
    refundReasonText: 'Brought back unworn within 14 days.',
    refundConfirm: /^Refund €/,
    refundDone: /is refunded: .* goes back to the buyer’s card/,
    refunded: 'Refunded',
    emptyHome: /^Items you buy or receive will appear here/,
  },
  fr: {
    overview: 'Vue d’ensemble',
    staff: 'Équipe',
    repairs: 'Réparations',
    collections: 'Collections',
    invite: 'Envoyer l’invitation',
    inviteEmail: 'Adresse e-mail',
    afterSales: /^Après-vente/,
    catalogue: /^Catalogue/,
    invited: /Invitation envoyée à/,
    answer: 'Répondre',
    note: /Note au propriétaire/,
    noteText: 'Nous avons votre montre : le mouvement sera révisé sous dix jours.',
    accept: 'Accepter',
    moved: /passée à « Acceptée »/,
    newCollection: 'Nouvelle collection',
    name: 'Nom',
    textEn: 'Texte en anglais',
    textFr: 'Texte en français',
    create: 'Créer la collection',
    price: 'Prix',
    open: 'Ouvrir en boutique',
    onSale: /En vente à 1\s250,00\s€/,
    csv: 'Choisir un fichier CSV',
    imported: /3 objets importés depuis pieces\.csv/,
    putOnSale: 'Mettre en vente',
    addPicture: /^Ajouter une image/,
    onSaleState: 'En vente',
    marketLink: 'Lien de vente et QR code',
    qr: /QR code pour acheter/,
    owned: 'Chez leurs propriétaires',
    sales: /^[1-9]\d* ventes?$/,
    orders: 'Commandes',
    sold: 'Vendue',
    tour: {
      stores: ['Boutiques', 'Boutiques'],
      messages: ['Messages', 'Messages'],
      keys: ['Clés d’API', 'Clés d’API'],
      royalty: ['Redevance', 'Redevance sur les reventes'],
      audit: ['Journal', 'Journal'],
    },
    royaltyReceiver: /^Adresse de réception/,
    royaltyRate: /^Taux \(%\)/,
    royaltyRateValue: '2,5',
    royaltySave: 'Enregistrer la redevance',
    royaltySaved: /^Enregistrée\./,
    royaltyAudited: 'A changé la redevance sur les reventes',
    titleEn: 'Titre en anglais',
    bodyEn: 'Message en anglais',
    titleFr: 'Titre en français (facultatif)',
    previewFr: 'Français',
    keyName: /^Nom/,
    createKey: 'Créer la clé',
    keyShown: 'Copiez cette clé maintenant : elle ne sera plus affichée.',
    addStore: 'Ajouter une boutique',
    view: 'Voir',
    repairItem: 'Lune Perpétuelle',
    repairCollection: /Heritage Chronographs/,
    requestRepair: 'Demander une réparation',
    repairOpen: 'Réparation en cours',
    chooseStore: 'Choisissez un atelier',
    continue: 'Continuer',
    describe: 'Décrivez le problème',
    detailsLabel: 'Que faut-il réparer ?',
    problem: 'Le disque des phases de lune est bloqué entre deux positions depuis la semaine dernière.',
    review: 'Vérifiez et envoyez',
    sendRequest: 'Envoyer la demande',
    tracking: 'Votre réparation',
    accepted: 'Acceptée par l’atelier',
    cancel: 'Annuler la demande',
    cancelled: 'La demande de réparation a été annulée.',
    reserve: 'Réserver',
    payByCard: 'Payer par carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Code de sécurité (CVC)',
    pay: /^Payer .*€$/,
    success: 'Elle est à vous',
    refundItem: /^Rembourser Minaudière “Éclipse”/,
    refundReason: /Motif du remboursement/,
    refundReasonText: 'Rapportée intacte sous 14 jours.',
    refundConfirm: /^Rembourser .*€$/,
    refundDone: /est remboursée : le montant .* revient sur la carte de l’acheteur/,
    refunded: 'Remboursée',
    emptyHome: /^Les objets que vous achetez ou recevez apparaîtront ici/,
  },
} as const;

type Text = (typeof copy)['en' | 'fr'];

async function desktop(browser: Browser, lang: 'en' | 'fr') {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

/** Invites a colleague with one role from the Staff screen; answers the path of the invitation's link. */
async function invite(page: Page, request: APIRequestContext, email: string, role: RegExp, text: Text) {
  await page.getByRole('navigation').getByRole('link', { name: text.staff }).click();
  await page.getByLabel(text.inviteEmail, { exact: true }).fill(email);
  await page.getByRole('checkbox', { name: role }).check();
  await page.getByRole('button', { name: text.invite }).click();
  await expect(page.getByText(text.invited)).toBeVisible();
  await expect(
    page.getByRole('cell', { name: email }).or(page.getByRole('rowheader', { name: email })),
  ).toBeVisible();
  return mailedLink(request, email, 'join');
}

/** A new owner signed in through the API (and the legal texts accepted): their tokens, as the app keeps them. */
async function newOwner(request: APIRequestContext) {
  const phone = newFrenchMobile();
  const sent = await request.post('/api/v1/auth/sms', { data: { phone: phone.e164 } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const login = await request.post('/api/v2/auth/login', {
    data: { phone: phone.e164, code: codeOf(await latestSms(request, phone.e164)) },
  });
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
  const auth = { authorization: `Bearer ${tokens.accessToken}` };
  const legal = (await (await request.get('/api/legals/lastLegalsAccepted', { headers: auth })).json()) as {
    termsAndConditions: { latestVersion: number };
    privacyPolicy: { latestVersion: number };
  };
  await request.post('/api/legals/accept', {
    headers: auth,
    data: {
      termsAndConditions: legal.termsAndConditions.latestVersion,
      privacyPolicy: legal.privacyPolicy.latestVersion,
    },
  });
  return tokens;
}

for (const lang of ['en', 'fr'] as const) {
  const text = copy[lang];
  const stamp = `${lang}${Date.now().toString(36)}`;

  test.describe(`brand console (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });

    test('an admin invites an after-sales colleague, who answers the owner’s repair; the owner sees it', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const admin = await desktop(browser, lang);
      await consoleSignIn(
        admin.page,
        request,
        'admin@maison-aurele.example',
        lang,
        `${lang}-console-01-sign-in`,
      );
      await screenshot(admin.page, `${lang}-console-02-overview`);
      await expectNoAxeViolations(admin.page);
      const colleagueEmail = `sav.${stamp}@maison-aurele.example`;
      const join = await invite(admin.page, request, colleagueEmail, text.afterSales, text);
      await screenshot(admin.page, `${lang}-console-03-staff`);
      await expectNoAxeViolations(admin.page);

      // the owner asks for a repair in the owner app
      const ownerContext = await browser.newContext({
        storageState: OWNER_STATE,
        locale: lang === 'fr' ? 'fr-FR' : 'en-US',
        viewport: { width: 390, height: 844 },
      });
      const owner = await ownerContext.newPage();
      await owner.goto('/');
      await owner.getByRole('link', { name: text.repairCollection }).click();
      const card = owner.getByRole('article').filter({ hasText: text.repairItem });
      await card
        .getByRole('button', { name: text.view })
        .or(card.getByRole('link', { name: text.view }))
        .click();
      await owner.getByRole('link', { name: text.requestRepair }).click();
      await expect(owner.getByRole('heading', { name: text.chooseStore })).toBeVisible();
      await owner.getByRole('radio', { name: /Maison Aurèle Genève/ }).check();
      await owner.getByRole('button', { name: text.continue }).click();
      await owner.getByLabel(text.detailsLabel).fill(text.problem);
      await owner.getByRole('button', { name: text.continue }).click();
      await expect(owner.getByRole('heading', { name: text.review })).toBeVisible();
      await owner.getByRole('button', { name: text.sendRequest }).click();
      await expect(owner.getByRole('heading', { name: text.tracking })).toBeVisible();

      // the colleague joins from the invitation, and answers it on the board
      const colleague = await desktop(browser, lang);
      await colleague.page.goto(join);
      await expect(colleague.page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      const nav = colleague.page.getByRole('navigation');
      await expect(nav.getByRole('link', { name: text.staff })).toHaveCount(0);
      await nav.getByRole('link', { name: text.repairs }).click();
      const repair = colleague.page.getByRole('article').filter({ hasText: text.problem });
      await expect(repair).toBeVisible();
      await repair.getByRole('button', { name: text.answer }).click();
      const answer = colleague.page.getByRole('dialog');
      await expect(answer.getByText(text.problem)).toBeVisible();
      await answer.getByLabel(text.note).fill(text.noteText);
      await screenshot(colleague.page, `${lang}-console-04-repair-answer`);
      await expectNoAxeViolations(colleague.page);
      await answer.getByRole('button', { name: text.accept }).click();
      await expect(colleague.page.getByText(text.moved)).toBeVisible();
      await screenshot(colleague.page, `${lang}-console-05-repairs`);

      // the owner sees the store's answer
      await owner.reload();
      await expect(owner.getByText(text.accepted).first()).toBeVisible();
      await expect(owner.getByText(text.noteText).first()).toBeVisible();
      await screenshot(owner, `${lang}-console-06-owner-sees-answer`);
      // the item is free again for the other runs: the owner cancels (allowed while accepted)
      await owner.getByRole('button', { name: text.cancel }).click();
      await owner.getByRole('dialog').getByRole('button', { name: text.cancel }).click();
      await expect(owner.getByText(text.cancelled).first()).toBeVisible();
      await Promise.all([admin.context.close(), colleague.context.close(), ownerContext.close()]);
    });

    test('a catalogue colleague creates a collection, imports 3 items, puts one on sale; an owner buys it', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const admin = await desktop(browser, lang);
      await consoleSignIn(admin.page, request, 'admin@atelier-nuit.example', lang);
      const join = await invite(
        admin.page,
        request,
        `catalogue.${stamp}@atelier-nuit.example`,
        text.catalogue,
        text,
      );
      const member = await desktop(browser, lang);
      await member.page.goto(join);
      await expect(member.page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      await member.page.getByRole('navigation').getByRole('link', { name: text.collections }).click();
      await member.page.getByRole('button', { name: text.newCollection }).click();
      const name = `Nocturne ${stamp}`;
      await member.page.getByLabel(text.name, { exact: true }).fill(name);
      await member.page.getByLabel(text.textEn).fill('Evening pieces, cut from one hide of black calf.');
      await member.page
        .getByLabel(text.textFr)
        .fill('Des pièces du soir, taillées dans une seule peau de veau noir.');
      await screenshot(member.page, `${lang}-console-07-new-collection`);
      await member.page.getByRole('button', { name: text.create }).click();
      await expect(member.page.getByRole('heading', { level: 1, name })).toBeVisible();

      await member.page.getByLabel(text.price).fill('1250');
      await member.page.getByRole('button', { name: text.open }).click();
      await expect(member.page.getByText(text.onSale)).toBeVisible();

      const csv = [
        'serial_number,name,description_en,description_fr,Leather|Cuir',
        `AN-${stamp}-1,Minaudière “Éclipse”,"A hard clutch, lined in silk.",Une minaudière doublée de soie.,Calf|Veau`,
        `AN-${stamp}-2,Minaudière “Aube”,,,Calf|Veau`,
        `AN-${stamp}-3,Minaudière “Zénith”,,,Lizard|Lézard`,
      ].join('\n');
      await member.page
        .getByLabel(text.csv)
        .setInputFiles({ name: 'pieces.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(member.page.getByText(text.imported)).toBeVisible();
      // the tokens are minted on the local chain within seconds: then the first goes on sale
      const row = member.page.getByRole('row').filter({ hasText: `AN-${stamp}-1` });
      await expect(row.getByRole('button', { name: text.putOnSale })).toBeVisible({ timeout: 30_000 });
      // the brand's own picture of the piece
      await row
        .getByLabel(text.addPicture)
        .setInputFiles({ name: 'eclipse.png', mimeType: 'image/png', buffer: PIXEL });
      await expect(row.locator('img')).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await screenshot(member.page, `${lang}-console-08-imported`);
      await expectNoAxeViolations(member.page);
      await row.getByRole('button', { name: text.putOnSale }).click();
      await expect(row.getByText(text.onSaleState, { exact: true })).toBeVisible();
      await row.getByRole('button', { name: text.marketLink }).click();
      await expect(member.page.getByRole('img', { name: text.qr })).toBeVisible();
      await screenshot(member.page, `${lang}-console-09-market-link`);
      const url = (await member.page.getByText(/\/shop\/market\?data=/).textContent()) ?? '';
      expect(url).toContain('/shop/market?data=');

      // a signed-in owner opens the link and buys it
      const tokens = await newOwner(request);
      const origin = new URL(url).origin;
      const buyerContext = await browser.newContext({
        locale: lang === 'fr' ? 'fr-FR' : 'en-US',
        viewport: { width: 390, height: 844 },
        storageState: {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: [
                { name: 'heirloom.accessToken', value: tokens.accessToken },
                { name: 'heirloom.refreshToken', value: tokens.refreshToken },
              ],
            },
          ],
        },
      });
      const buyer = await buyerContext.newPage();
      await buyer.goto(new URL(url).pathname + new URL(url).search);
      await expect(buyer.getByRole('heading', { level: 1, name: 'Minaudière “Éclipse”' })).toBeVisible();
      await buyer.getByRole('button', { name: text.reserve, exact: true }).click();
      await buyer.getByRole('button', { name: text.payByCard }).click();
      await buyer.getByLabel(text.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
      await buyer.getByLabel(text.expiry, { exact: true }).fill('12/30');
      await buyer.getByLabel(text.cvc, { exact: true }).fill('123');
      await buyer.getByRole('button', { name: text.pay }).click();
      await expect(buyer.getByRole('heading', { level: 1, name: text.success })).toBeVisible();
      await screenshot(buyer, `${lang}-console-10-owner-bought`);

      // the console sees it with its owner, and counts the sale
      await member.page.reload();
      await expect(row.getByText(text.owned, { exact: true })).toBeVisible();
      await member.page.getByRole('navigation').getByRole('link', { name: text.overview }).click();
      await expect(member.page.getByText(text.sales)).toBeVisible();
      await screenshot(member.page, `${lang}-console-11-overview-sale`);
      await member.page.getByRole('navigation').getByRole('link', { name: text.orders }).click();
      const order = member.page.getByRole('row').filter({ hasText: `AN-${stamp}-1` });
      await expect(order.getByText(text.sold, { exact: true })).toBeVisible();
      await screenshot(member.page, `${lang}-console-11b-orders`);
      await expectNoAxeViolations(member.page);

      // the owner brings it back: the colleague refunds the order, and the item leaves the owner's collection
      await buyer.goto('/');
      await expect(buyer.getByText(name).first()).toBeVisible();
      await order.getByRole('button', { name: text.refundItem }).click();
      const refund = member.page.getByRole('dialog');
      await refund.getByLabel(text.refundReason).fill(text.refundReasonText);
      await screenshot(member.page, `${lang}-console-11c-refund`);
      await expectNoAxeViolations(member.page);
      await refund.getByRole('button', { name: text.refundConfirm }).click();
      await expect(member.page.getByRole('status').filter({ hasText: text.refundDone })).toBeVisible();
      await expect(order.getByText(text.refunded, { exact: true })).toBeVisible();
      await expect(order.getByText(text.refundReasonText)).toBeVisible();
      await screenshot(member.page, `${lang}-console-11d-refunded`);
      await expectNoAxeViolations(member.page);
      await buyer.reload();
      await expect(buyer.getByText(text.emptyHome)).toBeVisible();
      await expect(buyer.getByText(name)).toHaveCount(0);
      await screenshot(buyer, `${lang}-console-11e-owner-after-refund`);
      await Promise.all([admin.context.close(), member.context.close(), buyerContext.close()]);
    });

    test('the other screens: stores, a message with its preview, an API key shown once, the royalty, the audit log', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const admin = await desktop(browser, lang);
      await consoleSignIn(admin.page, request, 'admin@domaine-solene.example', lang);
      const { page } = admin;
      const go = async (link: string, heading: string, shot: string) => {
        await page.getByRole('navigation').getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await screenshot(page, `${lang}-console-${shot}`);
        await expectNoAxeViolations(page);
      };
      await go(text.tour.stores[0], text.tour.stores[1], '12-stores');
      await page.getByRole('button', { name: text.addStore }).click();
      await screenshot(page, `${lang}-console-13-store-form`);
      await expectNoAxeViolations(page);

      await go(text.tour.messages[0], text.tour.messages[1], '14-messages');
      await page.getByLabel(text.titleEn).fill('The 2021 vintage is ready to taste');
      await page.getByLabel(text.titleFr).fill('Le millésime 2021 est prêt à la dégustation');
      await page.getByLabel(text.bodyEn).fill('Join us at the cellar on Saturday 12 December.');
      await page.getByRole('button', { name: text.previewFr }).click();
      await expect(page.getByText('Le millésime 2021 est prêt à la dégustation').last()).toBeVisible();
      await screenshot(page, `${lang}-console-15-message-preview`);

      await go(text.tour.keys[0], text.tour.keys[1], '16-keys');
      await page.getByLabel(text.keyName).fill('Cellar ERP');
      await page.getByRole('button', { name: text.createKey }).click();
      await expect(page.getByText(text.keyShown)).toBeVisible();
      await expect(page.getByRole('status').getByText(/^hlk_/)).toBeVisible();
      await screenshot(page, `${lang}-console-17-key-created`);

      // the royalty marketplaces pay the brand on resales (ERC-2981), set by its admin, then in the audit log
      await go(text.tour.royalty[0], text.tour.royalty[1], '17b-royalty');
      await page.getByLabel(text.royaltyReceiver).fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
      await page.getByLabel(text.royaltyRate).fill(text.royaltyRateValue);
      await page.getByRole('button', { name: text.royaltySave }).click();
      await expect(page.getByText(text.royaltySaved)).toBeVisible();
      await screenshot(page, `${lang}-console-17c-royalty-saved`);
      await expectNoAxeViolations(page);

      await go(text.tour.audit[0], text.tour.audit[1], '18-audit');
      await expect(page.getByRole('cell').or(page.getByRole('rowheader')).first()).toBeVisible();
      await expect(page.getByText(text.royaltyAudited).first()).toBeVisible();

      // on a tablet the navigation sits above the screen, and nothing scrolls sideways
      await page.setViewportSize({ width: 820, height: 1180 });
      for (const [link, heading] of [text.tour.stores, text.tour.messages, text.tour.audit]) {
        await page.getByRole('navigation').getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${heading} scrolls sideways on a tablet`).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `${lang}-console-19-tablet`);
      await admin.context.close();
    });
  });
}
