// The passport at an item's GS1 Digital Link (issue 34, docs/decisions/035-the-item-passport.md): the linkset's new
// links (gs1:dpp, gs1:certificationInfo, gs1:serviceInfo: terms of GS1's Web Vocabulary) still valid against RFC
// 9264's JSON format (ajv); `?linkType=gs1:dpp` moves to the public passport, `asOf` kept; the JSON-LD, expanded by
// the jsonld library, carries the passport's public fields as schema.org and GS1 terms, as of the date asked; and
// on the demo data every demo item's Digital Link answers with its passport.
import type { PassportView } from '@heirloom/contract';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq, isNotNull } from 'drizzle-orm';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, items } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

const PUBLIC_URL = 'https://heirloom.example';
const GTIN = '00614141000012';
const SERIAL = 'MA-CH-1931-0042';
const LINK = `${PUBLIC_URL}/01/${GTIN}/21/${SERIAL}`;
const PATH = `/01/${GTIN}/21/${SERIAL}`;
const PASSPORT = `${PUBLIC_URL}/api/public/passports/${GTIN}/${SERIAL}`;
const SCHEMA = 'https://schema.org/';
const GS1 = 'https://gs1.org/voc/';
/** The link types this resolver now gives, as GS1's Web Vocabulary (v1.16, github.com/gs1/WebVoc) defines them. */
const GS1_LINK_TYPES = [
  'defaultLink',
  'pip',
  'verificationService',
  'certificationInfo',
  'dpp',
  'serviceInfo',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true', PUBLIC_URL });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const offline = async (url: string): Promise<never> => {
  throw new Error(`the document asked for ${url}`);
};
type Node = Record<string, unknown>;
const expanded = async (body: object) =>
  ((await jsonld.expand(body, { documentLoader: offline })) as Node[])[0]!;
const values = (node: Node, term: string) =>
  (node[term] as { '@value': string; '@language'?: string }[]) ?? [];

