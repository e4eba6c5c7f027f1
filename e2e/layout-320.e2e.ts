// Every screen fits a 320 px phone, in English and in French: the page never scrolls sideways, nothing reaches
// past the screen's edge, no label is cut (an ellipsis, a clipped or sideways-scrolling box, a select's choice)
// and no two controls overlap. Each screen is saved as <lang>-320-<nn>-<screen>.png to be looked at.
// LAYOUT_WIDTH=390 runs the same walk at another width (<lang>-390-….png).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { OWNER_STATE } from './global-setup';
import {
  codeOf,
  interactive,
  latestSms,
  newFrenchMobile,
  openGallery,
  openItem,
  passLegalGate,
  requestStepUpCode,
  screenshot,
} from './support';
import { findOverflow } from './layout-check';

type Lang = 'en' | 'fr';
const WIDTH = Number(process.env.LAYOUT_WIDTH ?? 320);
const VIEWPORT = { width: WIDTH, height: 700 };
test.use({ viewport: VIEWPORT });

const copy = {
  en: {
    signInTitle: 'Sign in',
    phone: 'Phone number',
    searchCountry: 'Search a country',
    receiveCode: 'Receive a code',
    codeTitle: 'Enter the code',
    language: /^Language:/,
    home: 'Your collection',
    view: 'View',
    select: 'Select to send',
    details: 'Details',
    photos: /^Photos/,
    history: 'History',
    messages: /^Messages/,
    openGallery: /Open the gallery/,
    chooseFile: 'Choose a file',
    send: 'Send',
    recipientPhone: 'Recipient’s phone number',
    continue: 'Continue',
    review: 'Check before sending',
    requestCode: 'Receive a confirmation code',
    stepUpTitle: 'Enter the confirmation code',
    sent: 'Sent',
    seeActivity: 'See my activity',
    activity: 'Activity',
    requestRepair: 'Request a repair',
    chooseStore: 'Choose a store',
    describe: 'Describe the problem',
    detailsLabel: 'What needs repairing?',
    problem: 'The frame’s corner came loose during the move.',
    reviewRepair: 'Check and send',
    sendRepair: 'Send the request',
    tracking: 'Your repair',
    cancelRepair: 'Cancel the request',
    declare: 'Declare lost or stolen',
    stolen: 'Stolen',
    settings: 'Settings',
    shop: 'Shop',
    reserve: 'Reserve',
    payByCard: 'Pay by card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: /^Pay €/,
    success: 'It’s yours',
    see: 'See it in my collection',
    buy: 'Buy',
    guestPhone: 'Your phone number',
    hostedNumber: 'Card number',
    hostedExpiry: 'Expiry (MM / YY)',
    hostedCvc: 'Security code (CVC)',
    hostedPay: /^Pay /,
    thanks: 'Thank you',
    certificate: 'Registered with Heirloom',
  },
  fr: {
    signInTitle: 'Connexion',
    phone: 'Numéro de téléphone',
    searchCountry: 'Chercher un pays',
    receiveCode: 'Recevoir un code',
    codeTitle: 'Saisissez le code',
    language: /^Langue\s?:/,
    home: 'Votre collection',
    view: 'Voir',
    select: 'Sélectionner pour envoyer',
    details: 'Détails',
    photos: /^Photos/,
    history: 'Historique',
    messages: /^Messages/,
    openGallery: /Ouvrir la galerie/,
    chooseFile: 'Choisir un fichier',
    send: 'Envoyer',
    recipientPhone: 'Numéro de téléphone du destinataire',
    continue: 'Continuer',
    review: 'Vérifiez avant d’envoyer',
    requestCode: 'Recevoir un code de confirmation',
    stepUpTitle: 'Saisissez le code de confirmation',
    sent: 'Envoyé',
    seeActivity: 'Voir mon activité',
    activity: 'Activité',
    requestRepair: 'Demander une réparation',
    chooseStore: 'Choisissez un atelier',
    describe: 'Décrivez le problème',
    detailsLabel: 'Que faut-il réparer ?',
    problem: 'Le coin du cadre s’est décollé pendant le déménagement.',
    reviewRepair: 'Vérifiez et envoyez',
    sendRepair: 'Envoyer la demande',
    tracking: 'Votre réparation',
    cancelRepair: 'Annuler la demande',
    declare: 'Déclarer perdu ou volé',
    stolen: 'Volé',
    settings: 'Réglages',
    shop: 'Boutique',
    reserve: 'Réserver',
    payByCard: 'Payer par carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Code de sécurité (CVC)',
    pay: /^Payer .*€$/,
    success: 'Elle est à vous',
    see: 'La voir dans ma collection',
    buy: 'Acheter',
    guestPhone: 'Votre numéro de téléphone',
    hostedNumber: 'Numéro de carte',
    hostedExpiry: 'Expiration (MM / AA)',
    hostedCvc: 'Code de sécurité (CVC)',
    hostedPay: /^Payer /,
    thanks: 'Merci',
    certificate: 'Enregistré sur Heirloom',
  },
} as const;

