// The whole journey of an heir (docs/product.md "Heirs" and "Entrusted care"), in English then French at 390×844, as its people
// live it: a new owner (given an item by the second demo owner, through the API) names an heir from Settings,
// confirmed by the SMS code; then the owner stops signing in and time passes on the server (the development clock,
// as `npm run clock -- advance` makes it pass): 13 months, a reminder; a month more, the heir is told they may
// claim. The heir signs in with their own number, finds the claim from the home, says what happened and sends the
// brand a document; the brand's admin approves the claim in the console; the heir finds the item in their
// collection, "inherited" in its history. The clock is put back whatever happens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiSignIn,
  countOf,
  nextMessage,
  SAMPLE_PDF,
  signedInContext,
  stepUp,
  type ApiSession,
} from './api-session';
import { timeBack, timePasses } from './dev-clock';
import { findOverflow } from './layout-check';
import {
  codeOf,
  consoleSignIn,
  expectNoAxeViolations,
  interactive,
  newFrenchMobile,
  passLegalGate,
  screenshot,
} from './support';

const GIVER = '+33600000002';
const ADMIN_OF: Record<string, string> = {
  'Maison Aurèle': 'admin@maison-aurele.example',
  'Atelier Nuit': 'admin@atelier-nuit.example',
  'Domaine Solène': 'admin@domaine-solene.example',
};