describe('the passport at the Digital Link', () => {
  it('adds the passport, the certificate check and the service information to a valid RFC 9264 linkset', async () => {
    const validate = new Ajv2020({ allErrors: true });
    addFormats(validate);
    const isLinkset = validate.compile(
      JSON.parse(readFileSync(new URL('./fixtures/rfc9264-linkset.schema.json', import.meta.url), 'utf8')),
    );
    const res = await get(`${PATH}?linkType=all`);
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json();
    expect(isLinkset(set), JSON.stringify(isLinkset.errors)).toBe(true);
    const [context] = set.linkset;
    expect(context[`${GS1}dpp`]).toEqual([{ href: PASSPORT, type: 'application/json' }]);
    // its service information: the passport's after-sales fields, and the owner's repair request
    const [item] = await t.app.database.db.select().from(items).where(eq(items.serialNumber, SERIAL));
    expect(context[`${GS1}serviceInfo`]).toEqual([
      { href: PASSPORT, type: 'application/json' },
      {
        href: `${PUBLIC_URL}/repair/${item!.publicId}`,
        type: 'text/html',
        hreflang: ['en', 'fr'],
        title: 'Ask Maison Aurèle for a repair (its owner, signed in)',
      },
    ]);
    expect(context[`${GS1}certificationInfo`].map((l: { href: string }) => l.href)).toEqual([
      `${LINK}?lang=en#certificate-check`,
      `${LINK}?lang=fr#certificate-check`,
    ]);
    const gs1Types = Object.keys(context)
      .filter((rel) => rel.startsWith(GS1))
      .map((rel) => rel.slice(GS1.length));
    expect(gs1Types.sort()).toEqual([...GS1_LINK_TYPES].sort());
  });

  it('moves ?linkType=gs1:dpp to the public passport, keeping asOf', async () => {
    const now = await get(`${PATH}?linkType=gs1:dpp`);
    expect(now.statusCode).toBe(307);
    expect(now.headers.location).toBe(PASSPORT);
    const then = await get(`${PATH}?linkType=gs1:dpp&asOf=2026-01-01`);
    expect(then.headers.location).toBe(`${PASSPORT}?asOf=2026-01-01`);
    const passport = await get(new URL(then.headers.location as string).pathname + '?asOf=2026-01-01');
    expect(passport.statusCode, passport.body).toBe(200);
    expect(passport.json<PassportView>()).toMatchObject({
      role: 'public',
      versions: { model: 1, item: null },
    });
    expect((await get(`${PATH}?linkType=gs1:dpp&asOf=someday`)).statusCode).toBe(400);
  });

  it('carries the public passport in the JSON-LD as schema.org and GS1 terms, as of the date asked', async () => {
    const res = await get(PATH, { accept: 'application/ld+json' });
    expect(res.statusCode, res.body).toBe(200);
    const node = await expanded(res.json());
    const terms = Object.keys(node).filter((key) => !key.startsWith('@'));
    expect(terms.length).toBe(Object.keys(res.json()).filter((key) => !key.startsWith('@')).length);
    for (const term of terms) expect(term.startsWith(SCHEMA) || term.startsWith(GS1), term).toBe(true);
    expect((node[`${GS1}dpp`] as Node[])[0]!['@id']).toBe(PASSPORT);
    const country = (node[`${SCHEMA}countryOfOrigin`] as Node[])[0]!;
    expect(country['@type']).toEqual([`${SCHEMA}Country`]);
    expect(values(country, `${SCHEMA}identifier`)[0]!['@value']).toBe('CH');
    expect(values(node, `${SCHEMA}material`)).toContainEqual({ '@value': 'Or 18 carats', '@language': 'fr' });
    const maker = (node[`${SCHEMA}manufacturer`] as Node[])[0]!;
    expect(maker['@type']).toEqual([`${SCHEMA}Organization`]);
    expect(values(maker, `${SCHEMA}name`)[0]!['@value']).toBe('Maison Aurèle SA');
    expect(values(maker, `${GS1}globalLocationNumber`)[0]!['@value']).toMatch(/^952\d{10}$/);
    // the facility is for authorities only
    expect(res.body).not.toContain('Le Sentier');

    // a year ago, before the item's own fields: the passport's address as of then
    const then = await get(
      `${PATH}?asOf=${new Date(t.clock.now().getTime() - 200 * 86_400_000).toISOString()}`,
      {
        accept: 'application/ld+json',
      },
    );
    const old = await expanded(then.json());
    expect((old[`${GS1}dpp`] as Node[])[0]!['@id']).toMatch(/\?asOf=/);
    const before = await get(`${PATH}?asOf=2020-01-01`, { accept: 'application/ld+json' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).not.toHaveProperty('gs1:dpp');
    expect(before.json()).not.toHaveProperty('countryOfOrigin');
  });

  it('answers with a passport at every demo item’s Digital Link', async () => {
    const rows = await t.app.database.db
      .select({ serial: items.serialNumber, gtin: collections.gtin })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(isNotNull(collections.gtin));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const path = `/01/${row.gtin}/21/${encodeURIComponent(row.serial)}`;
      const data = await get(path, { accept: 'application/ld+json' });
      expect(data.statusCode, path).toBe(200);
      expect(data.json(), path).toHaveProperty('gs1:dpp');
      const passport = await get(`/api/public/passports/${row.gtin}/${encodeURIComponent(row.serial)}`);
      expect(passport.statusCode, path).toBe(200);
      expect(passport.json<PassportView>().fields.materials?.length, path).toBeGreaterThan(0);
    }
  });

  it('shows the model’s two versions apart by asOf', async () => {
    const history = (await get(`/api/public/passports/${GTIN}/${SERIAL}`)).json<PassportView>().history;
    expect(history.map((v) => [v.scope, v.version])).toEqual([
      ['model', 1],
      ['model', 2],
      ['item', 1],
    ]);
    const between = new Date((Date.parse(history[0]!.at) + Date.parse(history[1]!.at)) / 2).toISOString();
    const first = await get(`/api/public/passports/${GTIN}/${SERIAL}?asOf=${encodeURIComponent(between)}`);
    const latest = await get(`/api/public/passports/${GTIN}/${SERIAL}`);
    expect(first.json<PassportView>().fields.afterSalesUntil).toBe('2046-12-31');
    expect(latest.json<PassportView>().fields.afterSalesUntil).toBe('2066-12-31');
  });
});
