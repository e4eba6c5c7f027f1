// Owner A sends an item to a new phone B through the UI; B signs in and has it; both activities show it.
// At 390×844, in English and in French (a different item and a different B for each language).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import {
  codeOf,
  expectNoAxeViolations,
  interactive,
  newFrenchMobile,
  openItem,
  passLegalGate,
  requestStepUpCode,
  screenshot,
  visitorPage,
} from './support';

const OWNER_PHONE = '+33600000001';
/** a wallet outside Heirloom (EIP-55 checksummed) */
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

const copy = {
  en: {
    bringBack: 'Bring it back',
    returnQr: /^QR code of the address to send .+ back to$/,
    copy: 'Copy',
    collection: /Voyage Leather/,
    item: 'Sac Voyageur 48h',
    view: 'View',
    send: 'Send',
    recipientPhone: 'Recipient’s phone number',
    continue: 'Continue',
    review: 'Check before sending',
    requestCode: 'Receive a confirmation code',
    codeTitle: 'Enter the confirmation code',
    sent: 'Sent',
    seeActivity: 'See my activity',
    activity: 'Activity',
    pending: 'Pending',
    sentTo: /Sent to/,
    receivedFrom: /Received from/,
    signInPhone: 'Phone number',
    receiveCode: 'Receive a code',
    signInCodeTitle: 'Enter the code',
    home: 'Your collection',
    oneItem: /1 item/,
    signInSms: /sign-in code/,
    wallet: { collection: /Grands Crus 2019/, item: 'Réserve 2019' },
    details: 'Details',
    toWallet: /To a wallet address/,
    addressLabel: 'Wallet address',
    addressValid: `Valid Polygon address. With its checksum, it reads ${WALLET}.`,
    onPolygon: `${WALLET} on Polygon`,
    onChain: 'On the chain:',
    confirmed: 'Confirmed',
    inWallet: 'In the wallet it was sent to',
  },
  fr: {
    bringBack: 'Le récupérer',
    returnQr: /^QR code de l’adresse où renvoyer .+$/,
    copy: 'Copier',
    collection: /Midnight Runners/,
    item: 'Runner 02 “Aurora”',
    view: 'Voir',
    send: 'Envoyer',
    recipientPhone: 'Numéro de téléphone du destinataire',
    continue: 'Continuer',
    review: 'Vérifiez avant d’envoyer',
    requestCode: 'Recevoir un code de confirmation',
    codeTitle: 'Saisissez le code de confirmation',
    sent: 'Envoyé',
    seeActivity: 'Voir mon activité',
    activity: 'Activité',
    pending: 'En attente',
    sentTo: /Envoyé à/,
    receivedFrom: /Reçu de/,
    signInPhone: 'Numéro de téléphone',
    receiveCode: 'Recevoir un code',
    signInCodeTitle: 'Saisissez le code',
    home: 'Votre collection',
    oneItem: /1 objet/,
    signInSms: /code de connexion/,
    // transfers.e2e runs last (one worker, files in order): the items sent out here are no one else's
    wallet: { collection: /Heritage Chronographs/, item: 'Tourbillon Nuit' },
    details: 'Détails',
    toWallet: /À une adresse de portefeuille/,
    addressLabel: 'Adresse du portefeuille',
    addressValid: `Adresse Polygon valide. Avec sa somme de contrôle, elle s’écrit ${WALLET}.`,
    onPolygon: `${WALLET} sur Polygon`,
    onChain: 'Sur la blockchain :',
    confirmed: 'Confirmée',
    inWallet: 'Dans le portefeuille où il a été envoyé',
  },
} as const;

interface OutboxMessage {
  text: string;
  channel: string;
}

async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  return ((await res.json()) as OutboxMessage[]).filter((m) => m.channel === 'sms').map((m) => m.text);
}

/** The newest SMS matching `pattern`, once there are more such messages than `before`. */
async function nextSms(
  request: APIRequestContext,
  phone: string,
  pattern: RegExp,
  before: number,
): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const matching = (await smsTo(request, phone)).filter((text) => pattern.test(text));
      found = matching.length > before ? (matching[0] ?? '') : '';
      return found;
    })
    .toMatch(/\d{6}/);
  return found;
}