const copy = {
  en: {
    settingsRow: /^Your heirs and entrusted items/,
    heirsTitle: 'Heirs and care',
    nameHeir: 'Name an heir',
    heirPhone: 'Their phone number',
    heirName: 'Their name',
    tell: 'Tell them by SMS that they were named',
    continue: 'Continue',
    confirmFor: 'Confirm for Camille',
    requestCode: 'Receive a confirmation code',
    codeTitle: 'Confirm with the code',
    heirs: 'Your heirs',
    reminder: /have not signed in for a long time/,
    told: /may make a claim/,
    signInPhone: 'Phone number',
    receiveCode: 'Receive a code',
    signInCodeTitle: 'Enter the code',
    home: 'Your collection',
    mayClaim: 'Someone named you as their heir: you may make a claim',
    namedTitle: 'Named as an heir',
    statement: 'What happened',
    statementText: 'My aunt passed away on 2 March; the notary’s certificate is attached.',
    submit: 'Send the claim',
    claimTitle: 'Your claim',
    addDocuments: (brand: string) => `Add documents for ${brand}`,
    sendDocuments: (brand: string) => `Send the documents to ${brand}`,
    sent: (brand: string) => `Your documents were sent to ${brand}.`,
    claims: 'Heirs’ claims',
    claim: /^Claim of /,
    approve: 'Approve the claim',
    approveDialog: 'Approve the claim?',
    approveConfirm: 'Approve and hand the items over',
    approvedBy: /^Approved by /,
    approvedSms: /approved your claim/,
    approvedState: /^Approved · On /,
    view: 'View',
    history: 'History',
    inherited: 'Inherited',
  },
  fr: {
    settingsRow: /^Vos héritiers et objets confiés/,
    heirsTitle: 'Héritiers et objets confiés',
    nameHeir: 'Désigner un héritier',
    heirPhone: 'Son numéro de téléphone',
    heirName: 'Son nom',
    tell: 'Le prévenir par SMS de sa désignation',
    continue: 'Continuer',
    confirmFor: 'Confirmer pour Camille',
    requestCode: 'Recevoir un code de confirmation',
    codeTitle: 'Confirmez avec le code',
    heirs: 'Vos héritiers',
    reminder: /pas connecté depuis longtemps/,
    told: /pouvez faire une demande|may make a claim/,
    signInPhone: 'Numéro de téléphone',
    receiveCode: 'Recevoir un code',
    signInCodeTitle: 'Saisissez le code',
    home: 'Votre collection',
    mayClaim: 'Quelqu’un vous a désigné comme héritier : vous pouvez faire une demande',
    namedTitle: 'Désigné comme héritier',
    statement: 'Ce qui s’est passé',
    statementText: 'Ma tante est décédée le 2 mars ; l’acte du notaire est joint.',
    submit: 'Envoyer la demande',
    claimTitle: 'Votre demande',
    addDocuments: (brand: string) => `Ajouter des documents pour ${brand}`,
    sendDocuments: (brand: string) => `Envoyer les documents à ${brand}`,
    sent: (brand: string) => `Vos documents ont été envoyés à ${brand}.`,
    claims: 'Demandes d’héritiers',
    claim: /^Demande du /,
    approve: 'Accepter la demande',
    approveDialog: 'Accepter la demande ?',
    approveConfirm: 'Accepter et transmettre les objets',
    approvedBy: /^Acceptée par /,
    approvedSms: /approved your claim|a accepté votre demande/,
    approvedState: /^Acceptée · Le /,
    view: 'Voir',
    history: 'Historique',
    inherited: 'Reçu en héritage',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];
interface GivenItem {
  id: string;
  name: string;
  brand: string;
  collection: string;
}

/** The second demo owner's `index`-th active item, sent to `phone` (a step-up by SMS code, as the app does). */
async function giveItem(request: APIRequestContext, phone: string, index: number): Promise<GivenItem> {
  const giver = await apiSignIn(request, GIVER, 'fr');
  const collections = (await (
    await request.post('/api/v1/products/collections/50/0', { headers: giver.headers, data: {} })
  ).json()) as { items: { id: string }[] };
  const held: GivenItem[] = [];
  for (const { id } of collections.items) {
    const page = (await (
      await request.post(`/api/v1/products/${id}/50/0`, { headers: giver.headers, data: {} })
    ).json()) as {
      items: {
        id: string;
        name: string;
        status: string;
        brand: { name: string };
        nftCollection: { name: string };
      }[];
    };
    for (const item of page.items.filter((i) => i.status === 'active'))
      held.push({
        id: item.id,
        name: item.name,
        brand: item.brand.name,
        collection: item.nftCollection.name,
      });
  }
  const item = held[index];
  if (!item) throw new Error(`the second demo owner holds no active item #${index}`);
  const send = { phoneTo: phone, productsIds: [item.id] };
  await stepUp(request, giver, GIVER, { action: 'sendToPhone', ...send });
  const sent = await request.post('/api/transactions/sendToPhone', { headers: giver.headers, data: send });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  return item;
}

async function fitsAt320(page: Page, shot: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => page.evaluate(findOverflow)).toEqual([]);
  await screenshot(page, shot);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The owner names `heir` in the app (Settings → Heirs and care), confirmed by the code sent to their own phone. */
async function nameHeir(
  page: Page,
  request: APIRequestContext,
  text: Copy,
  owner: string,
  heir: string,
  shot: string,
) {
  await page.goto('/settings');
  await page.getByRole('link', { name: text.settingsRow }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.heirsTitle })).toBeVisible();
  await page.getByRole('link', { name: text.nameHeir }).click();
  await page.getByLabel(text.heirPhone, { exact: true }).fill(heir);
  await page.getByRole('textbox', { name: text.heirName }).fill('Camille');
  await page.getByRole('checkbox', { name: text.tell }).check();
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.confirmFor })).toBeVisible();
  const before = await countOf(request, owner, /\d{6}/);
  await page.getByRole('button', { name: text.requestCode }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.codeTitle })).toBeVisible();
  const code = codeOf(await nextMessage(request, owner, /\d{6}/, before, 15_000));
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  const camille = page.getByRole('list', { name: text.heirs }).getByRole('listitem', { name: 'Camille' });
  await expect(camille).toBeVisible();
  await screenshot(page, shot);
}

/** The heir signs in with their own number in a browser of their own (a new account: the legal texts first). */
async function heirSignsIn(
  page: Page,
  request: APIRequestContext,
  text: Copy,
  lang: 'en' | 'fr',
  heir: string,
) {
  const national = `0${heir.slice(3)}`;
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await interactive(page);
  await page.getByLabel(text.signInPhone, { exact: true }).fill(national);
  const before = await countOf(request, heir, /\d{6}/);
  await page.getByRole('button', { name: text.receiveCode }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.signInCodeTitle })).toBeVisible();
  const code = codeOf(await nextMessage(request, heir, /\d{6}/, before, 15_000));
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await passLegalGate(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
}

