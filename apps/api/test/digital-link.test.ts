// GS1 Digital Link identities (docs/decisions/022-gs1-digital-link.md): the resolver at /01/<gtin>/21/<serial>
// renders the item's public page (and a 404 page in the visitor's language for a link that names no item),
// /verify/<publicId> moves there, the public JSON, the owner's item, the token and the console carry the link,
// and the console's GTIN is checked (length, digits, check digit) and unique across brands. The web build's
// render module here is a stand-in that asks the API what the real one asks (e2e/server-render.e2e.ts runs it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleCollection, ConsoleItem, Item, PublicItem, TokenMetadata } from '@heirloom/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../src/chain/items-contract';
import { collections, items } from '../src/db/schema';
import { ownedItem } from './fixtures';
import { createTestApp, signIn, type Session, type TestApp } from './helpers';
import { DEMO_OWNER_1 } from './demo-app';
import { brandId, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-digital-link-'));
const webDist = path.join(root, 'dist');
fs.mkdirSync(path.join(root, 'dist-server'), { recursive: true });
fs.mkdirSync(webDist);
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Heirloom</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>',
);
// the stand-in shows what the API answered for the page's item: its name, or the error's message
fs.writeFileSync(
  path.join(root, 'dist-server', 'render.js'),
  `const api = (pathname) => {
  const link = /^\\/01\\/([^/]+)\\/21\\/([^/]+)$/.exec(pathname);
  if (link) return '/api/public/digital-link/01/' + link[1] + '/21/' + link[2];
  const verify = /^\\/verify\\/([^/]+)$/.exec(pathname);
  return verify && '/api/public/items/' + verify[1];
};
export const rendersOnServer = (pathname) => Boolean(api(pathname));
export async function render({ url, language, transport, origin }) {
  const answer = await transport({ method: 'get', headers: {} }, api(new URL(url, origin).pathname));
  const shown = answer.status === 200 ? answer.data.name : answer.data.message;
  return {
    html: '<h1>' + language + ' ' + answer.status + ' ' + shown + '</h1>',
    head: { title: String(shown), description: '', type: 'product' },
    modules: [],
    state: '{}',
  };
}
`,
);

const PUBLIC_URL = 'https://heirloom.example';
const CHRONOGRAPH = { gtin: '00614141000012', serial: 'MA-CH-1931-0042' };
const LINK = `${PUBLIC_URL}/01/${CHRONOGRAPH.gtin}/21/${CHRONOGRAPH.serial}`;

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist, SEED_DEMO: 'true', PUBLIC_URL });
  owner = await signIn(t, DEMO_OWNER_1);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
const chronograph = async () =>
  (await t.app.database.db.select().from(items).where(eq(items.serialNumber, CHRONOGRAPH.serial)))[0]!;

