// An item's GS1 Digital Link answers machines (docs/decisions/033-digital-link-resolver.md): JSON-LD for
// `Accept: application/ld+json` (read back by the jsonld library, JSON-LD's reference implementation in
// JavaScript), an RFC 9264 linkset for `?linkType=all` or `Accept: application/linkset+json` (checked against the
// RFC's JSON format by ajv), a redirect for `?linkType=<type>`, the Link header that points to the linkset (read
// by http-link-header), and the resolver's description at /.well-known/gs1resolver.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import LinkHeader from 'http-link-header';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const PUBLIC_URL = 'https://heirloom.example';
const GTIN = '00614141000012';
const SERIAL = 'MA-CH-1931-0042';
const LINK = `${PUBLIC_URL}/01/${GTIN}/21/${SERIAL}`;
const PATH = `/01/${GTIN}/21/${SERIAL}`;
const SCHEMA = 'https://schema.org/';
const GS1 = 'https://gs1.org/voc/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true', PUBLIC_URL });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** JSON-LD read with no document fetched from the network: the context is in the document. */
const offline = async (url: string): Promise<never> => {
  throw new Error(`the document asked for ${url}`);
};

describe("an item's Digital Link, asked by a machine", () => {
  it('gives the item as JSON-LD: a schema.org Product with its GTIN and serial, in GS1’s vocabulary too', async () => {
    const res = await get(PATH, { accept: 'application/ld+json', 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers.vary).toMatch(/accept/i);
    const [node] = (await jsonld.expand(res.json(), { documentLoader: offline })) as Record<
      string,
      unknown
    >[];
    const value = (term: string) => (node![term] as { '@value': string }[] | undefined)?.[0]?.['@value'];
    expect(node!['@id']).toBe(LINK);
    expect(node!['@type']).toEqual([`${SCHEMA}Product`]);
    expect(value(`${SCHEMA}gtin`)).toBe(GTIN);
    expect(value(`${GS1}gtin`)).toBe(GTIN);
    expect(value(`${SCHEMA}serialNumber`)).toBe(SERIAL);
    expect(value(`${SCHEMA}name`)).toBe('Chronographe 1931');
    const brand = (node![`${SCHEMA}brand`] as Record<string, unknown>[])[0]!;
    expect(brand['@type']).toEqual([`${SCHEMA}Brand`]);
    // every term of the document is one of the two vocabularies': none dropped by the expansion
    const terms = Object.keys(node!).filter((key) => !key.startsWith('@'));
    expect(terms.length).toBe(Object.keys(res.json()).filter((key) => !key.startsWith('@')).length);
    for (const term of terms) expect(term.startsWith(SCHEMA) || term.startsWith(GS1), term).toBe(true);
  });

  it('gives its links as an RFC 9264 linkset, by ?linkType=all or by Accept', async () => {
    const validate = new Ajv2020({ allErrors: true });
    addFormats(validate);
    const isLinkset = validate.compile(
      JSON.parse(readFileSync(new URL('./fixtures/rfc9264-linkset.schema.json', import.meta.url), 'utf8')),
    );
    for (const res of [
      await get(`${PATH}?linkType=all`),
      await get(PATH, { accept: 'application/linkset+json' }),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/linkset\+json/);
      const set = res.json();
      expect(isLinkset(set), JSON.stringify(isLinkset.errors)).toBe(true);
      const [context] = set.linkset;
      expect(context.anchor).toBe(LINK);
      expect(context[`${GS1}defaultLink`]).toEqual([
        { href: LINK, type: 'text/html', hreflang: ['en', 'fr'] },
      ]);
      expect(context[`${GS1}pip`].map((l: { href: string }) => l.href)).toEqual([
        `${LINK}?lang=en`,
        `${LINK}?lang=fr`,
      ]);
      expect(context[`${GS1}verificationService`]).toHaveLength(2);
    }
  });

  it('points every answer to the linkset in a Link header', async () => {
    const res = await get(PATH, { accept: 'application/ld+json' });
    const [linkset] = LinkHeader.parse(res.headers.link as string).rel('linkset');
    expect(linkset).toMatchObject({ uri: `${LINK}?linkType=all`, type: 'application/linkset+json' });
  });

  it('moves to the link of the type asked, in the reader’s language; to the page for a type it has not', async () => {
    const fr = await get(`${PATH}?linkType=gs1:pip`, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.statusCode).toBe(307);
    expect(fr.headers.location).toBe(`${LINK}?lang=fr`);
    const iri = await get(`${PATH}?linkType=${encodeURIComponent(`${GS1}verificationService`)}`);
    expect(iri.headers.location).toBe(`${LINK}?lang=en`);
    const none = await get(`${PATH}?linkType=gs1:recipeInfo`);
    expect(none.statusCode).toBe(307);
    expect(none.headers.location).toBe(LINK);
  });

  it('answers a link that names no item with a 404 in the reader’s language, and changes nothing', async () => {
    const res = await get(`/01/${GTIN}/21/MA-CH-1931-9999`, {
      accept: 'application/ld+json',
      'accept-language': 'fr',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Introuvable.');
  });

  it('describes itself at /.well-known/gs1resolver', async () => {
    const res = await get('/.well-known/gs1resolver');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toMatchObject({
      resolverRoot: PUBLIC_URL,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: GS1, prefix: 'gs1:' }],
    });
  });
});
