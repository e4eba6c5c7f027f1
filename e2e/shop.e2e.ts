// The shop at 390×844, in English and in French: the demo owner buys a piece (a declined card first, then
// 4242…) and finds it in their items and activity; a guest opens a brand's market link, proves a new phone
// by SMS code and pays on the hosted card page. Each run buys pieces still on sale at that moment; the shop's
// pieces are the brands' stock, apart from the items the other e2e files use.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import {
  codeOf,
  expectNoAxeViolations,
  latestSms,
  localhostContext,
  newFrenchMobile,
  screenshot,
} from './support';

const copy = {
  en: {
    shop: 'Shop',
    shopTitle: 'Shop',
    available: 'Available',
    reserve: 'Reserve',
    heldFor: 'Held for you',
    payByCard: 'Pay by card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: /^Pay €/,
    declined: 'Your card was declined. Nothing was charged: try another card.',
    success: 'It’s yours',
    receipt: 'Send me the receipt',
    receiptSent: /The receipt was sent to \+33\s6\s00\s00\s00\s01/,
    see: 'See it in my collection',
    activity: 'Activity',
    boughtFrom: (brand: string) => `Bought from ${brand}`,
    buy: 'Buy',
    phone: 'Your phone number',
    email: 'E-mail for the receipt (optional)',
    sendCode: 'Receive a code',
    codeTitle: 'Enter the code',
    hostedTitle: 'Secure payment',
    hostedNumber: 'Card number',
    hostedExpiry: 'Expiry (MM / YY)',
    hostedCvc: 'Security code (CVC)',
    hostedPay: /^Pay /,
    thanks: 'Thank you',
    signInWith: /Sign in with \+33\s6/,
    invalidLink: 'This link does not work',
  },
  fr: {
    shop: 'Boutique',
    shopTitle: 'Boutique',
    available: 'Disponible',
    reserve: 'Réserver',
    heldFor: 'Réservée pour vous',
    payByCard: 'Payer par carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Code de sécurité (CVC)',
    pay: /^Payer .*€$/,
    declined: 'Votre carte a été refusée. Rien n’a été débité : essayez une autre carte.',
    success: 'Elle est à vous',
    receipt: 'M’envoyer le reçu',
    receiptSent: /Le reçu a été envoyé au \+33\s6\s00\s00\s00\s01/,
    see: 'La voir dans ma collection',
    activity: 'Activité',
    boughtFrom: (brand: string) => `Acheté chez ${brand}`,
    buy: 'Acheter',
    phone: 'Votre numéro de téléphone',
    email: 'E-mail pour le reçu (facultatif)',
    sendCode: 'Recevoir un code',
    codeTitle: 'Saisissez le code',
    hostedTitle: 'Paiement sécurisé',
    hostedNumber: 'Numéro de carte',
    hostedExpiry: 'Expiration (MM / AA)',
    hostedCvc: 'Code de sécurité (CVC)',
    hostedPay: /^Payer /,
    thanks: 'Merci',
    signInWith: /Connectez-vous avec le \+33\s6/,
    invalidLink: 'Ce lien ne fonctionne pas',
  },
} as const;

const WINE = { collection: /Cuvée Lumière 2021/, brand: 'Domaine Solène' };
const RUNNERS = { collection: 'Nightfall Capsule', brandKey: 'hlk_demo_atelier-nuit' };

interface ShopCollection {
  id: string;
  name: string;
}
interface ShopItem {
  id: string;
  name: string;
  availability: string;
}

/** A piece of the collection still on sale right now, through the public API. */
async function availablePiece(request: APIRequestContext, collection: string): Promise<ShopItem> {
  const list = (await (await request.get('/api/nft-collections/forSale')).json()) as {
    items: ShopCollection[];
  };
  const onSale = list.items.find((c) => c.name === collection);
  if (!onSale) throw new Error(`${collection} is not on sale`);
  const page = await request.post(`/api/products/getProductsForSale/${onSale.id}/100/0`, { data: {} });
  const items = ((await page.json()) as { items: ShopItem[] }).items;
  const piece = items.find((item) => item.availability === 'available');
  if (!piece) throw new Error(`nothing left in ${collection}`);
  return piece;
}

