// The item's passport in the console (issue 34) at 390×844, in English and in French: a catalogue colleague of
// Maison Aurèle fills the passport of a model made for the run (a GTIN, one item): its manufacturer, a care text in
// both languages, a material, a PDF document; saves it, changes its country of origin and saves again, sees the two
// versions and reads the first as of its date; gives the model's item its own care text. The public passport of the
// item then answers the model's new field and the item's own text, and lists the document. The demo's model passport
// opens with its two versions. The brand's admin issues an authority key, shown once, and an authority reads the
// same passport with it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findOverflow } from './layout-check';
import { consoleSignIn, expectNoAxeViolations, mailedLink, outbox, screenshot } from './support';

const copy = {
  en: {
    overview: 'Overview',
    collections: 'Collections',
    editPassport: 'Edit the passport',
    title: (model: string) => `Passport: ${model}`,
    manufacturerName: /^Manufacturer’s name/,
    country: /^Country/,
    countryOfOrigin: /^Country of origin/,
    careEn: /^Care instructions in English/,
    careFr: /^Care instructions in French/,
    addMaterial: 'Add a material',
    materialEn: /^Material 1 in English/,
    materialFr: /^Material 1 in French/,
    share: /^Share of the weight/,
    total: 'Shares add up to 80 %',
    upload: 'Upload a PDF document',
    document: 'Document 1: conformity.pdf',
    save: 'Save the passport',
    saved: (v: number) => `Saved as version ${v}.`,
    versions: '2 versions',
    readFirst: 'Read as of this version (version 1)',
    asOf: /^As it stood on/,
    firstVersion: 'Version 1, read-only.',
    itemPassport: (serial: string) => `Passport — ${serial}`,
    itemTitle: (serial: string) => `Passport of item ${serial}`,
    replaceCare: 'Care instructions: this item’s own',
    demoModel: 'Heritage Chronographs',
    authorityKeys: 'Authority keys',
    authority: /^Authority/,
    issue: 'Issue the key',
    shownOnce: /Copy it now: it will not be shown again\./,
    keysIssued: 'Keys issued',
  },
  fr: {
    overview: 'Vue d’ensemble',
    collections: 'Collections',
    editPassport: 'Modifier le passeport',
    title: (model: string) => `Passeport : ${model}`,
    manufacturerName: /^Nom du fabricant/,
    country: /^Pays/,
    countryOfOrigin: /^Pays d’origine/,
    careEn: /^Entretien en anglais/,
    careFr: /^Entretien en français/,
    addMaterial: 'Ajouter un matériau',
    materialEn: /^Matériau 1 en anglais/,
    materialFr: /^Matériau 1 en français/,
    share: /^Part du poids/,
    total: 'Total des parts : 80 %',
    upload: 'Téléverser un document PDF',
    document: 'Document 1 : conformity.pdf',
    save: 'Enregistrer le passeport',
    saved: (v: number) => `Enregistré comme version ${v}.`,
    versions: '2 versions',
    readFirst: 'Lire à cette version (version 1)',
    asOf: /^Tel qu’au/,
    firstVersion: 'Version 1, en lecture seule.',
    itemPassport: (serial: string) => `Passeport — ${serial}`,
    itemTitle: (serial: string) => `Passeport de l’objet ${serial}`,
    replaceCare: 'Entretien : propre à cet objet',
    demoModel: 'Heritage Chronographs',
    authorityKeys: 'Clés d’autorité',
    authority: /^Autorité/,
    issue: 'Émettre la clé',
    shownOnce: /Copiez-la maintenant : elle ne sera plus affichée\./,
    keysIssued: 'Clés émises',
  },
} as const;