/** The items and shop pieces this file uses, apart from those the other e2e files count or change. */
const RICH = { collection: /Heritage Chronographs/, item: 'Chronographe 1931' };
const WITH_PICTURE_MESSAGE = { collection: /Grands Crus 2019/, item: 'Grand Cru 2019 — Magnum' };
const QUIET = { collection: /Gallery Editions/, item: 'Étude en bleu' };
const GUEST_PIECES = 'Atelier 1931 — Limited Edition';
const OWNER_PIECES = 'Nightfall Capsule';
const OWNER_PIECES_BRAND_KEY = 'hlk_demo_atelier-nuit';

/**
 * Saves the screen as <lang>-<width>-<shot>.png, from its top unless `keepScroll` (a tab brought into view), then
 * checks that the whole screen fits; every screen is checked, the test goes on past a failure.
 */
async function check(
  page: Page,
  lang: Lang,
  shot: string,
  screen: string,
  keepScroll = false,
): Promise<void> {
  if (!keepScroll) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${lang}-${WIDTH}-${shot}`);
  const problems = await page.evaluate(findOverflow);
  expect.soft(problems, `${screen} (${lang}, ${WIDTH} px): overflow or cut labels`).toEqual([]);
}

/** Clicks a tab and brings the tab row to the top of the screen, so that the picture shows the tabs and panel. */
async function openTab(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tablist').evaluate((list) => list.scrollIntoView({ block: 'start' }));
}

async function openLanguageList(page: Page, lang: Lang): Promise<void> {
  // a page the server rendered takes taps once its scripts have run (at load, hydrated in slices): the test waits
  // for that, and still taps again until the list opens
  await interactive(page);
  await expect(async () => {
    await page.getByRole('button', { name: copy[lang].language }).first().click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function closeLanguageList(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A piece still on sale in `collection`, through the public API. */
async function availablePiece(request: APIRequestContext, collection: string) {
  const list = (await (await request.get('/api/nft-collections/forSale')).json()) as {
    items: { id: string; name: string }[];
  };
  const onSale = list.items.find((c) => c.name === collection);
  if (!onSale) throw new Error(`${collection} is not on sale`);
  const res = await request.post(`/api/products/getProductsForSale/${onSale.id}/100/0`, { data: {} });
  const items = ((await res.json()) as { items: { id: string; name: string; availability: string }[] }).items;
  const piece = items.find((item) => item.availability === 'available');
  if (!piece) throw new Error(`nothing left in ${collection}`);
  return piece;
}

/** A new owner signed in through the API, in a page of their own; the legal texts not yet accepted. */
async function newOwnerPage(browser: Browser, request: APIRequestContext, lang: Lang) {
  const phone = newFrenchMobile();
  const sent = await request.post('/api/v1/auth/sms', { data: { phone: phone.e164, language: lang } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const code = codeOf(await latestSms(request, phone.e164));
  const login = await request.post('/api/v2/auth/login', { data: { phone: phone.e164, code } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({
    baseURL,
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    hasTouch: true,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: 'heirloom.accessToken', value: tokens.accessToken },
            { name: 'heirloom.refreshToken', value: tokens.refreshToken },
          ],
        },
      ],
    },
  });
  return { page: await context.newPage(), context, phone, tokens };
}

/**
 * Gives the owner an e-mail address through the API: one waiting for its link (`confirm` false), else confirmed.
 * A long address with no hyphen is one word the browser cannot break on its own.
 */
async function setEmail(request: APIRequestContext, accessToken: string, email: string, confirm: boolean) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const set = await request.post('/api/users/setEmail', { headers, data: { email } });
  expect(set.ok(), await set.text()).toBeTruthy();
  if (!confirm) return;
  const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  const link = new URL(/(https?:\/\/\S+\/confirm-email\?\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '');
  const confirmed = await request.post('/api/users/confirmEmailWithToken', {
    data: { userId: link.searchParams.get('userId'), emailConfirmationToken: link.searchParams.get('token') },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
}

/** The settings once the account is there (its switches), not the skeleton shown while it loads. */
async function openSettings(page: Page, lang: Lang): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: copy[lang].settings })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
}

/** The newest SMS to `phone` matching `pattern`, once there is one. */
async function smsMatching(request: APIRequestContext, phone: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
      const messages = (await res.json()) as { text: string; channel: string }[];
      found = messages.find((m) => m.channel === 'sms' && pattern.test(m.text))?.text ?? '';
      return found;
    })
    .toMatch(/\d{6}/);
  return found;
}

/** A photo to add, as a phone would give it. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6a3b' } })
    .jpeg()
    .toBuffer();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

test('the check names what does not fit: a sideways scroll, an edge passed, cut labels, overlapping controls', async ({
  page,
}) => {
  await page.setContent(`<!doctype html>
    <body style="margin: 0; font: 16px sans-serif">
      <p style="width: 100px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">A label too long for its box</p>
      <div role="tablist" style="display: flex; width: 200px; overflow-x: auto">
        <button style="flex: none; width: 150px">Details</button><button style="flex: none; width: 150px">History</button>
      </div>
      <label>Sort by <select style="width: 70px"><option>Most recent first</option></select></label>
      <div style="position: relative; height: 50px">
        <a href="/shop" style="position: absolute; left: 0; width: 100px">Shop</a>
        <button style="position: absolute; left: 60px; width: 100px">Log out</button>
      </div>
      <div style="width: ${WIDTH + 80}px">A banner wider than the phone</div>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap">
        Text for screen readers only, however long it is
      </span>
    </body>`);
  const problems = await page.evaluate(findOverflow);
  expect(problems).toEqual([
    expect.stringMatching(/^the page scrolls sideways: \d+ px wide in \d+ px$/),
    expect.stringMatching(
      /^<p> "A label too long for its box" is cut with an ellipsis: needs \d+ px, has 100 px$/,
    ),
    expect.stringMatching(/^<div> "Details\s?History" scrolls sideways: needs 300 px, has 200 px$/),
    expect.stringMatching(/^<select> "Sort by" shows "Most recent first" cut: needs \d+ px, has \d+ px$/),
    expect.stringMatching(/^<div> "A banner wider than the phone" reaches 80 px past the right edge$/),
    expect.stringMatching(/^<a> "Shop" and <button> "Log out" overlap by 40×\d+ px$/),
  ]);
});

for (const lang of ['en', 'fr'] as const) {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
  const text = copy[lang];

  test.describe(`${WIDTH} px, signed out (${lang})`, () => {
    test.use({ locale, storageState: { cookies: [], origins: [] } });

    test('sign-in, the shop and a guest purchase, the public pages', async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
      await check(page, lang, '01-sign-in', 'sign-in');
      await openLanguageList(page, lang);
      await check(page, lang, '02-sign-in-language', 'sign-in, language list open');
      await closeLanguageList(page);
      await page.getByRole('button', { name: /\+33/ }).click();
      await expect(page.getByPlaceholder(text.searchCountry)).toBeVisible();
      await check(page, lang, '03-country-picker', 'sign-in, country picker');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      const visitor = newFrenchMobile();
      await page.getByLabel(text.phone, { exact: true }).fill(visitor.national);
      await page.getByRole('button', { name: text.receiveCode }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.codeTitle })).toBeVisible();
      await check(page, lang, '04-sign-in-code', 'sign-in, code step');

      await page.goto('/shop');
      await expect(page.getByRole('link', { name: new RegExp(GUEST_PIECES) })).toBeVisible();
      await check(page, lang, '05-shop-signed-out', 'shop, signed out');
      await page.getByRole('link', { name: new RegExp(GUEST_PIECES) }).click();
      await expect(page.getByRole('heading', { level: 1, name: GUEST_PIECES })).toBeVisible();
      await check(page, lang, '06-shop-collection-signed-out', 'shop collection, signed out');

      // a brand's link to one piece (its QR code in a shop window)
      const linked = await availablePiece(request, OWNER_PIECES);
      const link = await request.post('/api/brand/market-links', {
        headers: { authorization: `Bearer ${OWNER_PIECES_BRAND_KEY}` },
        data: { productId: linked.id },
      });
      expect(link.ok(), await link.text()).toBeTruthy();
      const { encryptedData } = (await link.json()) as { encryptedData: string };
      await page.goto(`/shop/market?data=${encodeURIComponent(encryptedData)}`);
      await expect(page.getByRole('heading', { level: 1, name: linked.name })).toBeVisible();
      await check(page, lang, '06b-shop-market-link', 'a brand’s link to a piece');

      const piece = await availablePiece(request, GUEST_PIECES);
      await page.goto(`/shop/item/${piece.id}`);
      await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
      await check(page, lang, '07-shop-item-signed-out', 'shop item, signed out');
      await page.getByRole('button', { name: text.buy, exact: true }).click();
      const guest = newFrenchMobile();
      await page.getByLabel(text.guestPhone, { exact: true }).fill(guest.national);
      await check(page, lang, '08-guest-phone', 'guest purchase, phone step');
      await page.getByRole('button', { name: text.receiveCode }).click();
      await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
      await check(page, lang, '09-guest-code', 'guest purchase, code step');
      await typeCode(page, codeOf(await latestSms(request, guest.e164)));
      await expect(page).toHaveURL(/\/api\/local-pay\/checkout\/cs_/);
      await page.getByLabel(text.hostedNumber).fill('4242 4242 4242 4242');
      await page.getByLabel(text.hostedExpiry).fill('12/30');
      await page.getByLabel(text.hostedCvc).fill('123');
      await check(page, lang, '10-hosted-card-page', 'hosted card page');
      await page.getByRole('button', { name: text.hostedPay }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
      await check(page, lang, '11-shop-complete', 'purchase complete (guest)');

      await page.goto('/confirm-email');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, lang, '12-confirm-email', 'e-mail confirmation without a link');
      await page.goto('/account-deleted');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, lang, '13-account-deleted', 'account deleted');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, lang, '14-not-found', 'page not found');
    });
  });

  test.describe(`${WIDTH} px, a new owner (${lang})`, () => {
    test.use({ locale });

    test('legal gate, empty home, settings, a purchase, sending it, activity', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const { page, context, phone, tokens } = await newOwnerPage(browser, request, lang);
      await page.goto('/');
      await expect(page).toHaveURL(/\/legal/);
      await page.getByRole('checkbox').first().waitFor();
      await check(page, lang, '20-legal-gate', 'legal gate');
      await passLegalGate(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      await check(page, lang, '21-home-empty', 'home, no items yet');

      await openSettings(page, lang);
      await check(page, lang, '22-settings-new-owner', 'settings (new owner)');
      // the address is said in several places (pending, confirmed, where e-mails go): it must wrap in each
      const email = `collectionneur.${lang}.${Date.now()}@example.com`;
      await setEmail(request, tokens.accessToken, email, false);
      await openSettings(page, lang);
      await check(
        page,
        lang,
        '22b-settings-email-pending',
        'settings, an e-mail address waiting for its link',
      );
      await setEmail(request, tokens.accessToken, email, true);
      await openSettings(page, lang);
      await expect(page.getByRole('switch').nth(1)).toBeEnabled();
      await check(page, lang, '22c-settings-email-confirmed', 'settings, a confirmed e-mail address');
      await page.goto('/settings/legal/termsAndConditions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, lang, '23-settings-terms', 'settings, terms and conditions');
      await page.goto('/settings/legal/privacyPolicy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, lang, '24-settings-privacy', 'settings, privacy policy');
      await page.goto('/settings/delete-account');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, lang, '25-delete-account', 'delete account');

      // a purchase signed in: reserve, a declined card, then 4242
      const piece = await availablePiece(request, OWNER_PIECES);
      await page.goto(`/shop/item/${piece.id}`);
      await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
      await check(page, lang, '26-shop-item', 'shop item, signed in');
      await page.getByRole('button', { name: text.reserve, exact: true }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      await check(page, lang, '27-shop-reserved', 'shop item, reserved');
      await page.getByRole('button', { name: text.payByCard }).click();
      await page.getByLabel(text.cardNumber, { exact: true }).fill('4000 0000 0000 0002');
      await page.getByLabel(text.expiry, { exact: true }).fill('12/30');
      await page.getByLabel(text.cvc, { exact: true }).fill('123');
      await page.getByRole('button', { name: text.pay }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check(page, lang, '28-shop-card-declined', 'card form, declined');
      await page.getByLabel(text.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: text.pay }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.success })).toBeVisible();
      await check(page, lang, '29-shop-success', 'purchase success');

      // the piece bought is theirs: its page, then sending it to another new number
      await page.getByRole('link', { name: text.see }).click();
      await expect(page).toHaveURL(/\/items\/[^/]+$/);
      await expect(page.getByRole('heading', { name: piece.name }).first()).toBeVisible();
      await check(page, lang, '30-item-bought', 'item page (just bought)');
      await page.getByRole('link', { name: text.send, exact: true }).click();
      const recipient = newFrenchMobile();
      await page.getByLabel(text.recipientPhone, { exact: true }).fill(recipient.national);
      await check(page, lang, '31-send-recipient', 'send, recipient');
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.review })).toBeVisible();
      await check(page, lang, '32-send-review', 'send, review');
      await requestStepUpCode(page, text.requestCode, text.stepUpTitle);
      await check(page, lang, '33-send-code', 'send, confirmation code');
      await typeCode(page, codeOf(await smsMatching(request, phone.e164, /confirmation/i)));
      await expect(page.getByRole('heading', { level: 1, name: text.sent })).toBeVisible();
      await check(page, lang, '34-send-success', 'send, sent');
      await page.getByRole('link', { name: text.seeActivity }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: piece.name }).first()).toBeVisible();
      await check(page, lang, '35-activity-sent', 'activity, an item sent');
      await context.close();
    });
  });

  test.describe(`${WIDTH} px, the demo owner (${lang})`, () => {
    test.use({ locale, storageState: OWNER_STATE });

    test('home, collections, an item and its tabs, gallery, messages', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      await expect(page.getByRole('link', { name: RICH.collection })).toBeVisible();
      await check(page, lang, '40-home', 'home');
      await openLanguageList(page, lang);
      await check(page, lang, '41-home-language', 'home, language list open');
      await closeLanguageList(page);

      await page.getByRole('link', { name: RICH.collection }).click();
      await expect(page.getByRole('heading', { level: 1, name: RICH.collection })).toBeVisible();
      await expect(page.getByText(RICH.item)).toBeVisible();
      await check(page, lang, '42-collection', 'collection');
      await page.getByRole('button', { name: text.select }).click();
      await check(page, lang, '43-collection-select', 'collection, selecting to send');

      await openItem(page, RICH.collection, RICH.item, copy[lang].view);
      await check(page, lang, '44-item', 'item');
      await openTab(page, text.details);
      await check(page, lang, '45-item-details', 'item, details tab', true);
      await openTab(page, text.photos);
      await check(page, lang, '46-item-photos', 'item, photos tab', true);
      await openTab(page, text.history);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await check(page, lang, '47-item-history', 'item, history tab', true);

      await openGallery(page, text.photos, text.openGallery);
      await check(page, lang, '48-gallery', 'gallery');
      await page.locator('main button img').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, lang, '49-photo-viewer', 'gallery, photo viewer');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', { name: text.chooseFile })
        .or(page.getByText(text.chooseFile))
        .first()
        .click();
      await (await chooser).setFiles({ name: 'papers.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, lang, '49b-add-photo', 'gallery, adding a photo');
      await page.keyboard.press('Escape');

      await openItem(page, WITH_PICTURE_MESSAGE.collection, WITH_PICTURE_MESSAGE.item, copy[lang].view);
      await openTab(page, text.messages);
      const message = page.getByRole('tabpanel').getByRole('link').first();
      await expect(message).toBeVisible();
      await check(page, lang, '50-item-messages', 'item, messages tab', true);
      await message.click();
      await expect(page).toHaveURL(/\/messages\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // opened from low on the item page, the message starts at its top
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await check(page, lang, '51-message', 'a brand’s message', true);
    });

    test('repair request and tracking, declaring lost or stolen, activity, settings, verify page', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await openItem(page, QUIET.collection, QUIET.item, copy[lang].view);
      const verifyHref = await page.getByRole('link', { name: /\/01\/\d{14}\/21\// }).getAttribute('href');
      await page.getByRole('link', { name: text.requestRepair }).click();
      await expect(page.getByRole('heading', { name: text.chooseStore })).toBeVisible();
      await page.getByRole('radio').first().check();
      await check(page, lang, '60-repair-store', 'repair, store');
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page.getByRole('heading', { name: text.describe })).toBeVisible();
      await page.getByLabel(text.detailsLabel).fill(text.problem);
      await check(page, lang, '61-repair-details', 'repair, details');
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page.getByRole('heading', { name: text.reviewRepair })).toBeVisible();
      await check(page, lang, '62-repair-review', 'repair, review');
      await page.getByRole('button', { name: text.sendRepair }).click();
      await expect(page.getByRole('heading', { name: text.tracking })).toBeVisible();
      await check(page, lang, '63-repair-tracking', 'repair tracking');
      // cancelled again, so that the item is as it was for the other language
      await page.getByRole('button', { name: text.cancelRepair }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await check(page, lang, '64-repair-cancel', 'repair, cancel dialog');
      await dialog.getByRole('button', { name: text.cancelRepair }).click();
      await expect(dialog).toBeHidden();
      await check(page, lang, '65-repair-cancelled', 'repair, cancelled');

      await openItem(page, QUIET.collection, QUIET.item, copy[lang].view);
      await page.getByRole('link', { name: text.declare }).click();
      await page.getByRole('radio', { name: new RegExp(`^${text.stolen}`) }).check();
      await check(page, lang, '66-declare-lost-stolen', 'declare lost or stolen');

      await page.goto('/activity');
      await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
      await check(page, lang, '67-activity', 'activity');
      await openSettings(page, lang);
      await check(page, lang, '68-settings', 'settings');
      await page.goto('/shop');
      await expect(page.getByRole('heading', { level: 1, name: text.shop })).toBeVisible();
      await check(page, lang, '69-shop', 'shop, signed in');
      await page.getByRole('link', { name: new RegExp(OWNER_PIECES) }).click();
      await expect(page.getByRole('heading', { level: 1, name: OWNER_PIECES })).toBeVisible();
      await check(page, lang, '70-shop-collection', 'shop collection, signed in');

      // the public page behind the item's QR code, opened by someone signed out
      const visitor = await browser.newContext({
        storageState: { cookies: [], origins: [] },
        baseURL: test.info().project.use.baseURL,
        locale,
        viewport: VIEWPORT,
        deviceScaleFactor: 2,
      });
      const stranger = await visitor.newPage();
      await stranger.goto(verifyHref ?? '');
      await expect(stranger.getByText(text.certificate, { exact: true }).first()).toBeVisible();
      await check(stranger, lang, '71-verify', 'verify page');
      await visitor.close();
    });
  });
}