async function fillCard(page: Page, lang: 'en' | 'fr', number: string): Promise<void> {
  const text = copy[lang];
  await page.getByLabel(text.cardNumber, { exact: true }).fill(number);
  await page.getByLabel(text.expiry, { exact: true }).fill('12/30');
  await page.getByLabel(text.cvc, { exact: true }).fill('123');
}

for (const lang of ['en', 'fr'] as const) {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
  const text = copy[lang];

  test.describe(`shop, signed in (${lang})`, () => {
    test.use({ locale, storageState: OWNER_STATE });

    test('the demo owner reserves, is declined, pays with 4242 and finds the piece in their items and activity', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await page.getByRole('link', { name: text.shop, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.shopTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: WINE.collection })).toBeVisible();
      await screenshot(page, `${lang}-70-shop`);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: WINE.collection }).click();
      await expect(page.getByRole('heading', { level: 1, name: WINE.collection })).toBeVisible();
      const row = page
        .getByRole('link')
        .filter({ has: page.getByText(text.available, { exact: true }) })
        .first();
      await expect(row).toBeVisible();
      await screenshot(page, `${lang}-71-shop-collection`);
      const name = (await row.locator('[class*="rowName"]').textContent())?.trim() ?? '';
      expect(name).not.toBe('');

      await row.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await screenshot(page, `${lang}-72-shop-item`);
      await page.getByRole('button', { name: text.reserve, exact: true }).click();
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText(/^1[45]:\d\d$/);
      await expect(page.getByText(text.heldFor, { exact: true }).first()).toBeVisible();
      await screenshot(page, `${lang}-73-shop-reserved`);

      await page.getByRole('button', { name: text.payByCard }).click();
      await fillCard(page, lang, '4000 0000 0000 0002');
      await screenshot(page, `${lang}-74-shop-card`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.pay }).click();
      await expect(page.getByRole('alert')).toHaveText(text.declined);
      await expect(timer).toBeVisible();
      await screenshot(page, `${lang}-75-shop-declined`);

      await fillCard(page, lang, '4242 4242 4242 4242');
      await page.getByRole('button', { name: text.pay }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.success })).toBeVisible();
      await expect(page.getByText(name).first()).toBeVisible();
      await page.getByRole('button', { name: text.receipt }).click();
      await expect(page.getByText(text.receiptSent)).toBeVisible();
      await screenshot(page, `${lang}-76-shop-success`);

      // my items have it, and the activity says where it came from
      await page.getByRole('link', { name: text.see }).click();
      await expect(page).toHaveURL(/\/items\/[^/]+$/);
      await expect(page.getByRole('heading', { name }).first()).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('link', { name: WINE.collection })).toBeVisible();
      await page.goto('/activity');
      await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
      const bought = page.getByRole('listitem').filter({ hasText: name }).first();
      await expect(bought).toContainText(text.boughtFrom(WINE.brand));
      await screenshot(page, `${lang}-77-shop-activity`);
    });
  });

  test.describe(`shop, guest (${lang})`, () => {
    test.use({ locale, storageState: { cookies: [], origins: [] } });

    test('a guest opens a market link, proves a new phone and pays on the hosted card page', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // the shop's front page, signed out: the collections, and a way to sign in
      await page.goto('/shop');
      await expect(page.getByRole('link', { name: new RegExp(RUNNERS.collection) })).toBeVisible();
      await screenshot(page, `${lang}-79-shop-signed-out`);

      // an altered link says so
      const sale = await marketLinkOfAPiece(request);
      await page.goto(`/shop/market?data=${encodeURIComponent(`${sale.encryptedData.slice(0, -4)}AAAA`)}`);
      await expect(page.getByRole('heading', { level: 1, name: text.invalidLink })).toBeVisible();

      await guestBuys(page, request, lang, sale, {
        market: '80-shop-market',
        phone: '81-shop-guest-phone',
        code: '82-shop-guest-code',
        card: '83-shop-hosted-card',
        complete: '84-shop-complete',
      });
    });

    // PUBLIC_URL is http://127.0.0.1:<port> here (playwright.config.ts): this guest opened localhost, as a
    // phone opens the computer's network address; the card page and its way back must stay on it
    test('a guest who opened the app on another address than PUBLIC_URL pays and stays on that address', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const context = await localhostContext(browser, lang, { width: 390, height: 844 });
      try {
        await guestBuys(await context.newPage(), request, lang, await marketLinkOfAPiece(request), {
          card: '86-shop-hosted-card-other-origin',
          complete: '87-shop-complete-other-origin',
        });
      } finally {
        await context.close();
      }
    });
  });
}

