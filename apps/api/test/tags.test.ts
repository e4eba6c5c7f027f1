// NFC tags and taps (docs/decisions/024-tags-and-taps.md), through HTTP on the demo data, whose every item has a
// simulated chip: the verdict of each kind of tap (genuine, replayed, an older URL, flipped bits, an unknown chip,
// an unlinked one, another item's or another brand's), 20 reads of one URL at once giving one genuine, the per-tag
// limit of replays that forged messages cannot trip, the owner's last read, and the console's tags, keys, taps
// and alerts.
import {
  type ConsoleCollection,
  type ConsoleItem,
  type ConsoleTag,
  type ItemTag,
  type PublicItem,
  type TagAlert,
  type TagMasterKey,
  type TagTemplate,
  TAG_REPLAYS_PER_MINUTE,
  type TapEntry,
  type TapResult,
} from '@heirloom/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, clients, collections, items, tags, users } from '../src/db/schema';
import { demoTagUid } from '../src/demo/tags';
import { brandMetaReadKey, chipKeys } from '../src/lib/sun/key-diversification';
import { sunParameters } from '../src/lib/sun/soft-chip';
import { DEMO_TAG_MASTER_KEY } from '../src/modules/tags/tags.service';
import { demoAppWithOwners } from './demo-app';
import type { Session } from './helpers';
import { SoftAuthenticator } from './soft-authenticator';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const { t, owner1, owner2 } = demoAppWithOwners(120_000);
const db = () => t.app.database.db;
const demoMaster = Buffer.from(DEMO_TAG_MASTER_KEY, 'hex');

/** The demo items of a brand, with their collection's GTIN, by serial. */
async function demoItems(slug: string) {
  return db()
    .select({ id: items.id, publicId: items.publicId, serial: items.serialNumber, gtin: collections.gtin })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId))
    .innerJoin(clients, eq(clients.id, collections.clientId))
    .where(and(eq(clients.slug, slug), isNotNull(collections.gtin)))
    .orderBy(items.serialNumber);
}
type DemoItem = Awaited<ReturnType<typeof demoItems>>[number];

const devTap = async (publicId: string) => {
  const res = await t.app.inject({ url: `/api/dev/tap/${publicId}` });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<{ url: string }>().url);
};
const sunOf = (url: URL) => ({ e: url.searchParams.get('e')!, c: url.searchParams.get('c')! });
const addressOf = (item: DemoItem) => ({ gtin: item.gtin!, serial: item.serial });

