// The passports in the console (issue 34): a model's and an item's passport written from the version read, kept
// as versions and read as of a date; a stale write refused; GLNs checked; compliance documents uploaded (a PDF,
// at most 10 MB) and listed only when they are the brand's; authority keys issued, listed and revoked by admins;
// every write audited; another brand's data not found; the roles.
import type { AuthorityKey, ConsolePassport } from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, passportVersions } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { multipart, pngImage } from './media-fixtures';
import { collectionsWithItems, modelFields, pdfDocument } from './passport-fixtures';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const { t } = demoAppWithOwners(120_000);
const db = () => t.app.database.db;

let aurele: string;
let nuit: string;
let admin: Staff;
let catalogue: Staff;
let afterSales: Staff;
let messages: Staff;
let nuitAdmin: Staff;
let collectionId: string;
let itemId: string;
let nuitCollectionId: string;

const base = () => `/brands/${aurele}`;
const modelPath = () => `${base()}/collections/${collectionId}/passport`;
const itemPath = () => `${base()}/items/${itemId}/passport`;
const actions = async (action: string) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.clientId, aurele), eq(auditEntries.action, action)));

async function upload(
  staff: Staff,
  bytes: Buffer,
  name = 'doc.pdf',
  type = 'application/pdf',
  brand = aurele,
) {
  const form = await multipart({}, { bytes, name, type, field: 'file' });
  return t.app.inject({
    method: 'POST',
    url: `/api/console/brands/${brand}/passport-documents`,
    headers: { ...staff.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('passports in the console', () => {
  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    nuit = await brandId(t, 'atelier-nuit');
    admin = await firstAdmin(t, 'maison-aurele', 'admin@passport.example');
    catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@passport.example', ['catalogue']);
    afterSales = await colleague(t, admin, 'maison-aurele', 'sav@passport.example', ['afterSales']);
    messages = await colleague(t, admin, 'maison-aurele', 'messages@passport.example', ['messages']);
    nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'admin@nuit-passport.example');
    // a collection of the brand without a passport yet (the demo seeds some), and one of its items
    const [first] = await collectionsWithItems(t, aurele);
    collectionId = first!.collection.id;
    itemId = first!.item.id;
    await db().delete(passportVersions).where(eq(passportVersions.collectionId, collectionId));
    nuitCollectionId = (await collectionsWithItems(t, nuit))[0]!.collection.id;
  });

  it('writes a model passport as versions: a stale base is refused, an unchanged write adds none', async () => {
    const empty = await consoleCall(t, catalogue, 'GET', modelPath());
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<ConsolePassport>()).toMatchObject({ version: null, versions: [] });

    const first = await consoleCall(t, catalogue, 'PUT', modelPath(), {
      fields: modelFields(),
      baseVersion: null,
    });
    expect(first.statusCode, first.body).toBe(200);
    const v1 = first.json<ConsolePassport>();
    expect(v1).toMatchObject({ version: 1, updatedBy: 'catalogue@passport.example' });
    expect(v1.fields).toEqual(modelFields());
    expect(v1.versions[0]!.changed).toContain('materials');

    t.clock.advance(3600);
    const second = await consoleCall(t, catalogue, 'PUT', modelPath(), {
      fields: { ...modelFields(), countryOfOrigin: 'IT' },
      baseVersion: 1,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<ConsolePassport>()).toMatchObject({ version: 2 });
    expect(second.json<ConsolePassport>().versions.map((v) => v.changed)).toEqual([
      expect.arrayContaining(['manufacturer', 'documents']),
      ['countryOfOrigin'],
    ]);

    // someone still on version 1: refused, in their language
    const stale = await consoleCall(
      t,
      catalogue,
      'PUT',
      modelPath(),
      { fields: { ...modelFields(), care: null }, baseVersion: 1 },
      'fr',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PASSPORT_CHANGED' });
    expect(stale.json().message).toMatch(/modifié ce passeport/);

    const same = await consoleCall(t, catalogue, 'PUT', modelPath(), {
      fields: { ...modelFields(), countryOfOrigin: 'IT' },
      baseVersion: 2,
    });
    expect(same.json<ConsolePassport>()).toMatchObject({ version: 2 });
    const audited = await actions('passport.updated');
    expect(audited.filter((a) => a.targetId === collectionId)).toHaveLength(2);
    expect(audited.at(-1)).toMatchObject({
      targetKind: 'collection',
      details: { version: 2, changed: ['countryOfOrigin'] },
    });
  });

  it('reads a passport as of a date: the version then, and none before the first', async () => {
    const versions = (await consoleCall(t, afterSales, 'GET', modelPath())).json<ConsolePassport>().versions;
    const between = new Date(new Date(versions[0]!.at).getTime() + 1800_000).toISOString();
    const then = await consoleCall(
      t,
      afterSales,
      'GET',
      `${modelPath()}?asOf=${encodeURIComponent(between)}`,
    );
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json<ConsolePassport>()).toMatchObject({ version: 1, fields: { countryOfOrigin: 'FR' } });
    expect(then.json<ConsolePassport>().versions).toHaveLength(1);
    const now = await consoleCall(t, afterSales, 'GET', `${modelPath()}?asOf=2099-01-01`);
    expect(now.json<ConsolePassport>()).toMatchObject({ version: 2, fields: { countryOfOrigin: 'IT' } });
    const before = await consoleCall(t, afterSales, 'GET', `${modelPath()}?asOf=2020-01-01`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'PASSPORT_NOT_FOUND' });
    const bad = await consoleCall(t, afterSales, 'GET', `${modelPath()}?asOf=yesterday`);
    expect(bad.statusCode).toBe(400);
  });

  it("writes an item's own fields over its model's, null included", async () => {
    const put = await consoleCall(t, catalogue, 'PUT', itemPath(), {
      fields: { countryOfOrigin: 'CH', care: null },
      baseVersion: null,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ConsolePassport>()).toMatchObject({
      version: 1,
      fields: { countryOfOrigin: 'CH', care: null },
      versions: [{ scope: 'item', changed: ['countryOfOrigin', 'care'] }],
    });
    const full = await consoleCall(t, catalogue, 'PUT', itemPath(), {
      fields: { materials: modelFields().materials, manufacturer: null },
      baseVersion: 0,
    });
    expect(full.statusCode).toBe(409);
    expect((await actions('passport.updated')).filter((a) => a.targetId === itemId)).toHaveLength(1);
  });

  it("checks a GLN's check digit", async () => {
    const fields = modelFields();
    const wrong = await consoleCall(t, catalogue, 'PUT', modelPath(), {
      fields: { ...fields, facility: { ...fields.facility!, gln: '9520123456781' } },
      baseVersion: 2,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'GLN_INVALID', field: 'facility.gln' });
    const letters = await consoleCall(t, catalogue, 'PUT', itemPath(), {
      fields: { manufacturer: { name: 'X', gln: '95201234567', country: null } },
      baseVersion: 1,
    });
    expect(letters.statusCode).toBe(400);
  });

  it('uploads PDF documents only, and lists in a passport only the brand’s own', async () => {
    const png = await upload(catalogue, await pngImage(), 'doc.pdf');
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({ code: 'DOCUMENT_NOT_PDF' });
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    expect((await upload(catalogue, huge)).statusCode).toBe(413);
    expect((await upload(afterSales, await pdfDocument())).statusCode).toBe(403);

    const pdf = await pdfDocument();
    const made = await upload(catalogue, pdf, 'Déclaration UE.pdf', 'application/octet-stream');
    expect(made.statusCode, made.body).toBe(201);
    const doc = made.json<{ id: string; size: number; sha256: string; fileName: string; url: string }>();
    expect(doc).toMatchObject({ size: pdf.length, fileName: 'Déclaration UE.pdf' });
    expect(doc.url).toMatch(new RegExp(`/api/public/passport-documents/${doc.id}$`));
    expect((await actions('passportDocument.uploaded')).map((a) => a.targetId)).toContain(doc.id);

    const other = (await upload(nuitAdmin, pdf, 'nuit.pdf', 'application/pdf', nuit)).json<{ id: string }>();
    const listed = (id: string) => ({
      fields: {
        ...modelFields([
          { id, kind: 'declarationOfConformity', title: { en: 'EU declaration' }, audience: 'public' },
        ]),
        countryOfOrigin: 'IT',
      },
      baseVersion: 2,
    });
    const foreign = await consoleCall(t, catalogue, 'PUT', modelPath(), listed(other.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'PASSPORT_DOCUMENT_UNKNOWN' });
    const own = await consoleCall(t, catalogue, 'PUT', modelPath(), listed(doc.id));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<ConsolePassport>()).toMatchObject({
      version: 3,
      versions: [{}, {}, { changed: ['documents'] }],
    });
  });

  it("answers another brand's collection, item and key as not found, and keeps writes to the catalogue role", async () => {
    const foreign = `/brands/${aurele}/collections/${nuitCollectionId}/passport`;
    expect((await consoleCall(t, catalogue, 'GET', foreign)).statusCode).toBe(404);
    expect(
      (await consoleCall(t, catalogue, 'PUT', foreign, { fields: modelFields(), baseVersion: null }))
        .statusCode,
    ).toBe(404);
    expect((await consoleCall(t, nuitAdmin, 'GET', modelPath())).statusCode).toBe(404);
    expect((await consoleCall(t, nuitAdmin, 'GET', itemPath())).statusCode).toBe(404);
    const nuitItem = (await collectionsWithItems(t, nuit))[0]!.item.id;
    expect((await consoleCall(t, admin, 'GET', `${base()}/items/${nuitItem}/passport`)).statusCode).toBe(404);
    // after-sales reads, does not write; messages does neither
    expect((await consoleCall(t, afterSales, 'GET', itemPath())).statusCode).toBe(200);
    const write = { fields: { care: null }, baseVersion: 1 };
    expect((await consoleCall(t, afterSales, 'PUT', itemPath(), write)).statusCode).toBe(403);
    expect((await consoleCall(t, messages, 'GET', itemPath())).statusCode).toBe(403);
  });
});

