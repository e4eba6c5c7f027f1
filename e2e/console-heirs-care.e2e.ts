// The brand console's side of heirs and care (issue 36), against the e2e server:
// - set up through the API: the demo owner (+33 6 00 00 00 01) names a new number heir to one Atelier Nuit item
//   (step-up by SMS code); time passes with the development clock, as `npm run clock -- advance …` makes it pass
//   (e2e/dev-clock.ts): 13 months without a sign-in, the owner is reminded; 30 days
//   more, the heir is told they may claim; the heir signs in, claims, and gives the brand a picture and a PDF;
// - in English at 1280×800, the brand's admin opens the claim from the console's navigation, views the picture, and
//   approves it: the item is the heir's, the page says who decided;
// - the clock back at the real time, the owner entrusts another Atelier Nuit item to one of its stores;
// - in French at 390×844 (and 320 px), the same admin reads the decided claim, opens the item in the store's care
//   (what the owner shared) and ends the care, then reads the documents asked of heirs.
// The clock is taken back to the real time whatever happens, for the specs after this one.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiSignIn, codeFor, countOf, nextMessage, SAMPLE_PDF } from './api-session';
import { timeBack, timePasses } from './dev-clock';
import { OWNER_STATE } from './global-setup';
import { consoleSignIn, expectNoAxeViolations, newFrenchMobile, screenshot } from './support';

const OWNER = '+33600000001';
const ITEM = 'High-top “Nocturne”';
/** entrusted to one of the brand's stores */
const LENT = 'Runner 01 “Eclipse”';
const ADMIN = 'admin@atelier-nuit.example';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A 4×4 PNG: a picture of a document (checked by its bytes, as the API does). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQEeSHIwbiOABVBANBla9SxgAAAABJRU5ErkJggg==',
  'base64',
);
/** Signs `phone` in through the API (a new number's legal texts accepted): its bearer header. */
const signIn = async (request: APIRequestContext, phone: string) => (await apiSignIn(request, phone)).headers;

/**
 * The demo owner's bearer header: the suite's session (global-setup.ts) while its access token is good, else a new
 * sign-in (each SMS code counts in the number's daily allowance, which the whole suite shares).
 */