let ip = 0;
/** A tap as the public page reads it (each from its own address, so that the per-IP limit stays out of it). */
const tap = (address: object, sun: { e: string; c: string }, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/taps',
    payload: { address, sun },
    headers: { 'accept-language': language },
    remoteAddress: `10.31.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
const verdictOf = async (address: object, sun: { e: string; c: string }) => {
  const res = await tap(address, sun);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TapResult>();
};
/** One bit of a hex text flipped (in its `nibble`th digit). */
const flip = (hex: string, nibble = 3) =>
  hex.slice(0, nibble) + (parseInt(hex[nibble]!, 16) ^ 1).toString(16).toUpperCase() + hex.slice(nibble + 1);

const userId = async (s: Session) => (await db().select().from(users).where(eq(users.phone, s.phone)))[0]!.id;

/** A demo brand other than Maison Aurèle. */
const OTHER_BRAND = 'atelier-nuit';

let aurele: DemoItem[];
let otherBrand: DemoItem[];
beforeAll(async () => {
  aurele = await demoItems('maison-aurele');
  otherBrand = await demoItems(OTHER_BRAND);
  expect(aurele.length).toBeGreaterThan(4);
  expect(otherBrand.length).toBeGreaterThan(0);
});

describe('a tap', () => {
  it('is genuine once, with the item and its counter; the same URL again is replayed', async () => {
    const item = aurele[0]!;
    const url = await devTap(item.publicId);
    // the chip writes the item's Digital Link and the two SUN parameters, upper-case hex
    expect(url.pathname).toBe(`/01/${item.gtin}/21/${encodeURIComponent(item.serial)}`);
    expect(url.search).toMatch(/^\?e=[0-9A-F]{32}&c=[0-9A-F]{16}$/);
    const first = await verdictOf(addressOf(item), sunOf(url));
    expect(first.verdict).toBe('genuine');
    expect(first.counter).toBe(1);
    expect(first.readAt).toBe(t.clock.now().toISOString());
    const publicItem = (await t.app.inject({ url: `/api/public/items/${item.publicId}` })).json<PublicItem>();
    expect(first.item).toEqual(publicItem);
    const again = await verdictOf(addressOf(item), sunOf(url));
    expect(again).toMatchObject({ verdict: 'replayed', counter: 1, item: { publicId: item.publicId } });
    // the next tap of the chip is new again
    expect((await verdictOf(addressOf(item), sunOf(await devTap(item.publicId)))).verdict).toBe('genuine');
  });

  it('answers the same at the tag’s own URL with Accept: application/json, and the page to a browser', async () => {
    const item = aurele[1]!;
    const url = await devTap(item.publicId);
    const asJson = () =>
      t.app.inject({ url: url.pathname + url.search, headers: { accept: 'application/json' } });
    const first = await asJson();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json<TapResult>()).toMatchObject({
      verdict: 'genuine',
      counter: 1,
      item: { publicId: item.publicId },
    });
    expect(Object.keys(first.json<object>()).sort()).toEqual([
      'counter',
      'inCare',
      'item',
      'readAt',
      'verdict',
    ]);
    expect((await asJson()).json<TapResult>().verdict).toBe('replayed');
    // by its /verify address too (an item's older address)
    const next = await devTap(item.publicId);
    const byPublicId = await t.app.inject({
      url: `/verify/${item.publicId}${next.search}`,
      headers: { accept: 'application/json' },
    });
    expect(byPublicId.json<TapResult>()).toMatchObject({ verdict: 'genuine', counter: 2 });
  });

  it('of an older URL (a counter below the highest) is replayed, and the console sees the counter going back', async () => {
    const item = aurele[2]!;
    const older = await devTap(item.publicId);
    const newer = await devTap(item.publicId);
    expect((await verdictOf(addressOf(item), sunOf(newer))).verdict).toBe('genuine');
    const back = await verdictOf(addressOf(item), sunOf(older));
    expect(back).toMatchObject({ verdict: 'replayed', counter: 1 });
  });

  it('with a bit flipped in the MAC or in the encrypted data is forged, and moves nothing', async () => {
    const item = aurele[3]!;
    const url = await devTap(item.publicId);
    const { e, c } = sunOf(url);
    for (const sun of [
      { e, c: flip(c) },
      { e, c: flip(c, 15) },
      { e: flip(e), c },
      { e: flip(e, 31), c },
    ]) {
      expect(await verdictOf(addressOf(item), sun)).toMatchObject({ verdict: 'forged', counter: null });
    }
    // malformed text is forged too, never a 500
    for (const sun of [
      { e: 'zz', c },
      { e: `${e}00`, c },
      { e, c: '' },
    ]) {
      expect((await verdictOf(addressOf(item), sun)).verdict).toBe('forged');
    }
    // the real URL, read after them, is still new
    expect((await verdictOf(addressOf(item), sunOf(url))).verdict).toBe('genuine');
  });

  it('of a chip no one registered is unknown, and so is an address naming no item', async () => {
    const item = aurele[4]!;
    const uid = Buffer.from('04AABBCCDDEEFF', 'hex');
    const keys = chipKeys(demoMaster, uid);
    const sun = sunParameters({ uid, metaRead: keys.metaRead, fileRead: keys.fileRead }, 5);
    expect(await verdictOf(addressOf(item), sun)).toMatchObject({ verdict: 'unknown', counter: null });
    const nowhere = await tap({ gtin: item.gtin, serial: 'NO-SUCH-SERIAL' }, sun);
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.json<TapResult>()).toMatchObject({ verdict: 'unknown', item: null, counter: null });
    const badGtin = await tap({ gtin: '00614141000013', serial: item.serial }, sun);
    expect(badGtin.json<TapResult>()).toMatchObject({ verdict: 'unknown', item: null });
    // the tag's own URL, asked as data, is a 404 with the same verdict: no item has that address
    const asJson = await t.app.inject({
      url: `/01/${item.gtin}/21/NO-SUCH-SERIAL?e=${sun.e}&c=${sun.c}`,
      headers: { accept: 'application/json' },
    });
    expect(asJson.statusCode).toBe(404);
    expect(asJson.json<TapResult>()).toMatchObject({ verdict: 'unknown', item: null });
  });

  it('of another item’s chip is forged (its parameters moved onto this address); another brand’s chip is unknown here', async () => {
    const [item, neighbour] = [aurele[0]!, aurele[5]!];
    const moved = sunOf(await devTap(neighbour.publicId));
    expect((await verdictOf(addressOf(item), moved)).verdict).toBe('forged');
    // the chip's own address still reads it as new: the forgery moved no counter
    expect((await verdictOf(addressOf(neighbour), moved)).verdict).toBe('genuine');
    // the demo brands share the published demo key; another brand's UID is none of this brand's chips
    const foreign = sunOf(await devTap(otherBrand[0]!.publicId));
    expect((await verdictOf(addressOf(item), foreign)).verdict).toBe('unknown');
  });

  it('of 20 reads of one genuine URL at once gives exactly one genuine', async () => {
    const item = aurele[6] ?? aurele[0]!;
    const url = await devTap(item.publicId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => tap(addressOf(item), sunOf(url)).then((r) => r.json<TapResult>())),
    );
    const verdicts = answers.map((a) => a.verdict);
    expect(verdicts.filter((v) => v === 'genuine')).toHaveLength(1);
    expect(verdicts.filter((v) => v === 'replayed')).toHaveLength(19);
  });

  it('replays are limited per tag; forged messages count against no tag, and a new read always passes', async () => {
    const item = aurele[7] ?? aurele[1]!;
    const url = await devTap(item.publicId);
    expect((await verdictOf(addressOf(item), sunOf(url))).verdict).toBe('genuine');
    for (let i = 0; i < 40; i++) {
      const { e, c } = sunOf(url);
      expect((await verdictOf(addressOf(item), { e, c: flip(c, i % 16) })).verdict).toBe('forged');
    }
    for (let i = 0; i < TAG_REPLAYS_PER_MINUTE; i++) {
      expect((await verdictOf(addressOf(item), sunOf(url))).verdict).toBe('replayed');
    }
    const limited = await tap(addressOf(item), sunOf(url), 'fr');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string; message: string }>()).toMatchObject({ code: 'TAP_RATE_LIMITED' });
    expect(limited.json<{ message: string }>().message).toMatch(/réessayez/);
    expect((await verdictOf(addressOf(item), sunOf(await devTap(item.publicId)))).verdict).toBe('genuine');
    t.clock.advance(61);
    expect((await verdictOf(addressOf(item), sunOf(url))).verdict).toBe('replayed');
  });

  it('is limited per IP at the public route', async () => {
    const item = aurele[0]!;
    // forged messages, which no tag's limit counts
    const { e, c } = sunOf(await devTap(item.publicId));
    const sun = { e, c: flip(c) };
    const from = () =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/public/taps',
          payload: { address: addressOf(item), sun },
          remoteAddress: '10.99.0.1',
        })
        .then((r) => r.statusCode);
    const codes: number[] = [];
    for (let i = 0; i < t.config.limits.tapsPerIpPerMinute + 1; i++) codes.push(await from());
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
  });
});

describe('the owner’s item', () => {
  it('shows its last genuine read to its owner alone', async () => {
    const owned = await db()
      .select({ id: items.id, publicId: items.publicId, serial: items.serialNumber, gtin: collections.gtin })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(items.ownerId, await userId(owner1)), isNotNull(collections.gtin)))
      .limit(1);
    const item = owned[0]!;
    const read = (s: Session) => t.app.inject({ url: `/api/v1/products/${item.id}/tag`, headers: s.headers });
    const before = await read(owner1);
    expect(before.statusCode, before.body).toBe(200);
    t.clock.advance(5);
    const result = await verdictOf(addressOf(item), sunOf(await devTap(item.publicId)));
    expect(result.verdict).toBe('genuine');
    expect((await read(owner1)).json<ItemTag>()).toEqual({ tagged: true, lastGenuineTapAt: result.readAt });
    // a replay does not count as a read
    expect((await read(owner2)).statusCode).toBe(404);
  });
});

describe('the development routes', () => {
  it('give the next URL by serial too, and 404 for an item without a tag', async () => {
    const item = aurele[0]!;
    const res = await t.app.inject({ url: `/api/dev/tap?serial=${encodeURIComponent(item.serial)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ url: string }>().url).toContain(`/01/${item.gtin}/21/`);
    expect((await t.app.inject({ url: '/api/dev/tap?serial=NOPE-0000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/tap/unknownPublicId' })).statusCode).toBe(404);
  });

  it('gave every demo item a chip, with the UID the seed makes from its serial', async () => {
    const rows = await db().select({ uid: tags.uid, itemId: tags.itemId }).from(tags);
    const all = await db().select({ id: items.id, serial: items.serialNumber }).from(items);
    expect(rows).toHaveLength(all.length);
    for (const item of all) expect(rows.find((r) => r.itemId === item.id)?.uid).toBe(demoTagUid(item.serial));
  });
});

