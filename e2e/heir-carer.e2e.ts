// The heir's and the carer's side (docs/decisions/043-heirs.md, 044-entrusted-care.md) in Chromium at 390×844, in
// English then French: the second demo owner entrusts an item to a new person and names another as heir (through the
// API, with the step-up's SMS codes, as the app would); the carer finds the item from the home, sees what was
// shared, its public page saying it is in the care of someone trusted, and ends the care; the heir finds "Named as
// an heir" from the settings. Each screen also checked at 320 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findOverflow } from './layout-check';
import { apiSignIn, openSignedIn, stepUp, type Auth } from './api-session';
import { interactive, newFrenchMobile, screenshot } from './support';

const OWNER_PHONE = '+33600000002';
/** One of the second demo owner's items no other test uses. */
const ITEM = /^Runner 01/;
const HEIR_NAME = 'Heir of the e2e test';

const copy = {
  en: {
    entrustedLink: '1 item entrusted to you',
    entrustedTitle: 'Entrusted to me',
    period: /Entrusted to you from .+ until /,
    by: 'By Claire',
    note: 'A note from the owner',
    show: 'Showing it is in your care',
    publicPage: 'Open its public page',
    inCare: /In the care of someone the owner trusted/,
    end: 'End the care now',
    endDialog: 'End the care now?',
    confirm: 'End the care',
    ended: 'The care has ended',
    settingsLink: /^Named as an heir/,
    namedTitle: 'Named as an heir',
    namedBy: 'Claire named you as an heir',
    items: '1 item would come to you',
    notYet: /There is nothing to claim now/,
  },
  fr: {
    entrustedLink: '1 objet vous est confié',
    entrustedTitle: 'Confiés à moi',
    period: /Confié du .+ au /,
    by: 'Par Claire',
    note: 'Un mot du propriétaire',
    show: 'Montrer qu’il vous est confié',
    publicPage: 'Ouvrir sa page publique',
    inCare: /Confié à une personne de confiance de son propriétaire/,
    end: 'Mettre fin à la garde maintenant',
    endDialog: 'Mettre fin à la garde maintenant ?',
    confirm: 'Mettre fin à la garde',
    ended: 'La garde a pris fin',
    settingsLink: /^Désigné comme héritier/,
    namedTitle: 'Désigné comme héritier',
    namedBy: 'Claire vous a désigné comme héritier',
    items: '1 objet vous reviendrait',
    notYet: /Il n’y a rien à demander pour l’instant/,
  },
} as const;

/** The owner's item the test uses, its care ended first if an earlier attempt left it in care. */
async function theItem(request: APIRequestContext, headers: Auth): Promise<string> {
  const list = async (path: string) =>
    (
      (await (await request.post(`/api/v1/products/${path}`, { headers, data: {} })).json()) as {
        items: { id: string; name: string }[];
      }
    ).items;
  for (const collection of await list('collections/50/0')) {
    const item = (await list(`${collection.id}/50/0`)).find((one) => ITEM.test(one.name));
    if (!item) continue;
    const open = (await (await request.get(`/api/v1/products/${item.id}/care`, { headers })).json()) as {
      care: { id: string } | null;
    };
    if (open.care) await request.post(`/api/v1/care/given/${open.care.id}/end`, { headers });
    return item.id;
  }
  throw new Error('the demo item is missing');
}

