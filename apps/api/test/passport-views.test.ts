// The passport as each role reads it (issue 34): a table of field × role, the documents by audience, the owner's
// record never without their consent (then with it, then not after a send), versions and asOf through the public
// route, authority keys (issued, used, revoked, expired, another brand's), and another owner's or brand's data.
import {
  type PassportFields,
  type PassportFieldName,
  passportFieldNames,
  type PassportView,
} from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, items, passportVersions, users } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { heldBy, sendWithGrant } from './fixtures';
import { multipart } from './media-fixtures';
import { modelFields, pdfDocument } from './passport-fixtures';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const { t, owner1, owner2, signInAgain } = demoAppWithOwners(120_000);
const db = () => t.app.database.db;

/** Who reads each field: the table this test holds the views to. */
const EXPECTED: Record<Exclude<PassportFieldName, 'documents'>, readonly Role[]> = {
  manufacturer: ['public', 'owner', 'afterSales', 'authority'],
  facility: ['authority'],
  countryOfOrigin: ['public', 'owner', 'afterSales', 'authority'],
  materials: ['public', 'owner', 'afterSales', 'authority'],
  care: ['public', 'owner', 'afterSales', 'authority'],
  repair: ['afterSales', 'authority'],
  spareParts: ['public', 'owner', 'afterSales', 'authority'],
  afterSalesUntil: ['public', 'owner', 'afterSales', 'authority'],
  afterSales: ['public', 'owner', 'afterSales', 'authority'],
  recyclability: ['public', 'owner', 'afterSales', 'authority'],
  endOfLife: ['public', 'owner', 'afterSales', 'authority'],
};
type Role = 'public' | 'owner' | 'afterSales' | 'authority';
const ROLES: Role[] = ['public', 'owner', 'afterSales', 'authority'];

let aurele: string;
let nuit: string;
let admin: Staff;
let catalogue: Staff;
let afterSales: Staff;
let nuitAdmin: Staff;
let item: typeof items.$inferSelect;
let gtin: string;
let authorityKey: string;
let docs: Record<'public' | 'afterSales' | 'authority', string>;
let firstVersionAt: Date;

const publicPath = () => `/api/public/passports/${gtin}/${encodeURIComponent(item.serialNumber)}`;
const readPublic = (key?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${publicPath()}${query}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });
const readOwner = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/items/${item.id}/passport${query}`, headers });
const readAfterSales = (query = '') =>
  consoleCall(t, afterSales, 'GET', `/brands/${aurele}/items/${item.id}/passport/view${query}`);
const setConsent = (headers: Record<string, string>, shareWithBrand: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/items/${item.id}/passport/consent`,
    headers,
    payload: { shareWithBrand },
  });