describe('the console', () => {
  let admin: Staff;
  let catalogue: Staff;
  let base: string;
  beforeAll(async () => {
    admin = await firstAdmin(t, 'maison-aurele', 'admin@tags.example');
    catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@tags.example', ['catalogue']);
    base = `/brands/${await brandId(t, 'maison-aurele')}`;
  });

  /** New items without a tag, in a new collection with a GTIN. */
  async function newItems(staff: Staff, serials: string[], gtin: string): Promise<ConsoleItem[]> {
    const made = await consoleCall(t, staff, 'POST', `${base}/collections`, {
      name: `Tags ${gtin}`,
      description: { en: 'Tagged pieces.' },
      gtin,
    });
    expect(made.statusCode, made.body).toBe(201);
    const collection = made.json<ConsoleCollection>();
    const created: ConsoleItem[] = [];
    for (const serialNumber of serials) {
      const res = await consoleCall(t, staff, 'POST', `${base}/collections/${collection.id}/items`, {
        serialNumber,
        name: `Item ${serialNumber}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json<ConsoleItem>());
    }
    return created;
  }

  it('says the demo master key is set, and refuses it to anyone but an admin', async () => {
    const res = await consoleCall(t, admin, 'GET', `${base}/tags/master-key`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TagMasterKey>()).toMatchObject({ set: true, demo: true });
    expect(res.json<TagMasterKey>().derivedTags).toBeGreaterThan(4);
    expect((await consoleCall(t, catalogue, 'GET', `${base}/tags/master-key`)).statusCode).toBe(403);
  });

  it('imports tags by CSV, all or nothing, with every bad line named; then lists, unlinks and replaces them', async () => {
    const made = await newItems(catalogue, ['TG-0001', 'TG-0002', 'TG-0003'], '00614141999996');
    const bad = await consoleCall(
      t,
      catalogue,
      'POST',
      `${base}/tags/import`,
      {
        csv: [
          'uid,serial_number',
          '04A1A2A3A4A5A6,TG-0001',
          'nothex,TG-0002',
          '04B1B2B3B4B5B6,NOPE-9',
          `${demoTagUid(aurele[0]!.serial)},TG-0003`,
          '04A1A2A3A4A5A6,TG-0003',
        ].join('\n'),
      },
      'fr',
    );
    expect(bad.statusCode, bad.body).toBe(400);
    const refused = bad.json<{ code: string; lines: { line: number; code: string; message: string }[] }>();
    expect(refused.code).toBe('CSV_INVALID');
    expect(refused.lines.map((l) => [l.line, l.code])).toEqual([
      [3, 'TAG_UID_INVALID'],
      [6, 'CSV_UID_TWICE'],
      [6, 'CSV_SERIAL_TWICE'],
    ]);
    expect(refused.lines[0]!.message).toMatch(/chiffres hexadécimaux/);
    // the file's lines are right, the database refuses two: a serial of no item, a UID already registered
    const taken = await consoleCall(t, catalogue, 'POST', `${base}/tags/import`, {
      csv: `uid,serial_number\n04B1B2B3B4B5B6,NOPE-9\n${demoTagUid(aurele[0]!.serial)},TG-0003\n`,
    });
    expect(taken.statusCode).toBe(400);
    expect(
      taken.json<{ lines: { line: number; code: string }[] }>().lines.map((l) => [l.line, l.code]),
    ).toEqual([
      [2, 'TAG_SERIAL_UNKNOWN'],
      [3, 'TAG_UID_TAKEN'],
    ]);
    expect((await db().select().from(tags).where(eq(tags.uid, '04A1A2A3A4A5A6'))).length).toBe(0);

    const good = await consoleCall(t, catalogue, 'POST', `${base}/tags/import`, {
      csv: 'UID,Serial Number\r\n04a1a2a3a4a5a6,TG-0001\r\n04C1C2C3C4C5C6,TG-0002\r\n04D1D2D3D4D5D6,TG-0003,\r\n',
    });
    expect(good.statusCode, good.body).toBe(201);
    const imported = good.json<{ imported: number; tags: ConsoleTag[] }>();
    expect(imported.imported).toBe(3);
    expect(imported.tags[0]).toMatchObject({
      uid: '04A1A2A3A4A5A6',
      item: { serialNumber: 'TG-0001', id: made[0]!.id },
      keys: 'derived',
      lastCounter: null,
      unlinkedAt: null,
    });
    const listed = await consoleCall(t, catalogue, 'GET', `${base}/tags?q=TG-000&limit=10`);
    expect(listed.json<{ total: number }>().total).toBe(3);
    // an item with a tag takes no second one
    const second = await consoleCall(t, catalogue, 'POST', `${base}/tags`, {
      uid: '04E1E2E3E4E5E6',
      serial: 'TG-0001',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ code: string }>().code).toBe('ITEM_TAGGED');

    // what to write into the chip: the item's Digital Link and the SUN placeholders, no key
    const tagId = imported.tags[0]!.id;
    const template = await consoleCall(t, catalogue, 'GET', `${base}/tags/${tagId}/template`);
    expect(template.statusCode, template.body).toBe(200);
    const written = template.json<TagTemplate>();
    expect(written.url).toBe(`${made[0]!.publicUrl}?e=${'0'.repeat(32)}&c=${'0'.repeat(16)}`);
    expect(new URL(written.url).pathname).toBe('/01/00614141999996/21/TG-0001');
    expect(written.ndefFile).toMatch(/^([0-9A-F]{2})+$/);
    // never a key: neither the master key nor the chip's own
    const chip = chipKeys(demoMaster, Buffer.from('04A1A2A3A4A5A6', 'hex'));
    for (const key of [demoMaster, chip.appMaster, chip.fileRead, chip.metaRead])
      expect(template.body.toUpperCase()).not.toContain(key.toString('hex').toUpperCase());

    // a tap of the new chip (keys derived from the demo master key) reads genuine, then unlinked once unlinked
    const uid = Buffer.from('04A1A2A3A4A5A6', 'hex');
    const keys = chipKeys(demoMaster, uid);
    const address = { gtin: '00614141999996', serial: 'TG-0001' };
    const read = (counter: number) =>
      verdictOf(address, sunParameters({ uid, metaRead: keys.metaRead, fileRead: keys.fileRead }, counter));
    expect((await read(7)).verdict).toBe('genuine');
    const unlinked = await consoleCall(t, catalogue, 'POST', `${base}/tags/${tagId}/unlink`, {});
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json<ConsoleTag>()).toMatchObject({
      item: { serialNumber: 'TG-0001' },
      lastCounter: 7,
      unlinkedAt: t.clock.now().toISOString(),
    });
    expect(await read(8)).toMatchObject({ verdict: 'unlinked', counter: 8 });
    expect((await consoleCall(t, catalogue, 'POST', `${base}/tags/${tagId}/unlink`, {})).statusCode).toBe(
      409,
    );

    // replace: a new chip for the item of another, whose old chip is unlinked at once
    const oldId = imported.tags[1]!.id;
    const fileReadKey = randomBytes(16).toString('hex').toUpperCase();
    const replaced = await consoleCall(t, catalogue, 'POST', `${base}/tags/${oldId}/replace`, {
      uid: '04F1F2F3F4F5F6',
      fileReadKey,
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json<ConsoleTag>()).toMatchObject({ keys: 'given', item: { serialNumber: 'TG-0002' } });
    expect(replaced.body).not.toContain(fileReadKey);
    const newUid = Buffer.from('04F1F2F3F4F5F6', 'hex');
    const given = sunParameters(
      { uid: newUid, metaRead: brandMetaReadKey(demoMaster), fileRead: Buffer.from(fileReadKey, 'hex') },
      1,
    );
    expect((await verdictOf({ gtin: '00614141999996', serial: 'TG-0002' }, given)).verdict).toBe('genuine');

    // the audit log names each change
    const actions = (await db().select({ action: auditEntries.action }).from(auditEntries)).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['tag.imported', 'tag.unlinked', 'tag.replaced']));
  });

  it('lists an item’s taps and the brand’s alerts: a replay, an older URL, a forgery', async () => {
    const item = aurele[8] ?? aurele[2]!;
    const older = await devTap(item.publicId);
    const newer = await devTap(item.publicId);
    // a second apart: the ledger and the alerts list the newest first
    for (const sun of [
      sunOf(newer),
      sunOf(newer),
      sunOf(older),
      { ...sunOf(newer), c: flip(sunOf(newer).c) },
    ]) {
      t.clock.advance(1);
      await verdictOf(addressOf(item), sun);
    }
    const taps = await consoleCall(t, catalogue, 'GET', `${base}/items/${item.id}/taps?limit=10`);
    expect(taps.statusCode, taps.body).toBe(200);
    const entries = taps.json<{ items: TapEntry[] }>().items;
    expect(entries.map((e) => e.verdict)).toEqual(['forged', 'replayed', 'replayed', 'genuine']);
    expect(entries[3]).toMatchObject({ counter: 2, tagUid: demoTagUid(item.serial) });
    const alerts = (await consoleCall(t, catalogue, 'GET', `${base}/tags/alerts?limit=4`)).json<{
      items: TagAlert[];
    }>();
    expect(alerts.items.slice(0, 3).map((a) => [a.kind, a.counter, a.highestCounter])).toEqual([
      ['forged', null, null],
      ['backwards', 1, 2],
      ['replayed', 2, 2],
    ]);
    expect(alerts.items[0]!.item?.serialNumber).toBe(item.serial);
    // another brand's staff see none of it
    const other = await firstAdmin(t, OTHER_BRAND, 'admin@other-tags.example');
    const theirs = await consoleCall(t, other, 'GET', `${base}/items/${item.id}/taps`);
    expect([403, 404]).toContain(theirs.statusCode);
  });

  it('sets a brand’s master key with a fresh passkey, shown once; refuses while tags derive from it', async () => {
    const auth = new SoftAuthenticator(t.config.publicUrl);
    const options = await consoleCall(t, admin, 'POST', '/me/passkeys/options', {});
    expect(options.statusCode, options.body).toBe(200);
    expect(
      (await consoleCall(t, admin, 'POST', '/me/passkeys', { response: auth.create(options.json()) }))
        .statusCode,
    ).toBe(201);
    const assertion = async () => {
      const res = await consoleCall(t, admin, 'POST', '/auth/passkey/confirm/options', {});
      expect(res.statusCode, res.body).toBe(200);
      return auth.get(res.json());
    };
    // the demo brand's chips derive from its key: it cannot change
    const inUse = await consoleCall(t, admin, 'PUT', `${base}/tags/master-key`, {
      passkey: await assertion(),
    });
    expect(inUse.statusCode, inUse.body).toBe(409);
    expect(inUse.json<{ code: string }>().code).toBe('TAG_MASTER_KEY_IN_USE');
    const published = await consoleCall(t, admin, 'PUT', `${base}/tags/master-key`, {
      key: DEMO_TAG_MASTER_KEY,
      passkey: await assertion(),
    });
    expect(published.json<{ code: string }>().code).toBe('TAG_KEY_PUBLISHED');
    // a forged assertion is refused before anything
    const forged = await assertion();
    const bad = await consoleCall(t, admin, 'PUT', `${base}/tags/master-key`, {
      passkey: {
        ...forged,
        response: { ...forged.response, signature: Buffer.from('nope').toString('base64url') },
      },
    });
    expect(bad.statusCode).toBe(400);

    // a brand with no tag yet: its admin's new key is answered once, and its chips prove with it
    const [template] = await db().select().from(clients).where(eq(clients.slug, 'maison-aurele'));
    const [fresh] = await db()
      .insert(clients)
      .values({
        ...template!,
        id: undefined,
        slug: 'tags-fresh',
        host: null,
        isDefault: false,
        name: 'Tags Fresh',
      })
      .returning();
    const freshAdmin = await firstAdmin(t, 'tags-fresh', 'admin@tags-fresh.example');
    const freshAuth = new SoftAuthenticator(t.config.publicUrl);
    const o = await consoleCall(t, freshAdmin, 'POST', '/me/passkeys/options', {});
    await consoleCall(t, freshAdmin, 'POST', '/me/passkeys', { response: freshAuth.create(o.json()) });
    const co = await consoleCall(t, freshAdmin, 'POST', '/auth/passkey/confirm/options', {});
    const freshBase = `/brands/${fresh!.id}`;
    const set = await consoleCall(t, freshAdmin, 'PUT', `${freshBase}/tags/master-key`, {
      passkey: freshAuth.get(co.json()),
    });
    expect(set.statusCode, set.body).toBe(200);
    const { masterKey, status } = set.json<{ masterKey: string; status: TagMasterKey }>();
    expect(masterKey).toMatch(/^[0-9A-F]{32}$/);
    expect(status).toMatchObject({ set: true, demo: false, derivedTags: 0 });
    // never shown again, never stored in the clear
    const again = await consoleCall(t, freshAdmin, 'GET', `${freshBase}/tags/master-key`);
    expect(again.body).not.toContain(masterKey);
    const stored = JSON.stringify(await db().select().from(auditEntries));
    expect(stored).not.toContain(masterKey);
    expect(stored).toContain('tags.master_key_set');

    // a chip of this brand, its URL moved onto the demo brand's item: another brand's key, forged there
    const uid = Buffer.from('04123456789ABC', 'hex');
    const keys = chipKeys(Buffer.from(masterKey, 'hex'), uid);
    const sun = sunParameters({ uid, metaRead: keys.metaRead, fileRead: keys.fileRead }, 1);
    expect((await verdictOf(addressOf(aurele[0]!), sun)).verdict).toBe('forged');
  });
});