/** A one-page PDF (its cross-reference table's offsets counted), as a compliance document. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A GTIN-14 of our own: 13 digits of this run, then their GS1 check digit. */
function newGtin(): string {
  const body = `0${String(Date.now()).slice(-12)}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Through the console's API, Maison Aurèle's demo admin creates a model of this run's own (a GTIN, one item: no
 * other test's passport in the way) and invites `email` with the catalogue role; answers the join link, the model
 * and its item's GS1 identity.
 */
async function setUp(request: APIRequestContext, email: string, stamp: string) {
  const admin = 'admin@maison-aurele.example';
  const before = (await outbox(request, admin)).length;
  await request.post('/api/console/auth/link', { data: { email: admin } });
  const token = new URLSearchParams((await mailedLink(request, admin, 'sign-in', before)).split('?')[1]).get(
    'token',
  );
  const session = (await (await request.post('/api/console/auth/sign-in', { data: { token } })).json()) as {
    token: string;
    staff: { brands: { id: string; slug: string }[] };
  };
  const brand = session.staff.brands.find((b) => b.slug === 'maison-aurele')!;
  const headers = { authorization: `Bearer ${session.token}` };
  const at = `/api/console/brands/${brand.id}`;
  const model = `Passport ${stamp}`;
  const gtin = newGtin();
  const serial = `PP-${stamp}-1`.toUpperCase();
  const collection = await request.post(`${at}/collections`, {
    headers,
    data: { name: model, description: { en: 'Watches of this run.' }, theme: null, gtin },
  });
  expect(collection.status(), await collection.text()).toBe(201);
  const { id } = (await collection.json()) as { id: string };
  const item = await request.post(`${at}/collections/${id}/items`, {
    headers,
    data: { serialNumber: serial, name: `Pilote ${stamp}`, description: {} },
  });
  expect(item.status(), await item.text()).toBe(201);
  const invited = await request.post(`${at}/invitations`, {
    headers,
    data: { email, roles: ['catalogue'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return { join: await mailedLink(request, email, 'join'), model, gtin, serial };
}

/** At 320 px the screen fits: only tables (and the console's tabs) scroll sideways, each in its own box. */
async function fitsIn320(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  const problems = (await page.evaluate(findOverflow)).filter(
    (problem) => !/^<(div\.console-table-scroll|nav\.console-nav)> .* scrolls sideways/.test(problem),
  );
  expect(problems).toEqual([]);
  if (size) await page.setViewportSize(size);
}

interface PublicPassport {
  role: string;
  fields: { countryOfOrigin?: string | null; care?: { en?: string; fr?: string } | null; facility?: unknown };
  documents: { title: { en?: string } }[];
}

for (const lang of ['en', 'fr'] as const) {
  const text = copy[lang];
  const stamp = `${lang}${Date.now().toString(36)}`;

  test.describe(`console passport (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });

    test('a catalogue colleague fills a model’s passport, saves two versions and reads the first; an admin issues an authority key', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const { join, model, gtin, serial } = await setUp(
        request,
        `passport.${stamp}@maison-aurele.example`,
        stamp,
      );
      await page.goto(join);
      await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: text.collections }).click();
      await page.getByRole('link', { name: model }).click();
      await page.getByRole('link', { name: text.editPassport }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.title(model) })).toBeVisible();
      await expect(page.getByRole('button', { name: text.save })).toBeVisible();
      await screenshot(page, `${lang}-console-passport-01-screen`);

      // the first version: a manufacturer, care in both languages, a material, a PDF document
      const manufacturer = page.getByRole('group', { name: /^(Manufacturer|Fabricant) / });
      await manufacturer.getByLabel(text.manufacturerName).fill('Maison Aurèle SA');
      await manufacturer.getByLabel(text.country).fill('fr');
      await page.getByLabel(text.careEn).fill('Wipe the case with a soft dry cloth.');
      await page.getByLabel(text.careFr).fill('Essuyez le boîtier avec un chiffon doux et sec.');
      await page.getByRole('button', { name: text.addMaterial }).click();
      await page.getByLabel(text.materialEn).fill('18k yellow gold');
      await page.getByLabel(text.materialFr).fill('Or jaune 18 carats');
      await page.getByLabel(text.share).fill('80');
      await expect(page.getByText(text.total)).toBeVisible();
      await page
        .getByLabel(text.upload)
        .setInputFiles({ name: 'conformity.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
      const document = page.getByRole('group', { name: text.document });
      await expect(document).toBeVisible();
      await document.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-console-passport-02-filled`);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved(1))).toBeVisible();
      await expectNoAxeViolations(page);

      // the second: its country of origin
      await page.getByLabel(text.countryOfOrigin).fill('CH');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved(2))).toBeVisible();
      await screenshot(page, `${lang}-console-passport-03-saved`);

      // the versions, and the first as it stood
      const versions = page.getByRole('region', { name: text.versions });
      await expect(versions.getByRole('row')).toHaveCount(3);
      await versions.getByRole('button', { name: text.readFirst }).click();
      const asOf = page.getByRole('region', { name: text.asOf });
      await expect(asOf.getByText(text.firstVersion)).toBeVisible();
      await expect(asOf.getByText('Wipe the case with a soft dry cloth.')).toBeVisible();
      await expect(asOf.getByText('CH', { exact: true })).toHaveCount(0);
      await asOf.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-console-passport-04-as-of`);
      await expectNoAxeViolations(page);

      // at 320 px the screen fits: only the versions' table scrolls sideways, in its own box
      await fitsIn320(page);

      // the item's own care text, from the collection's items list: the rest stays its model's
      await page.getByRole('link', { name: `← ${model}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: model })).toBeVisible();
      await page.getByRole('region', { name: /^(Passport|Passeport)$/ }).scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-console-passport-05-collection`);
      await page.getByRole('link', { name: text.itemPassport(serial) }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.itemTitle(serial) })).toBeVisible();
      await page.getByRole('checkbox', { name: text.replaceCare }).check();
      await page.getByLabel(text.careEn).fill('Its strap is rubber: rinse it in fresh water.');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved(1))).toBeVisible();
      await page.getByLabel(text.careEn).scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-console-passport-06-item`);
      await fitsIn320(page);

      // the demo's model passport, as the demo writes it: its two versions, its manufacturer in the form
      await page.getByRole('navigation').getByRole('link', { name: text.collections }).click();
      await page.getByRole('link', { name: text.demoModel }).click();
      await page.getByRole('link', { name: text.editPassport }).click();
      await expect(page.getByRole('region', { name: text.versions })).toBeVisible();
      await expect(page.getByLabel(text.manufacturerName)).toHaveValue('Maison Aurèle SA');

      // the admin issues an authority key, shown once; the authority reads the same passport with it
      const adminContext = await browser.newContext({
        locale: lang === 'fr' ? 'fr-FR' : 'en-US',
        viewport: { width: 390, height: 844 },
        storageState: { cookies: [], origins: [] },
      });
      const admin = await adminContext.newPage();
      await consoleSignIn(admin, request, 'admin@maison-aurele.example', lang);
      await admin.getByRole('navigation').getByRole('link', { name: text.authorityKeys }).click();
      await expect(admin.getByRole('heading', { level: 1, name: text.authorityKeys })).toBeVisible();
      await admin.getByLabel(text.authority).fill(`DGCCRF ${stamp}`);
      await admin.getByRole('button', { name: text.issue }).click();
      await expect(admin.getByText(text.shownOnce)).toBeVisible();
      const key = (await admin.getByText(/^hla_/).first().textContent()) ?? '';
      expect(key).toMatch(/^hla_/);
      await expect(
        admin
          .getByRole('region', { name: text.keysIssued })
          .getByRole('rowheader', { name: `DGCCRF ${stamp}` }),
      ).toBeVisible();
      await admin.getByText(text.shownOnce).evaluate((shown) => shown.scrollIntoView({ block: 'start' }));
      await screenshot(admin, `${lang}-console-passport-07-authority-key`);
      await expectNoAxeViolations(admin);
      await fitsIn320(admin);

      // the public passport of one of the model's items answers the new field and lists the document; the
      // authority reads it with its key
      const address = `/api/public/passports/${gtin}/${encodeURIComponent(serial)}`;
      const publicRead = await request.get(address);
      expect(publicRead.ok(), await publicRead.text()).toBeTruthy();
      const read = (await publicRead.json()) as PublicPassport;
      expect(read.role).toBe('public');
      expect(read.fields.countryOfOrigin).toBe('CH');
      expect(read.fields.care).toEqual({ en: 'Its strap is rubber: rinse it in fresh water.' });
      expect(read.documents.map((d) => d.title.en)).toEqual(['conformity']);
      const byAuthority = await request.get(address, { headers: { authorization: `Bearer ${key}` } });
      expect(byAuthority.ok(), await byAuthority.text()).toBeTruthy();
      expect(((await byAuthority.json()) as PublicPassport).role).toBe('authority');
      await adminContext.close();
    });
  });
}