type GuestStep = 'market' | 'phone' | 'code' | 'card' | 'complete';

/** A Nightfall piece still on sale, and its brand's market link (the sealed data the link carries). */
async function marketLinkOfAPiece(request: APIRequestContext) {
  const piece = await availablePiece(request, RUNNERS.collection);
  const link = await request.post('/api/brand/market-links', {
    headers: { authorization: `Bearer ${RUNNERS.brandKey}` },
    data: { productId: piece.id },
  });
  expect(link.ok()).toBeTruthy();
  const { encryptedData } = (await link.json()) as { encryptedData: string };
  return { piece, encryptedData };
}

/**
 * A guest buys a piece from its market link, opened on the page's own address: a new phone proven by its SMS
 * code (from the dev outbox), the hosted card page and 4242…, then "Thank you", all on the origin the link was
 * opened on. `shots` names the screenshots to take, by step.
 */
async function guestBuys(
  page: Page,
  request: APIRequestContext,
  lang: 'en' | 'fr',
  { piece, encryptedData }: Awaited<ReturnType<typeof marketLinkOfAPiece>>,
  shots: Partial<Record<GuestStep, string>>,
): Promise<void> {
  const text = copy[lang];
  const shot = async (step: GuestStep) => {
    const name = shots[step];
    if (name) await screenshot(page, `${lang}-${name}`);
  };
  await page.goto(`/shop/market?data=${encodeURIComponent(encryptedData)}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await shot('market');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.buy, exact: true }).click();

  const guest = newFrenchMobile();
  await page.getByLabel(text.phone, { exact: true }).fill(guest.national);
  await page.getByLabel(text.email, { exact: true }).fill(`guest.${guest.national}@example.com`);
  await shot('phone');
  await page.getByRole('button', { name: text.sendCode }).click();
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
  const code = codeOf(await latestSms(request, guest.e164));
  await shot('code');
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);

  // the local provider's hosted card page, on the address the guest opened
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(origin)}/api/local-pay/checkout/cs_`));
  await expect(page.getByText(text.hostedTitle).first()).toBeVisible();
  await page.getByLabel(text.hostedNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(text.hostedExpiry).fill('12/30');
  await page.getByLabel(text.hostedCvc).fill('123');
  await shot('card');
  await page.getByRole('button', { name: text.hostedPay }).click();

  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(origin)}/shop/complete\\?session_id=cs_`));
  await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
  await expect(page.getByText(piece.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: text.signInWith })).toHaveAttribute('href', '/login');
  await shot('complete');
  await expectNoAxeViolations(page);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the shop and an item on sale fit a 320 px screen and a desktop without overflow', async ({
  page,
  request,
}) => {
  const piece = await availablePiece(request, RUNNERS.collection);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/shop', `/shop/item/${piece.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBe(false);
    }
    await screenshot(page, `en-85-shop-item-${width}px`);
  }
});