describe('the resolver', () => {
  it("renders the item's public page at its Digital Link, which is its canonical address", async () => {
    for (const url of [
      `/01/${CHRONOGRAPH.gtin}/21/${CHRONOGRAPH.serial}`,
      `/01/${CHRONOGRAPH.gtin}/21/${CHRONOGRAPH.serial}?e=00&c=01`,
    ]) {
      const res = await page(url, 'fr');
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<h1>fr 200 Chronographe 1931</h1>');
      // in the language it is rendered in: each language has its address
      expect(res.body).toContain(`<link rel="canonical" href="${LINK}?lang=fr" />`);
      expect(res.body).toContain(`<meta property="og:url" content="${LINK}?lang=fr" />`);
    }
    // the same key written otherwise moves to the canonical link, the tap's parameters kept
    const other = await page(`/01/${CHRONOGRAPH.gtin}/21/MA%2DCH-1931-0042?e=00&c=01`);
    expect(other.statusCode).toBe(308);
    expect(other.headers.location).toBe(`/01/${CHRONOGRAPH.gtin}/21/${CHRONOGRAPH.serial}?e=00&c=01`);
  });

  it('answers a 404 page in the visitor’s language for a link that names no item, never an error', async () => {
    const gtin = CHRONOGRAPH.gtin;
    const wrong = [
      `/01/${gtin.slice(0, 13)}3/21/${CHRONOGRAPH.serial}`, // check digit
      `/01/0061414100001A/21/${CHRONOGRAPH.serial}`, // not digits
      `/01/${gtin.slice(1)}/21/${CHRONOGRAPH.serial}`, // 13 digits
      `/01/${gtin}/21/MA-CH-1931-9999`, // no such serial
      `/01/${gtin}/21/${'X'.repeat(21)}`, // longer than an AI 21
      `/01/${gtin}/10/LOT1/21/${CHRONOGRAPH.serial}`, // a lot names no single item here
      `/01/${gtin}/21/${CHRONOGRAPH.serial}/10/LOT1`, // qualifiers out of GS1's order
      `/01/${gtin}`,
      `/01/${gtin}/21/%E0%A4%A`, // a broken percent-encoding
      `/01/${gtin}/21/MA-CH%ZZ`,
    ];
    for (const url of wrong) {
      const en = await page(url, 'en');
      const fr = await page(url, 'fr-FR,fr;q=0.9');
      expect(en.statusCode, url).toBe(404);
      expect(fr.statusCode, url).toBe(404);
      expect(en.headers['content-type']).toMatch(/^text\/html/);
      // the stand-in renders /01/<gtin>/21/<serial> only (a broken percent-encoding decodes to no path): the others
      // get the app's empty page, still a 404
      if (/^\/01\/[^/]+\/21\/[^/%]+$/.test(url)) {
        expect(en.body, url).toContain('<h1>en 404 Not found.</h1>');
        expect(fr.body, url).toContain('<h1>fr 404 Introuvable.</h1>');
      }
    }
  });

  it('moves /verify/<publicId> to the Digital Link (308), its query kept; an unknown one is still a page', async () => {
    const item = await chronograph();
    const res = await page(`/verify/${item.publicId}`);
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(LINK);
    const withQuery = await page(`/verify/${item.publicId}?from=qr`);
    expect(withQuery.headers.location).toBe(`${LINK}?from=qr`);
    const unknown = await page('/verify/nobody-has-this-id');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<h1>en 404 Not found.</h1>');
  });
});