async function ownerAuth(request: APIRequestContext) {
  const state = JSON.parse(fs.readFileSync(OWNER_STATE, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins[0]?.localStorage.find((e) => e.name === 'heirloom.accessToken')?.value;
  const headers = { authorization: `Bearer ${token}` };
  if (token && (await request.get('/api/v1/heirs', { headers })).ok()) return headers;
  return signIn(request, OWNER);
}

/** The demo owner's item of this name. */
async function itemId(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const collections = (await (
    await request.post('/api/v1/products/collections/50/0', { headers, data: {} })
  ).json()) as { items: { id: string }[] };
  for (const { id } of collections.items) {
    const page = (await (
      await request.post(`/api/v1/products/${id}/50/0`, { headers, data: {} })
    ).json()) as {
      items: { id: string; name: string }[];
    };
    const item = page.items.find((i) => i.name === name);
    if (item) return item.id;
  }
  throw new Error(`the demo owner has no ${name}`);
}

/**
 * The demo owner names `heir` for the item (step-up by SMS code for that number), then makes no signed-in request
 * again: time passes until the heir is told they may claim; the heir claims and gives the brand two documents.
 */
async function claimSetUp(request: APIRequestContext, heir: string) {
  const owner = await ownerAuth(request);
  const item = await itemId(request, owner, ITEM);
  const lent = await itemId(request, owner, LENT);
  const pin = await codeFor(request, OWNER, () =>
    request.post('/api/transactions/requestCode', {
      headers: owner,
      data: { action: 'changeHeirs', phoneTo: heir },
    }),
  );
  const checked = await request.post('/api/authorizations/checkPin', { headers: owner, data: { pin } });
  expect(checked.ok(), await checked.text()).toBeTruthy();
  const named = await request.post('/api/v1/heirs', {
    headers: owner,
    data: {
      phone: heir,
      displayName: 'My nephew',
      scope: 'chosen',
      itemIds: [item],
      tell: true,
      shareName: true,
      ownerName: 'Camille',
    },
  });
  expect(named.status(), await named.text()).toBe(201);

  // 13 months without a sign-in: the first reminder (the round runs every minute)
  const reminder = /you have not signed in for a long time/;
  const reminders = await countOf(request, OWNER, reminder);
  await timePasses('13months');
  await nextMessage(request, OWNER, reminder, reminders);
  // a month of reminders without an answer: the heir is told they may claim
  await timePasses('31days');
  await nextMessage(request, heir, /you may make a claim/);

  const heirAuth = await signIn(request, heir);
  const namedMe = (await (await request.get('/api/v1/heirs/named-me', { headers: heirAuth })).json()) as {
    items: { id: string; mayClaim: boolean }[];
  };
  const naming = namedMe.items.find((n) => n.mayClaim);
  expect(naming).toBeTruthy();
  const made = await request.post(`/api/v1/heirs/named-me/${naming!.id}/claim`, {
    headers: heirAuth,
    data: {
      statement: 'My uncle Camille died in March; I enclose the death certificate and the notary’s deed.',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const claim = (await made.json()) as { id: string; parts: { brandId: string }[] };
  const brandId = claim.parts[0]!.brandId;
  for (const file of [
    { name: 'death-certificate.png', mimeType: 'image/png', buffer: PNG },
    { name: 'notary-deed.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF },
  ]) {
    const given = await request.post(`/api/v1/heir-claims/${claim.id}/documents`, {
      headers: heirAuth,
      multipart: { brandId, file },
    });
    expect(given.status(), await given.text()).toBe(201);
  }
  return { heirAuth, item, lent, brandId };
}

/**
 * Back at the real time, the demo owner entrusts an item to one of the brand's stores for a week (step-up by SMS
 * code): their request proves life again, which no longer matters, the brand having decided the claim.
 */
async function entrustToStore(request: APIRequestContext, item: string, brandId: string) {
  const owner = await ownerAuth(request);
  const stores = (await (
    await request.get(`/api/v1/clients/${brandId}/savStores`, { headers: owner })
  ).json()) as {
    items: { id: string }[];
  };
  const pin = await codeFor(request, OWNER, () =>
    request.post('/api/transactions/requestCode', {
      headers: owner,
      data: { action: 'entrustToStore', productsIds: [item] },
    }),
  );
  const checked = await request.post('/api/authorizations/checkPin', { headers: owner, data: { pin } });
  expect(checked.ok(), await checked.text()).toBeTruthy();
  const entrusted = await request.post(`/api/v1/products/${item}/care`, {
    headers: owner,
    data: {
      carer: { kind: 'store', storeId: stores.items[0]!.id },
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      share: { pictures: true, certificate: true, ownerName: 'Camille', note: 'Les semelles à nettoyer.' },
    },
  });
  expect(entrusted.status(), await entrusted.text()).toBe(201);
}

async function consolePage(browser: Browser, lang: 'en' | 'fr', viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

test.describe('the console’s heirs’ claims and items in care', () => {
  // the specs after this one read the real time again
  test.afterAll(async () => timeBack());

  test('an heir’s claim, set up by letting time pass, approved by the brand’s admin', async ({
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const heir = newFrenchMobile().e164;
    const { heirAuth, item, lent, brandId } = await claimSetUp(request, heir);

    // English, desktop: the admin finds the claim, views the picture, approves
    const en = await consolePage(browser, 'en', DESKTOP);
    await consoleSignIn(en.page, request, ADMIN, 'en');
    await en.page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Heirs’ claims' })
      .click();
    await expect(en.page.getByRole('heading', { level: 1, name: 'Heirs’ claims' })).toBeVisible();
    const claimLink = en.page.getByRole('link', { name: /^Claim of / }).first();
    await expect(claimLink).toBeVisible();
    await screenshot(en.page, 'en-console-heirs-01-claims');
    await expectNoAxeViolations(en.page);
    await claimLink.click();
    await expect(en.page.getByRole('heading', { level: 1, name: /^Claim of / })).toBeVisible();
    await expect(en.page.getByText(`+33 •••••••${heir.slice(-2)}`)).toBeVisible();
    await expect(en.page.getByRole('cell', { name: 'Still the owner’s' })).toBeVisible();
    await en.page.getByRole('button', { name: 'View death-certificate.png' }).click();
    await expect(
      en.page.getByRole('img', { name: 'Document from the heir: death-certificate.png' }),
    ).toBeVisible();
    const download = en.page.waitForEvent('download');
    await en.page.getByRole('button', { name: 'Download notary-deed.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('notary-deed.pdf');
    await screenshot(en.page, 'en-console-heirs-02-claim');
    await expectNoAxeViolations(en.page);
    await en.page.getByRole('button', { name: 'Approve the claim' }).click();
    const dialog = en.page.getByRole('dialog', { name: 'Approve the claim?' });
    await expect(dialog.getByText(ITEM, { exact: false })).toBeVisible();
    await screenshot(en.page, 'en-console-heirs-03-approve');
    await dialog.getByRole('button', { name: 'Approve and hand the items over' }).click();
    await expect(en.page.getByText(/^Claim approved: the items are now the heir’s/)).toBeVisible();
    await expect(
      en.page.getByText(new RegExp(`^Approved by ${ADMIN.replace(/\./g, '\\.')} on `)),
    ).toBeVisible();
    await expect(en.page.getByRole('cell', { name: 'No longer the owner’s', exact: true })).toBeVisible();
    await screenshot(en.page, 'en-console-heirs-04-approved');
    // the item is the heir's now
    const held = await request.get(`/api/v1/products/${item}`, { headers: heirAuth });
    expect(held.status(), await held.text()).toBe(200);
    await en.context.close();

    // French, phone: the decided claim, the items in care, the documents asked of heirs
    const fr = await consolePage(browser, 'fr', PHONE);
    await consoleSignIn(fr.page, request, ADMIN, 'fr');
    await fr.page.getByRole('link', { name: 'Demandes d’héritiers' }).click();
    await fr.page
      .getByRole('link', { name: /^Demande du / })
      .first()
      .click();
    await expect(
      fr.page.getByText(new RegExp(`^Acceptée par ${ADMIN.replace(/\./g, '\\.')} le `)),
    ).toBeVisible();
    await expect(fr.page.getByRole('button', { name: 'Accepter la demande' })).toHaveCount(0);
    await screenshot(fr.page, 'fr-console-heirs-05-decided');
    // back to the real time (the French session opened before: the dev outbox lists mails newest first by the
    // clock, so a link mailed now would come after the one mailed 14 months ahead); the owner entrusts another
    // item to one of the brand's stores
    await timeBack();
    await entrustToStore(request, lent, brandId);

    await fr.page.getByRole('link', { name: 'Objets confiés' }).click();
    await expect(fr.page.getByRole('heading', { level: 1, name: 'Objets confiés' })).toBeVisible();
    await fr.page.getByRole('link', { name: LENT }).click();
    await expect(fr.page.getByRole('heading', { level: 1, name: LENT })).toBeVisible();
    await expect(fr.page.getByText('Les semelles à nettoyer.')).toBeVisible();
    await expect(fr.page.getByText('Confié', { exact: true })).toBeVisible();
    await screenshot(fr.page, 'fr-console-heirs-06-care');
    await expectNoAxeViolations(fr.page);
    fr.page.once('dialog', (dialog) => void dialog.accept());
    await fr.page.getByRole('button', { name: 'Mettre fin à la garde' }).click();
    await expect(fr.page.getByText('La garde a pris fin : le propriétaire est prévenu.')).toBeVisible();
    await expect(fr.page.getByText(/votre boutique l’a rendu/)).toBeVisible();
    await screenshot(fr.page, 'fr-console-heirs-07-care-ended');
    await fr.page.getByRole('link', { name: 'Documents des héritiers' }).click();
    await expect(fr.page.getByLabel('Document 1 en français')).toHaveValue('Un acte de décès');
    await screenshot(fr.page, 'fr-console-heirs-08-documents');
    await expectNoAxeViolations(fr.page);
    // 320 px: nothing runs over the screen's width
    await fr.page.setViewportSize({ width: 320, height: 700 });
    expect(await fr.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await screenshot(fr.page, 'fr-console-heirs-09-documents-320');
    await fr.context.close();
  });
});