describe('authority keys', () => {
  it('are issued once, listed, revoked and audited by admins only; another brand’s is not found', async () => {
    const body = { label: 'DGCCRF, contrôle 2026', days: 30 };
    expect((await consoleCall(t, catalogue, 'POST', `${base()}/authority-keys`, body)).statusCode).toBe(403);
    const made = await consoleCall(t, admin, 'POST', `${base()}/authority-keys`, body);
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json<AuthorityKey & { key: string }>();
    expect(key.key).toMatch(/^hla_[\w-]{32}$/);
    expect(key.key.startsWith(key.prefix)).toBe(true);
    expect(new Date(key.expiresAt).getTime() - new Date(key.createdAt).getTime()).toBe(30 * 86_400_000);
    expect(key).toMatchObject({ createdBy: 'admin@passport.example', revokedAt: null, lastUsedAt: null });
    const tooLong = await consoleCall(t, admin, 'POST', `${base()}/authority-keys`, { ...body, days: 400 });
    expect(tooLong.statusCode).toBe(400);

    const list = await consoleCall(t, admin, 'GET', `${base()}/authority-keys`);
    expect(list.json<{ items: AuthorityKey[] }>().items.map((k) => k.id)).toContain(key.id);
    expect(JSON.stringify(list.json())).not.toContain(key.key);
    expect((await consoleCall(t, nuitAdmin, 'GET', `/brands/${nuit}/authority-keys`)).json().items).toEqual(
      [],
    );

    const foreign = await consoleCall(t, nuitAdmin, 'DELETE', `/brands/${nuit}/authority-keys/${key.id}`);
    expect(foreign.statusCode).toBe(404);
    const revoked = await consoleCall(t, admin, 'DELETE', `${base()}/authority-keys/${key.id}`);
    expect(revoked.statusCode).toBe(204);
    const again = await consoleCall(t, admin, 'DELETE', `${base()}/authority-keys/${key.id}`);
    expect(again.statusCode).toBe(204);
    const after = (await consoleCall(t, admin, 'GET', `${base()}/authority-keys`)).json<{
      items: AuthorityKey[];
    }>();
    expect(after.items.find((k) => k.id === key.id)?.revokedAt).not.toBeNull();
    expect((await actions('authorityKey.created')).map((a) => a.targetId)).toContain(key.id);
    expect((await actions('authorityKey.revoked')).filter((a) => a.targetId === key.id)).toHaveLength(1);
  });
});