describe('the item’s data', () => {
  it('the public JSON, by public id and by Digital Link, carries the GTIN and the link', async () => {
    const item = await chronograph();
    const byId = await page(`/api/public/items/${item.publicId}`);
    expect(byId.json<PublicItem>()).toMatchObject({ gtin: CHRONOGRAPH.gtin, digitalLink: LINK });
    const byLink = await page(`/api/public/digital-link/01/${CHRONOGRAPH.gtin}/21/${CHRONOGRAPH.serial}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json()).toEqual(byId.json());
    const none = await page(`/api/public/digital-link/01/notagtin/21/${CHRONOGRAPH.serial}`, 'fr');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Introuvable.' });
  });

  it("the owner's item and its token's metadata name the Digital Link", async () => {
    const listed = await ownedItem(t, owner.headers, 'Heritage Chronographs', 'Chronographe 1931');
    const res = await t.app.inject({ url: `/api/v1/products/${listed.id}`, headers: owner.headers });
    expect(res.json<Item>().digitalLink).toBe(LINK);
    const token = await page(`/api/v1/tokens/${tokenIdOf(listed.id).toString()}`);
    expect(token.json<TokenMetadata>().external_url).toBe(LINK);
  });
});

describe('the console’s GTIN', () => {
  let aurele: string;
  let admin: Staff;
  let nuitAdmin: Staff;
  const body = (gtin?: string | null) => ({
    name: `GTIN test ${Math.random()}`,
    description: { en: 'A model.' },
    ...(gtin === undefined ? {} : { gtin }),
  });
  const collectionsCount = async () =>
    (await t.app.database.db.select({ n: count() }).from(collections))[0]!.n;

  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    admin = await firstAdmin(t, 'maison-aurele', 'admin@gtin.example');
    nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'admin@gtin-nuit.example');
  });

  it('keeps a GTIN-13 as a GTIN-14, and a collection without one falls back to /verify', async () => {
    const made = await consoleCall(t, admin, 'POST', `/brands/${aurele}/collections`, body('9506000134352'));
    expect(made.statusCode).toBe(201);
    const collection = made.json<ConsoleCollection>();
    expect(collection.gtin).toBe('09506000134352');
    const item = await consoleCall(t, admin, 'POST', `/brands/${aurele}/collections/${collection.id}/items`, {
      serialNumber: 'GT-1',
      name: 'Model one',
    });
    expect(item.json<ConsoleItem>().publicUrl).toBe(`${PUBLIC_URL}/01/09506000134352/21/GT-1`);

    const plain = (
      await consoleCall(t, admin, 'POST', `/brands/${aurele}/collections`, body())
    ).json<ConsoleCollection>();
    expect(plain.gtin).toBeNull();
    const loose = (
      await consoleCall(t, admin, 'POST', `/brands/${aurele}/collections/${plain.id}/items`, {
        serialNumber: 'GT-2',
        name: 'Model two',
      })
    ).json<ConsoleItem>();
    expect(loose.publicUrl).toBe(`${PUBLIC_URL}/verify/${loose.publicId}`);
    const json = (await page(`/api/public/items/${loose.publicId}`)).json<PublicItem>();
    expect(json).toMatchObject({ gtin: null, digitalLink: `${PUBLIC_URL}/verify/${loose.publicId}` });
    // its page stays at /verify
    expect((await page(`/verify/${loose.publicId}`)).statusCode).toBe(200);
  });

  it('refuses what is no GTIN with a message in the staff’s language, and changes nothing', async () => {
    const before = await collectionsCount();
    for (const gtin of ['09506000134353', '0950600013435X', '1234567', '123456789012345']) {
      for (const [language, text] of [
        ['en', 'This is not a GTIN'],
        ['fr', 'Ce n’est pas un GTIN'],
      ] as const) {
        const res = await consoleCall(
          t,
          admin,
          'POST',
          `/brands/${aurele}/collections`,
          body(gtin),
          language,
        );
        expect(res.statusCode, gtin).toBe(400);
        expect(res.json(), gtin).toMatchObject({ code: 'GTIN_INVALID', field: 'gtin' });
        expect(res.json().message).toContain(text);
      }
    }
    expect(await collectionsCount()).toBe(before);
  });

  it('refuses a GTIN another collection has, of any brand (409), and lets a collection keep its own', async () => {
    const nuit = await brandId(t, 'atelier-nuit');
    const before = await collectionsCount();
    const taken = await consoleCall(
      t,
      nuitAdmin,
      'POST',
      `/brands/${nuit}/collections`,
      body(CHRONOGRAPH.gtin),
      'fr',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'GTIN_TAKEN', field: 'gtin' });
    expect(taken.json().message).toContain('00614141000012');
    expect(await collectionsCount()).toBe(before);

    const own = (
      await consoleCall(t, nuitAdmin, 'POST', `/brands/${nuit}/collections`, body())
    ).json<ConsoleCollection>();
    const stolen = await consoleCall(
      t,
      nuitAdmin,
      'PUT',
      `/brands/${nuit}/collections/${own.id}`,
      body(CHRONOGRAPH.gtin),
    );
    expect(stolen.statusCode).toBe(409);
    const [row] = await t.app.database.db.select().from(collections).where(eq(collections.id, own.id));
    expect(row!.gtin).toBeNull();

    const chronographs = (await consoleCall(t, admin, 'GET', `/brands/${aurele}/collections`)).json<{
      items: ConsoleCollection[];
    }>();
    const heritage = chronographs.items.find((c) => c.gtin === CHRONOGRAPH.gtin)!;
    const kept = await consoleCall(t, admin, 'PUT', `/brands/${aurele}/collections/${heritage.id}`, {
      name: heritage.name,
      description: heritage.description,
      gtin: '614141000012',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<ConsoleCollection>().gtin).toBe(CHRONOGRAPH.gtin);
  });
});