const issueKey = async (staff: Staff, brand: string, days = 30) => {
  const made = await consoleCall(t, staff, 'POST', `/brands/${brand}/authority-keys`, {
    label: 'DGCCRF',
    days,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ id: string; key: string }>();
};

async function views(): Promise<Record<Role, PassportView>> {
  const answers = {
    public: await readPublic(),
    owner: await readOwner(owner1.headers),
    afterSales: await readAfterSales(),
    authority: await readPublic(authorityKey),
  };
  for (const [role, res] of Object.entries(answers)) expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
  return Object.fromEntries(Object.entries(answers).map(([r, res]) => [r, res.json()])) as Record<
    Role,
    PassportView
  >;
}

async function upload(name: string): Promise<string> {
  const form = await multipart(
    {},
    { bytes: await pdfDocument(name), name, type: 'application/pdf', field: 'file' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/console/brands/${aurele}/passport-documents`,
    headers: { ...catalogue.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('the passport by role', () => {
  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    nuit = await brandId(t, 'atelier-nuit');
    admin = await firstAdmin(t, 'maison-aurele', 'admin@views.example');
    catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@views.example', ['catalogue']);
    afterSales = await colleague(t, admin, 'maison-aurele', 'sav@views.example', ['afterSales']);
    nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'admin@nuit-views.example');
    // the first of owner 1's items of Maison Aurèle, its model's passport written afresh
    for (let skip = 0; ; skip++) {
      const held = await heldBy(t, owner1, skip);
      const [c] = await db().select().from(collections).where(eq(collections.id, held.collectionId));
      if (c!.clientId === aurele && c!.gtin) {
        item = held;
        gtin = c!.gtin;
        break;
      }
    }
    await db().delete(passportVersions).where(eq(passportVersions.collectionId, item.collectionId));
    docs = {
      public: await upload('Declaration.pdf'),
      afterSales: await upload('Repair manual.pdf'),
      authority: await upload('Test report.pdf'),
    };
    const documents: PassportFields['documents'] = (['public', 'afterSales', 'authority'] as const).map(
      (audience) => ({ id: docs[audience], kind: 'other', title: { en: audience }, audience }),
    );
    const path = `/brands/${aurele}/collections/${item.collectionId}/passport`;
    const put = await consoleCall(t, catalogue, 'PUT', path, {
      fields: modelFields(documents),
      baseVersion: null,
    });
    expect(put.statusCode, put.body).toBe(200);
    firstVersionAt = t.clock.now();
    t.clock.advance(2 * 3600);
    const own = await consoleCall(t, catalogue, 'PUT', `/brands/${aurele}/items/${item.id}/passport`, {
      fields: { countryOfOrigin: 'CH', spareParts: null },
      baseVersion: null,
    });
    expect(own.statusCode, own.body).toBe(200);
    authorityKey = (await issueKey(admin, aurele)).key;
    // the owners' sessions, past their life after those two hours
    await signInAgain();
  });

  it('shows each role exactly its fields, the item’s own over the model’s (null included)', async () => {
    const seen = await views();
    for (const role of ROLES) {
      const expected = passportFieldNames.filter(
        (name) => name === 'documents' || EXPECTED[name as keyof typeof EXPECTED].includes(role),
      );
      expect(Object.keys(seen[role].fields).sort(), role).toEqual([...expected].sort());
      expect(seen[role].role).toBe(role);
      expect(seen[role].fields.countryOfOrigin).toBe('CH');
      expect(seen[role].fields.spareParts).toBeNull();
      expect(seen[role].fields.care).toEqual(modelFields().care);
      expect(seen[role].versions).toEqual({ model: 1, item: 1 });
    }
    expect(seen.authority.fields.facility).toEqual(modelFields().facility);
    // the staff who wrote the versions are named in the console only
    for (const role of ROLES) {
      expect(JSON.stringify(seen[role]), role).not.toContain('@views.example');
      expect(seen[role].history.map((v) => v.by)).toEqual(['Maison Aurèle', 'Maison Aurèle']);
    }
    expect(seen.public.item).toMatchObject({ gtin, serialNumber: item.serialNumber, brand: 'Maison Aurèle' });
  });

  it('lists and serves each role only the documents of its audiences', async () => {
    const seen = await views();
    const listed = (role: Role) => seen[role].documents.map((d) => d.audience).sort();
    expect(listed('public')).toEqual(['public']);
    expect(listed('owner')).toEqual(['public']);
    expect(listed('afterSales')).toEqual(['afterSales', 'public']);
    expect(listed('authority')).toEqual(['afterSales', 'authority', 'public']);
    const pdf = await pdfDocument('Declaration.pdf');
    expect(seen.public.documents[0]).toMatchObject({ mediaType: 'application/pdf', size: pdf.length });

    const get = (id: string, authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/passport-documents/${id}`,
        headers: authorization ? { authorization } : {},
      });
    const open = await get(docs.public);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(open.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(open.headers['access-control-allow-origin']).toBe('*');
    expect((await get(docs.afterSales)).statusCode).toBe(404);
    expect((await get(docs.authority)).statusCode).toBe(404);
    expect((await get(docs.authority, `Bearer ${authorityKey}`)).statusCode).toBe(200);
    expect((await get(docs.afterSales, afterSales.headers.authorization)).statusCode).toBe(200);
    expect((await get(docs.afterSales, nuitAdmin.headers.authorization)).statusCode).toBe(404);
    const nuitKey = (await issueKey(nuitAdmin, nuit)).key;
    expect((await get(docs.authority, `Bearer ${nuitKey}`)).statusCode).toBe(404);
    expect((await get(docs.public, 'Bearer hla_nothing')).statusCode).toBe(401);
  });

  it('never shows personal data without the owner’s consent; after a send, the consent no longer applies', async () => {
    const before = await views();
    expect(before.owner.personal).toMatchObject({ heldSince: item.acquiredAt.toISOString() });
    expect(before.owner.consent).toEqual({ shareWithBrand: false });
    for (const role of ['public', 'afterSales', 'authority'] as const) {
      expect(before[role].personal, role).toBeNull();
      expect(before[role].consent, role).toBeNull();
    }
    const ownerId = (await db().select().from(users).where(eq(users.phone, owner1.phone)))[0]!.id;
    for (const role of ['public', 'afterSales', 'authority'] as const)
      expect(JSON.stringify(before[role])).not.toContain(ownerId);

    expect((await setConsent(owner2.headers, true)).statusCode).toBe(404);
    const given = await setConsent(owner1.headers, true);
    expect(given.statusCode, given.body).toBe(200);
    const shared = await views();
    expect(shared.afterSales.personal).toEqual(shared.owner.personal);
    expect(shared.owner.consent).toEqual({ shareWithBrand: true });
    expect(shared.public.personal).toBeNull();
    expect(shared.authority.personal).toBeNull();

    t.clock.advance(60);
    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [item.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await readOwner(owner1.headers)).statusCode).toBe(404);
    const newOwner = await readOwner(owner2.headers);
    expect(newOwner.json<PassportView>()).toMatchObject({
      consent: { shareWithBrand: false },
      personal: { acquiredBy: 'transfer' },
    });
    expect((await readAfterSales()).json<PassportView>().personal).toBeNull();
    // the new owner's own consent shares their record, not the previous owner's
    expect((await setConsent(owner2.headers, true)).statusCode).toBe(200);
    const theirs = (await readAfterSales()).json<PassportView>().personal;
    expect(theirs).toEqual(newOwner.json<PassportView>().personal);
    item = (await db().select().from(items).where(eq(items.id, item.id)))[0]!;
  });

  it('reads the passport as it stood at a date, through the public route', async () => {
    const between = new Date(firstVersionAt.getTime() + 3600_000).toISOString();
    const then = await readPublic(undefined, `?asOf=${encodeURIComponent(between)}`);
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json<PassportView>()).toMatchObject({
      asOf: between,
      versions: { model: 1, item: null },
      fields: { countryOfOrigin: 'FR', spareParts: modelFields().spareParts },
    });
    expect(then.json<PassportView>().history).toHaveLength(1);
    const now = await readPublic();
    expect(now.json<PassportView>().history.map((v) => v.scope)).toEqual(['model', 'item']);
    const before = await readPublic(undefined, '?asOf=2020-01-01');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'PASSPORT_NOT_FOUND' });
    const owner = await readOwner(owner2.headers, `?asOf=${encodeURIComponent(between)}`);
    expect(owner.json<PassportView>().versions).toEqual({ model: 1, item: null });
    // a date reads as its end: both versions of that day
    const day = await readOwner(owner2.headers, `?asOf=${between.slice(0, 10)}`);
    expect(day.json<PassportView>().versions).toEqual({ model: 1, item: 1 });
  });

  it('refuses a bad, revoked or expired authority key, and another brand’s, never answering the public view', async () => {
    const used = await consoleCall(t, admin, 'GET', `/brands/${aurele}/authority-keys`);
    expect(
      used.json().items.find((k: { prefix: string }) => authorityKey.startsWith(k.prefix)).lastUsedAt,
    ).not.toBeNull();

    const bad = await readPublic('hla_notakey', '');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'AUTHORITY_KEY_INVALID' });
    const revocable = await issueKey(admin, aurele);
    expect((await readPublic(revocable.key)).json<PassportView>().role).toBe('authority');
    expect(
      (await consoleCall(t, admin, 'DELETE', `/brands/${aurele}/authority-keys/${revocable.id}`)).statusCode,
    ).toBe(204);
    expect((await readPublic(revocable.key)).statusCode).toBe(401);

    const nuitKey = await issueKey(nuitAdmin, nuit);
    const foreign = await readPublic(nuitKey.key);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Atelier de Besançon');
    // a brand key or an owner's session is no authority key
    expect((await readPublic(owner1.accessToken)).statusCode).toBe(401);
  });

  it('answers the public route from any origin, and another brand’s or owner’s data as not found', async () => {
    const res = await readPublic();
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: publicPath(),
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/passports/${gtin}/NO-SUCH-SERIAL`,
    });
    expect(unknown.statusCode).toBe(404);
    const nuitView = await consoleCall(t, nuitAdmin, 'GET', `/brands/${nuit}/items/${item.id}/passport/view`);
    expect(nuitView.statusCode).toBe(404);
    const [nuitItem] = await db()
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(collections.clientId, nuit)))
      .limit(1);
    const foreign = await consoleCall(
      t,
      afterSales,
      'GET',
      `/brands/${aurele}/items/${nuitItem!.id}/passport/view`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an authority key once it has expired', async () => {
    const shortLived = await issueKey(admin, aurele, 1);
    expect((await readPublic(shortLived.key)).statusCode).toBe(200);
    t.clock.advance(86_401);
    expect((await readPublic(shortLived.key)).statusCode).toBe(401);
    expect((await readPublic()).json<PassportView>().role).toBe('public');
  });
});