async function countSms(request: APIRequestContext, phone: string, pattern: RegExp): Promise<number> {
  return (await smsTo(request, phone)).filter((text) => pattern.test(text)).length;
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`transfers (${lang})`, () => {
    const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
    test.use({ locale, storageState: OWNER_STATE });
    const text = copy[lang];

    test('A sends an item to a new phone B; B signs in and has it; both activities show it', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const b = newFrenchMobile();

      // A opens the item and starts the send flow.
      await openItem(page, text.collection, text.item, text.view);
      await screenshot(page, `${lang}-2x-20-item-send`);
      await page.getByRole('link', { name: text.send, exact: true }).click();
      await expect(page).toHaveURL(/\/send$/);

      // Recipient: a phone number.
      await page.getByLabel(text.recipientPhone, { exact: true }).fill(b.national);
      await screenshot(page, `${lang}-2x-21-send-recipient`);
      await page.getByRole('button', { name: text.continue }).click();

      // Review, then the step-up code from the owner's SMS.
      await expect(page.getByRole('heading', { level: 1, name: text.review })).toBeVisible();
      await expect(page.getByText(b.international)).toBeVisible();
      await screenshot(page, `${lang}-2x-22-send-review`);
      const confirmation = /confirmation/i;
      const before = await countSms(request, OWNER_PHONE, confirmation);
      await requestStepUpCode(page, text.requestCode, text.codeTitle);
      const code = codeOf(await nextSms(request, OWNER_PHONE, confirmation, before));
      await screenshot(page, `${lang}-2x-23-send-code`);
      await typeCode(page, code);

      // Sent; A's activity shows it sent and pending (B has no account yet).
      await expect(page.getByRole('heading', { level: 1, name: text.sent })).toBeVisible();
      await screenshot(page, `${lang}-2x-24-send-success`);
      await page.getByRole('link', { name: text.seeActivity }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
      const sentRow = page.getByRole('listitem').filter({ hasText: text.item }).first();
      await expect(sentRow).toContainText(text.sentTo);
      await expect(sentRow).toContainText(text.pending);
      await screenshot(page, `${lang}-2x-25-activity-sent`);
      // the rows' headings follow the screen's h1 with no level skipped
      await expectNoAxeViolations(page, ['heading-order']);

      // B signs in through the UI in a fresh browser (no session) and has the item.
      const context = await browser.newContext({
        storageState: { cookies: [], origins: [] },
        baseURL: test.info().project.use.baseURL,
        locale,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        hasTouch: true,
      });
      const pageB = await context.newPage();
      await pageB.goto('/');
      await expect(pageB).toHaveURL(/\/login/);
      await interactive(pageB);
      await pageB.getByLabel(text.signInPhone, { exact: true }).fill(b.national);
      await pageB.getByRole('button', { name: text.receiveCode }).click();
      await expect(pageB.getByRole('heading', { level: 1, name: text.signInCodeTitle })).toBeVisible();
      const signInCode = codeOf(await nextSms(request, b.e164, text.signInSms, 0));
      await typeCode(pageB, signInCode);
      await passLegalGate(pageB, lang);
      await expect(pageB.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      await expect(pageB.getByText(text.oneItem).first()).toBeVisible();
      await screenshot(pageB, `${lang}-2x-26-recipient-home`);

      // B's activity shows it received.
      await pageB.getByRole('link', { name: text.activity, exact: true }).click();
      await expect(pageB.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
      const receivedRow = pageB.getByRole('listitem').filter({ hasText: text.item }).first();
      await expect(receivedRow).toContainText(text.receivedFrom);
      await screenshot(pageB, `${lang}-2x-27-activity-received`);
      await context.close();
    });

    test('A sends an item out to a wallet; the transaction is confirmed on the chain; its public page says so', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      await openItem(page, text.wallet.collection, text.wallet.item, text.view);
      await page.getByRole('tab', { name: text.details }).click();
      const verifyHref = await page.getByRole('link', { name: /\/01\/\d{14}\/21\// }).getAttribute('href');
      await page.getByRole('link', { name: text.send, exact: true }).click();
      await expect(page).toHaveURL(/\/send$/);

      // Recipient: a wallet on Polygon, checked as it is typed; in lower case, as wallets often show it, it is
      // valid and given back checksummed, and that is the address confirmed, sent and written on the chain
      await page.getByRole('radio', { name: text.toWallet }).check();
      await page.getByRole('radio', { name: 'Polygon', exact: true }).check();
      await page.getByLabel(text.addressLabel, { exact: true }).fill(WALLET.toLowerCase());
      await expect(page.getByText(text.addressValid)).toBeVisible();
      await screenshot(page, `${lang}-2x-27a-wallet-lower-case`);
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.review })).toBeVisible();
      await expect(page.getByText(text.onPolygon)).toBeVisible();
      await screenshot(page, `${lang}-2x-27b-wallet-review`);
      const confirmation = /confirmation/i;
      const before = await countSms(request, OWNER_PHONE, confirmation);
      await requestStepUpCode(page, text.requestCode, text.codeTitle);
      await typeCode(page, codeOf(await nextSms(request, OWNER_PHONE, confirmation, before)));

      // Sent: the transaction on the chain, followed on the screen until the chain confirms it.
      await expect(page.getByRole('heading', { level: 1, name: text.sent })).toBeVisible();
      await expect(page.getByText(text.onChain)).toBeVisible();
      await expect(page.getByText(text.confirmed, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^Transaction 0x[0-9a-f]{64}$/)).toBeAttached();
      await screenshot(page, `${lang}-2x-28-wallet-sent-confirmed`);

      // The activity says it, with the transaction.
      await page.getByRole('link', { name: text.seeActivity }).click();
      const row = page.getByRole('listitem').filter({ hasText: text.wallet.item }).first();
      await expect(row).toContainText(text.onChain);
      await expect(row).toContainText(text.confirmed);
      await expect(row.getByText(/^Transaction 0x[0-9a-f]{64}$/)).toBeAttached();
      await screenshot(page, `${lang}-2x-29-activity-wallet`);
      // the address to send it back to: a QR code a wallet scans, and the text to copy
      await row.getByText(text.bringBack).click();
      await expect(row.getByRole('img', { name: text.returnQr })).toBeVisible();
      await expect(row.getByRole('button', { name: text.copy })).toBeVisible();
      await row.getByText(text.bringBack).scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-2x-29b-activity-bring-back`);

      // Anyone's public page: the token is in that wallet now.
      const { page: stranger, context } = await visitorPage(browser, lang);
      await stranger.goto(verifyHref ?? '');
      await expect(stranger.getByText(text.inWallet)).toBeVisible();
      await expect(stranger.getByTitle(WALLET)).toBeVisible();
      await stranger.getByText(text.inWallet).scrollIntoViewIfNeeded();
      await screenshot(stranger, `${lang}-2x-30-verify-in-wallet`);
      await context.close();
    });
  });
}