for (const [index, lang] of (['en', 'fr'] as const).entries()) {
  test.describe(`an heir's journey (${lang})`, () => {
    const text = copy[lang];
    test.afterEach(async () => timeBack());

    test('an owner names an heir; time passes; the heir claims; the brand approves; the heir has the item', async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const baseURL = test.info().project.use.baseURL!;
      const owner = newFrenchMobile();
      const heir = newFrenchMobile();

      // a new owner, given an item by the second demo owner
      const item = await giveItem(request, owner.e164, index);
      const session: ApiSession = await apiSignIn(request, owner.e164, lang);
      await expect
        .poll(async () =>
          (await request.get(`/api/v1/products/${item.id}`, { headers: session.headers })).status(),
        )
        .toBe(200);

      // the owner names Camille their heir, and she is told she was named
      const ownerContext = await signedInContext(browser, baseURL, session, lang);
      const ownerPage = await ownerContext.newPage();
      await nameHeir(ownerPage, request, text, owner.e164, heir.national, `${lang}-journey-1-heir-named`);
      await nextMessage(request, heir.e164, /Heirloom/);
      // the owner's browser is closed: from now on they give no sign of life
      await ownerContext.close();

      // 13 months without a sign-in: the owner is reminded; a month more without an answer: the heir is told
      await timePasses('13months');
      await nextMessage(request, owner.e164, text.reminder, 0, 60_000);
      await timePasses('31days');
      await nextMessage(request, heir.e164, text.told, 0, 60_000);

      // the heir signs in with her own number and finds the claim from her home
      const heirContext = await browser.newContext({
        baseURL,
        locale: lang === 'fr' ? 'fr-FR' : 'en-US',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        hasTouch: true,
        storageState: { cookies: [], origins: [] },
      });
      const heirPage = await heirContext.newPage();
      await heirSignsIn(heirPage, request, text, lang, heir.e164);
      await heirPage.getByRole('link', { name: text.mayClaim }).click();
      await expect(heirPage.getByRole('heading', { level: 1, name: text.namedTitle })).toBeVisible();
      await heirPage.getByRole('textbox', { name: text.statement }).fill(text.statementText);
      await screenshot(heirPage, `${lang}-journey-2-claim`);
      await expectNoAxeViolations(heirPage);
      await heirPage.getByRole('button', { name: text.submit }).click();
      await expect(heirPage.getByRole('heading', { level: 1, name: text.claimTitle })).toBeVisible();
      await heirPage.getByLabel(text.addDocuments(item.brand)).setInputFiles({
        name: 'notary-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: SAMPLE_PDF,
      });
      await heirPage.getByRole('button', { name: text.sendDocuments(item.brand) }).click();
      await expect(heirPage.getByText(text.sent(item.brand))).toBeVisible();
      await screenshot(heirPage, `${lang}-journey-3-documents-sent`);
      await fitsAt320(heirPage, `${lang}-journey-3-documents-sent-320`);

      // the brand's admin reads the claim in the console and approves it
      const admin = ADMIN_OF[item.brand];
      if (!admin) throw new Error(`no demo admin for ${item.brand}`);
      const consoleContext = await browser.newContext({
        baseURL,
        locale: lang === 'fr' ? 'fr-FR' : 'en-US',
        viewport: { width: 1280, height: 800 },
        storageState: { cookies: [], origins: [] },
      });
      const consolePage = await consoleContext.newPage();
      await consoleSignIn(consolePage, request, admin, lang);
      await consolePage.getByRole('link', { name: text.claims }).click();
      await consolePage.getByRole('link', { name: text.claim }).first().click();
      await expect(consolePage.getByText(text.statementText)).toBeVisible();
      await consolePage.getByRole('button', { name: text.approve }).click();
      const dialog = consolePage.getByRole('dialog', { name: text.approveDialog });
      await expect(dialog.getByText(item.name, { exact: false })).toBeVisible();
      await dialog.getByRole('button', { name: text.approveConfirm }).click();
      await expect(consolePage.getByText(text.approvedBy)).toBeVisible();
      await screenshot(consolePage, `${lang}-journey-4-console-approved`);
      await consoleContext.close();

      // the heir is told, reads her claim approved, and finds the item in her collection, inherited
      await nextMessage(request, heir.e164, text.approvedSms, 0, 30_000);
      await heirPage.reload();
      await expect(heirPage.getByText(text.approvedState)).toBeVisible();
      await screenshot(heirPage, `${lang}-journey-5-claim-approved`);
      await heirPage.goto('/');
      await heirPage.getByRole('link', { name: new RegExp(item.collection) }).click();
      const card = heirPage.getByRole('article').filter({ hasText: item.name });
      await card
        .getByRole('button', { name: text.view })
        .or(card.getByRole('link', { name: text.view }))
        .click();
      await expect(heirPage.getByRole('heading', { name: item.name }).first()).toBeVisible();
      await heirPage.getByRole('tab', { name: text.history }).click();
      await expect(heirPage.getByText(text.inherited, { exact: true }).first()).toBeVisible();
      await screenshot(heirPage, `${lang}-journey-6-heir-has-it`);
      await heirContext.close();
    });
  });
}