/** The owner names `heir` for the item, unless an earlier attempt named someone for it: that one is the heir. */
async function nameHeir(request: APIRequestContext, headers: Auth, itemId: string, heir: string) {
  const named = (await (await request.get('/api/v1/heirs', { headers })).json()) as {
    heirs: { phone: string; displayName: string }[];
  };
  const earlier = named.heirs.find((one) => one.displayName === HEIR_NAME);
  if (earlier) return earlier.phone;
  await stepUp(request, { headers }, OWNER_PHONE, { action: 'changeHeirs', phoneTo: heir });
  const res = await request.post('/api/v1/heirs', {
    headers,
    data: {
      phone: heir,
      displayName: HEIR_NAME,
      scope: 'chosen',
      itemIds: [itemId],
      tell: true,
      shareName: true,
      ownerName: 'Claire',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return heir;
}

const setLanguage = (page: Page, lang: string) =>
  page.evaluate((language) => localStorage.setItem('heirloom.language', language), lang);

/** Nothing reaches past a 320 px screen; back to the suite's size after. */
async function fitsAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(findOverflow)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a carer sees an item entrusted to them and ends the care; an heir sees who named them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await apiSignIn(request, OWNER_PHONE);
  const itemId = await theItem(request, owner.headers);

  // the owner entrusts the item to a new person, sharing everything
  const carerPhone = newFrenchMobile().e164;
  await stepUp(request, owner, OWNER_PHONE, {
    action: 'entrustToPhone',
    phoneTo: carerPhone,
    productsIds: [itemId],
  });
  const entrusted = await request.post(`/api/v1/products/${itemId}/care`, {
    headers: owner.headers,
    data: {
      carer: { kind: 'person', phone: carerPhone },
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      share: { pictures: true, certificate: true, ownerName: 'Claire', note: 'Wind it once a week.' },
    },
  });
  expect(entrusted.status(), await entrusted.text()).toBe(201);
  const heirPhone = await nameHeir(request, owner.headers, itemId, newFrenchMobile().e164);

  // the carer: from the home to the item, in English then French
  const carer = await apiSignIn(request, carerPhone);
  await openSignedIn(page, carer, 'en');
  for (const lang of ['en', 'fr'] as const) {
    const text = copy[lang];
    await setLanguage(page, lang);
    await page.goto('/');
    await interactive(page);
    await page.getByRole('link', { name: text.entrustedLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.entrustedTitle })).toBeVisible();
    await screenshot(page, `${lang}-heir-carer-10-entrusted`);
    await fitsAt320(page);
    await page.getByRole('link', { name: ITEM }).click();
    await expect(page.getByRole('heading', { level: 1, name: ITEM })).toBeVisible();
    await expect(page.getByText(text.period)).toBeVisible();
    await expect(page.getByText(text.by)).toBeVisible();
    await expect(page.getByRole('region', { name: text.note })).toContainText('Wind it once a week.');
    await expect(page.getByRole('region', { name: text.show })).toBeVisible();
    await screenshot(page, `${lang}-heir-carer-11-entrusted-item`);
    await fitsAt320(page);
  }

  // its public page says it is in the care of someone trusted, never who
  await page.getByRole('link', { name: copy.fr.publicPage }).click();
  await interactive(page);
  await expect(page.getByText(copy.fr.inCare)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain(carerPhone.slice(4));
  await screenshot(page, 'fr-heir-carer-12-public-page-in-care');
  await page.goBack();

  // the carer ends the care (in French), after confirming
  await page.getByRole('button', { name: copy.fr.end }).click();
  const dialog = page.getByRole('dialog', { name: copy.fr.endDialog });
  await screenshot(page, 'fr-heir-carer-13-end-care');
  await dialog.getByRole('button', { name: copy.fr.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.fr.ended })).toBeVisible();
  const after = (await (
    await request.get(`/api/v1/products/${itemId}/care`, { headers: owner.headers })
  ).json()) as {
    care: unknown;
  };
  expect(after.care).toBeNull();

  // the heir: from the settings to "Named as an heir", in English then French
  const heir = await apiSignIn(request, heirPhone);
  await openSignedIn(page, heir, 'en');
  for (const lang of ['en', 'fr'] as const) {
    const text = copy[lang];
    await setLanguage(page, lang);
    await page.goto('/settings');
    await page.getByRole('link', { name: text.settingsLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.namedTitle })).toBeVisible();
    const naming = page.getByRole('region', { name: text.namedBy });
    await expect(naming).toContainText(text.items);
    await expect(naming).toContainText(text.notYet);
    await screenshot(page, `${lang}-heir-carer-20-named-me`);
    await fitsAt320(page);
  }
});
