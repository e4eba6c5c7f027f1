// Entrusted care (docs/decisions/044-entrusted-care.md), through HTTP on the demo data: entrusting with step-up; the
// person's and the store's views showing only what was shared; every custody path refused while in care; the end by
// itself (the housekeeping round on the manual clock, twice and at once), early by the owner, the person and the
// store (audited); a repair's care ending with it; an account deleted ending its care; the tap and public record;
// notices and history lines.
import type {
  CareRequest,
  EntrustedCare,
  OwnerCare,
  PublicItem,
  StoreCare,
  TapResult,
} from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, carePeriods, clients, itemEvents, items, savStores, users } from '../src/db/schema';
import { demoBrandKey } from '../src/modules/brand/brand-keys';
import { brandApi, grantByCode, insertGrants } from './fixtures';
import { grantFor } from './security/support';
import { demoAppWithOwners } from './demo-app';
import { apiCall, newPhone, signIn, type Session } from './helpers';
import { brandId, consoleCall, firstAdmin, mailsTo, type Staff } from './staff-fixtures';

const { t, owner1, owner2, signInAgain } = demoAppWithOwners(120_000, {
  LOG_LEVEL: process.env.CARE_LOG ?? 'silent',
});
const db = () => t.app.database.db;
const HOUR = 3600;
const DAY = 86_400;

let aurele: string;
let genève: { id: string; email: string | null; name: string };
let nuitStore: string;
let admin: Staff;
let otherAdmin: Staff;

beforeAll(async () => {
  const stores = await db()
    .select({ id: savStores.id, name: savStores.name, email: savStores.email, slug: clients.slug })
    .from(savStores)
    .innerJoin(clients, eq(savStores.clientId, clients.id));
  genève = stores.find((s) => s.name === 'Maison Aurèle Genève')!;
  // the store's address, for its e-mails
  genève.email = 'geneve@aurele.example';
  await db().update(savStores).set({ email: genève.email }).where(eq(savStores.id, genève.id));
  nuitStore = stores.find((s) => s.slug === 'atelier-nuit')!.id;
  aurele = await brandId(t, 'maison-aurele');
  admin = await firstAdmin(t, 'maison-aurele', 'care-admin@aurele.example');
  otherAdmin = await firstAdmin(t, 'atelier-nuit', 'care-admin@nuit.example');
});

const itemId = async (name: string, owner = '+33600000001') => {
  const [row] = await db()
    .select({ id: items.id })
    .from(items)
    .innerJoin(users, eq(users.id, items.ownerId))
    .where(and(eq(items.name, name), eq(users.phone, owner)));
  return row!.id;
};
const itemRow = async (id: string) => (await db().select().from(items).where(eq(items.id, id)))[0]!;
const call = (
  s: Session,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => apiCall(t, s, method, url, payload, language);
const endsIn = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000).toISOString();
const nothingShared = { pictures: false, certificate: false, ownerName: null, note: null };

const userIdOf = async (s: Session) =>
  (await db().select().from(users).where(eq(users.phone, s.phone)))[0]!.id;

/**
 * The owner entrusts the item with a step-up grant for exactly it: the API's answer. The first test asks for it by
 * SMS code as the app does; the others write it straight in (a phone gets only so many codes a day).
 */
async function entrust(s: Session, id: string, body: CareRequest) {
  const details =
    body.carer.kind === 'person' ? { phoneTo: body.carer.phone, productsIds: [id] } : { productsIds: [id] };
  await grantFor(
    t,
    await userIdOf(s),
    body.carer.kind === 'person' ? 'entrustToPhone' : 'entrustToStore',
    details,
  );
  return call(s, 'POST', `/v1/products/${id}/care`, body);
}
async function entrusted(s: Session, id: string, body: CareRequest): Promise<OwnerCare> {
  const res = await entrust(s, id, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OwnerCare>();
}
/** A send with its grant written straight in: the API's answer. */
async function send(
  s: Session,
  action: 'sendToPhone' | 'sendToAddress',
  body: { phoneTo?: string; addressTo?: string; productsIds: string[] },
) {
  await insertGrants(t, s, action, [body]);
  return call(s, 'POST', `/transactions/${action}`, body);
}
const historyKinds = async (id: string) =>
  (await db().select().from(itemEvents).where(eq(itemEvents.itemId, id))).map((e) => e.kind);
/** The notices queued so far, sent (the queue's worker would within a second). */
const drain = async () => {
  await t.app.services.jobs.round();
  await t.app.services.jobs.drain();
};

describe('entrusting an item to a person', () => {
  let carer: Session;
  let care: OwnerCare;
  let id: string;
  const carerPhone = newPhone();

  it('needs the step-up of a send, bound to the person and the item', async () => {
    id = await itemId('Chronographe 1931');
    const body = {
      carer: { kind: 'person' as const, phone: carerPhone },
      endsAt: endsIn(30 * DAY),
      share: { pictures: true, certificate: false, ownerName: 'Claire', note: 'Wind it once a week.' },
    };
    const bare = await call(owner1, 'POST', `/v1/products/${id}/care`, body);
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json<{ code: string }>().code).toBe('STEP_UP_REQUIRED');
    // a grant for another number confirms nothing here
    await grantByCode(t, owner1, 'entrustToPhone', { phoneTo: newPhone(), productsIds: [id] });
    expect((await call(owner1, 'POST', `/v1/products/${id}/care`, body)).statusCode).toBe(403);
    const sms = t.sms.last(owner1.phone)!.text;
    expect(sms).toMatch(/to entrust 1 item to \+33/);
    await grantByCode(t, owner1, 'entrustToPhone', { phoneTo: carerPhone, productsIds: [id] });
    const res = await call(owner1, 'POST', `/v1/products/${id}/care`, body);
    expect(res.statusCode, res.body).toBe(201);
    care = res.json<OwnerCare>();
    expect(care).toMatchObject({
      product: { id, name: 'Chronographe 1931' },
      carer: { kind: 'person', phone: carerPhone },
      share: body.share,
      endedAt: null,
      endedBy: null,
      repairId: null,
    });
    expect((await itemRow(id)).inCareUntil?.toISOString()).toBe(body.endsAt);
    // still in the owner's collection, "in the care of … until …"
    expect((await call(owner1, 'GET', `/v1/products/${id}`)).json()).toMatchObject({
      inCareUntil: body.endsAt,
    });
    expect(await historyKinds(id)).toContain('entrusted');
  });

  it('tells the person, who sees only what was shared, and nothing of the owner', async () => {
    await drain();
    expect(t.sms.last(carerPhone)?.text).toMatch(/Claire entrusts “Chronographe 1931” to you until/);
    carer = await signIn(t, carerPhone);
    const list = await call(carer, 'GET', '/v1/care/entrusted/10/0');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ items: EntrustedCare[]; total: number }>();
    expect(page.total).toBe(1);
    const [seen] = page.items;
    expect(Object.keys(seen!.item).sort()).toEqual(
      ['brand', 'certificate', 'collection', 'name', 'note', 'ownerName', 'pictures', 'serialNumber'].sort(),
    );
    expect(seen!.item).toMatchObject({
      name: 'Chronographe 1931',
      serialNumber: 'MA-CH-1931-0042',
      ownerName: 'Claire',
      note: 'Wind it once a week.',
      certificate: null,
    });
    // the brand's picture and the owner's own, private ones included, at signed addresses
    expect(seen!.item.pictures.length).toBeGreaterThan(1);
    expect(seen!.item.pictures.every((p) => p.url.includes('sig='))).toBe(true);
    // never the owner's number, the item's id or its history
    expect(list.body).not.toContain('+33600000001');
    expect(list.body).not.toContain(id);
    const one = await call(carer, 'GET', `/v1/care/entrusted/${care.id}`);
    expect(one.json<EntrustedCare>()).toEqual(seen);
    // the item itself, its history and the owner's other items stay the owner's
    expect((await call(carer, 'GET', `/v1/products/${id}`)).statusCode).toBe(404);
    expect((await call(carer, 'GET', `/v1/products/getProductHistory/${id}`)).statusCode).toBe(404);
    expect((await call(carer, 'GET', '/v1/products/count')).json()).toMatchObject({ count: 0 });
    // someone else sees nothing of it
    expect((await call(owner2, 'GET', `/v1/care/entrusted/${care.id}`)).statusCode).toBe(404);
    expect((await call(owner2, 'GET', '/v1/care/entrusted/10/0')).json()).toEqual({ items: [], total: 0 });
  });

  it('refuses every hand-over while in care, the owner’s included, and the carer cannot send it', async () => {
    const toPhone = await send(owner1, 'sendToPhone', { phoneTo: owner2.phone, productsIds: [id] });
    expect(toPhone.statusCode, toPhone.body).toBe(409);
    expect(toPhone.json()).toMatchObject({ code: 'ITEM_IN_CARE' });
    const toWallet = await send(owner1, 'sendToAddress', {
      addressTo: '0x52908400098527886E0F7030069857D2E4169EE7',
      productsIds: [id],
    });
    expect(toWallet.json()).toMatchObject({ code: 'ITEM_IN_CARE' });
    const declared = await call(
      owner1,
      'POST',
      `/products/makeOpposition/${id}`,
      { details: 'Lost it.' },
      'fr',
    );
    expect(declared.statusCode).toBe(409);
    expect(declared.json()).toMatchObject({
      code: 'ITEM_IN_CARE',
      message: '« Chronographe 1931 » est confié à quelqu’un : mettez fin à la garde, puis réessayez.',
    });
    // a second care of the same item
    const again = await entrust(owner1, id, {
      carer: { kind: 'store', storeId: genève.id },
      endsAt: endsIn(DAY),
      share: nothingShared,
    });
    expect(again.json()).toMatchObject({ code: 'ITEM_IN_CARE' });
    // the carer holds no grant that could send it, and with one it is still not theirs
    const bySender = await send(carer, 'sendToPhone', { phoneTo: newPhone(), productsIds: [id] });
    expect(bySender.statusCode).toBe(404);
    expect((await itemRow(id)).ownerId).toBe(
      (await db().select().from(users).where(eq(users.phone, owner1.phone)))[0]!.id,
    );
  });

  it('shows possession publicly: the tap and the public record say "in care", never who', async () => {
    const { publicId } = await itemRow(id);
    const record = await t.app.inject({ url: `/api/public/items/${publicId}` });
    expect(record.json<PublicItem>().inCare).toBe(true);
    expect(record.body).not.toContain(carerPhone);
    const dev = await t.app.inject({ url: `/api/dev/tap/${publicId}` });
    const url = new URL(dev.json<{ url: string }>().url);
    const tap = await t.app.inject({
      method: 'POST',
      url: '/api/public/taps',
      payload: {
        address: { publicId },
        sun: { e: url.searchParams.get('e')!, c: url.searchParams.get('c')! },
      },
      remoteAddress: '10.44.0.1',
    });
    expect(tap.statusCode, tap.body).toBe(200);
    expect(tap.json<TapResult>()).toMatchObject({ verdict: 'genuine', inCare: true });
    expect(tap.body).not.toContain(carerPhone);
  });

  it('ends early by the owner: the person is told, the item is free again, a second end is refused', async () => {
    const ofItem = await call(owner1, 'GET', `/v1/products/${id}/care`);
    expect(ofItem.json<{ care: OwnerCare }>().care.id).toBe(care.id);
    expect((await call(owner2, 'GET', `/v1/products/${id}/care`)).statusCode).toBe(404);
    expect((await call(owner2, 'POST', `/v1/care/given/${care.id}/end`)).statusCode).toBe(404);
    const ended = await call(owner1, 'POST', `/v1/care/given/${care.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<OwnerCare>()).toMatchObject({ endedBy: 'owner', endedAt: t.clock.now().toISOString() });
    const twice = await call(owner1, 'POST', `/v1/care/given/${care.id}/end`, undefined, 'fr');
    expect(twice.json()).toMatchObject({ code: 'CARE_ENDED', message: 'Cette garde est déjà terminée.' });
    await drain();
    expect(t.sms.last(carerPhone)?.text).toMatch(/care of “Chronographe 1931” has ended/);
    expect((await call(carer, 'GET', `/v1/care/entrusted/${care.id}`)).statusCode).toBe(404);
    expect((await call(owner1, 'GET', `/v1/products/${id}`)).json()).toMatchObject({ inCareUntil: null });
    expect(await historyKinds(id)).toEqual(expect.arrayContaining(['entrusted', 'care_ended']));
    expect((await call(owner1, 'GET', `/v1/products/${id}/care`)).json()).toEqual({ care: null });
    const given = await call(owner1, 'GET', '/v1/care/given/10/0');
    expect(given.json<{ items: OwnerCare[] }>().items.map((c) => c.id)).toContain(care.id);
  });
});

describe('the end of a care period', () => {
  it('comes by itself at its end: one round ends it, the next finds nothing, two at once end it once', async () => {
    const id = await itemId('Lune Perpétuelle');
    const carerPhone = newPhone();
    const care = await entrusted(owner1, id, {
      carer: { kind: 'person', phone: carerPhone },
      endsAt: endsIn(2 * HOUR),
      share: nothingShared,
    });
    const second = await entrusted(owner1, await itemId('Pilote 42'), {
      carer: { kind: 'person', phone: newPhone() },
      endsAt: endsIn(3 * HOUR),
      share: nothingShared,
    });
    await drain();
    expect(await t.app.services.careEndings.round()).toBe(0);
    t.clock.advance(2 * HOUR + 1);
    expect(await t.app.services.careEndings.round()).toBe(1);
    expect(await t.app.services.careEndings.round()).toBe(0);
    const [row] = await db().select().from(carePeriods).where(eq(carePeriods.id, care.id));
    expect(row).toMatchObject({ endedBy: 'time', endedAt: t.clock.now() });
    expect((await itemRow(id)).inCareUntil).toBeNull();
    await drain();
    expect(t.sms.last(carerPhone)?.text).toMatch(/has ended/);
    expect(t.sms.last(owner1.phone)?.text).toMatch(/care of “Lune Perpétuelle” has ended \(its period came/);
    // several instances at once: each period ends once
    t.clock.advance(HOUR);
    const rounds = await Promise.all([
      t.app.services.careEndings.round(),
      t.app.services.careEndings.round(),
    ]);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
    const lines = await db()
      .select()
      .from(itemEvents)
      .where(and(eq(itemEvents.itemId, second.product.id), eq(itemEvents.kind, 'care_ended')));
    expect(lines).toHaveLength(1);
    // and it can be sent again
    // the owners sign in again (their tokens did not last the hours gone by), and it can be sent again
    await signInAgain();
    const sent = await send(owner1, 'sendToPhone', { phoneTo: newPhone(), productsIds: [id] });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('comes early when the person hands it back: the owner is told', async () => {
    const id = await itemId('Pochette Soirée');
    const carerPhone = newPhone();
    const care = await entrusted(owner1, id, {
      carer: { kind: 'person', phone: carerPhone },
      endsAt: endsIn(10 * DAY),
      share: nothingShared,
    });
    const carer = await signIn(t, carerPhone);
    expect((await call(owner2, 'POST', `/v1/care/entrusted/${care.id}/end`)).statusCode).toBe(404);
    // the owner is not the carer: their own route ends it, not this one
    expect((await call(owner1, 'POST', `/v1/care/entrusted/${care.id}/end`)).statusCode).toBe(404);
    const ended = await call(carer, 'POST', `/v1/care/entrusted/${care.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ok: true });
    expect((await call(carer, 'POST', `/v1/care/entrusted/${care.id}/end`)).statusCode).toBe(404);
    await drain();
    // this care's notice, whatever else the drain delivered to the owner (an earlier period's end, on PostgreSQL in
    // another order)
    const told = t.sms.sent.filter(
      (m) =>
        m.to === owner1.phone &&
        /Pochette Soirée/.test(m.text) &&
        /the person you entrusted it to ended it/.test(m.text),
    );
    expect(told).toHaveLength(1);
    const [row] = await db().select().from(carePeriods).where(eq(carePeriods.id, care.id));
    expect(row?.endedBy).toBe('carer');
  });

  it('refuses an end in the past, too soon, or beyond a year, and the owner’s own number', async () => {
    const id = await itemId('Pochette Soirée');
    for (const endsAt of [endsIn(-HOUR), endsIn(600), endsIn(366 * DAY)]) {
      const res = await call(owner1, 'POST', `/v1/products/${id}/care`, {
        carer: { kind: 'person', phone: newPhone() },
        endsAt,
        share: nothingShared,
      });
      expect(res.statusCode, endsAt).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CARE_END_INVALID' });
    }
    const self = await call(owner1, 'POST', `/v1/products/${id}/care`, {
      carer: { kind: 'person', phone: owner1.phone },
      endsAt: endsIn(DAY),
      share: nothingShared,
    });
    expect(self.json()).toMatchObject({ code: 'CARE_TO_SELF' });
  });
});

describe('entrusting an item to a store of its brand', () => {
  let care: OwnerCare;
  let id: string;
  let afterSales: Staff;

  it('refuses another brand’s store, and e-mails the store', async () => {
    id = await itemId('Sac Voyageur 48h');
    const body = (storeId: string) => ({
      carer: { kind: 'store' as const, storeId },
      endsAt: endsIn(14 * DAY),
      share: { pictures: false, certificate: true, ownerName: null, note: 'Clean the lining.' },
    });
    const other = await entrust(owner1, id, body(nuitStore));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'STORE_NOT_OF_BRAND' });
    care = await entrusted(owner1, id, body(genève.id));
    expect(care.carer).toEqual({
      kind: 'store',
      store: { id: genève.id, name: genève.name, city: 'Genève' },
    });
    const mail = (await mailsTo(t, genève.email!))[0];
    expect(mail?.subject).toMatch(/Item entrusted \/ Objet confié: Sac Voyageur 48h/);
  });

  it('shows the brand’s after-sales staff the item as shared, never the owner; another brand’s staff 404', async () => {
    const { colleague } = await import('./staff-fixtures');
    afterSales = await colleague(t, admin, 'maison-aurele', 'care-sav@aurele.example', ['afterSales']);
    const catalogue = await colleague(t, admin, 'maison-aurele', 'care-cat@aurele.example', ['catalogue']);
    // a person's care of the brand's item is none of the brand's business
    const lent = await entrusted(owner1, await itemId('Pilote 42'), {
      carer: { kind: 'person', phone: newPhone() },
      endsAt: endsIn(DAY),
      share: nothingShared,
    });
    const list = await consoleCall(t, afterSales, 'GET', `/brands/${aurele}/care/10/0`);
    expect(list.body).not.toContain(lent.id);
    expect((await consoleCall(t, admin, 'GET', `/brands/${aurele}/care/${lent.id}`)).statusCode).toBe(404);
    expect((await consoleCall(t, admin, 'POST', `/brands/${aurele}/care/${lent.id}/end`)).statusCode).toBe(
      404,
    );
    expect(list.statusCode, list.body).toBe(200);
    const seen = list.json<{ items: StoreCare[] }>().items.find((c) => c.id === care.id)!;
    expect(seen.item).toMatchObject({ name: 'Sac Voyageur 48h', pictures: [], note: 'Clean the lining.' });
    expect(seen.item.certificate?.digitalLink).toMatch(/\/21\/MA-VO-48-0311$/);
    expect(list.body).not.toContain('+33600000001');
    expect((await consoleCall(t, afterSales, 'GET', `/brands/${aurele}/care/${care.id}`)).statusCode).toBe(
      200,
    );
    expect((await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/care/${care.id}`)).statusCode).toBe(
      403,
    );
    const nuit = await brandId(t, 'atelier-nuit');
    expect((await consoleCall(t, otherAdmin, 'GET', `/brands/${nuit}/care/${care.id}`)).statusCode).toBe(404);
    expect((await consoleCall(t, otherAdmin, 'POST', `/brands/${nuit}/care/${care.id}/end`)).statusCode).toBe(
      404,
    );
    const theirs = await consoleCall(t, otherAdmin, 'GET', `/brands/${nuit}/care/10/0`);
    expect(theirs.body).not.toContain(care.id);
  });

  it('ends when the store hands it back: audited, the owner told', async () => {
    const ended = await consoleCall(t, afterSales, 'POST', `/brands/${aurele}/care/${care.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<StoreCare>()).toMatchObject({ endedBy: 'carer' });
    const again = await consoleCall(t, afterSales, 'POST', `/brands/${aurele}/care/${care.id}/end`);
    expect(again.json()).toMatchObject({ code: 'CARE_ENDED' });
    const audit = await db().select().from(auditEntries).where(eq(auditEntries.targetId, care.id));
    expect(audit.map((a) => a.action)).toEqual(['care.ended']);
    await drain();
    expect(t.sms.last(owner1.phone)?.text).toMatch(/Maison Aurèle Genève ended it/);
    expect((await itemRow(id)).inCareUntil).toBeNull();
  });

  it('lasts for a repair: opened with the repair’s store, ended when the repair closes', async () => {
    const cabas = await itemId('Cabas Riviera');
    const repair = await call(owner1, 'POST', `/v2/products/${cabas}/repair`, {
      savStore: genève.id,
      details: 'The handle came loose.',
    });
    expect(repair.statusCode, repair.body).toBe(201);
    const repairId = repair.json<{ id: string }>().id;
    const body = (storeId: string) => ({
      carer: { kind: 'store' as const, storeId, repairId },
      endsAt: endsIn(60 * DAY),
      share: nothingShared,
    });
    const stores = await db().select().from(savStores).where(eq(savStores.clientId, aurele));
    const elsewhere = stores.find((s) => s.id !== genève.id)!;
    const mismatch = await entrust(owner1, cabas, body(elsewhere.id));
    expect(mismatch.json()).toMatchObject({ code: 'CARE_REPAIR_MISMATCH' });
    const care = await entrusted(owner1, cabas, body(genève.id));
    expect(care.repairId).toBe(repairId);
    expect(await itemRow(cabas)).toMatchObject({ status: 'in_repair' });
    const rejected = await brandApi(t, demoBrandKey('maison-aurele'), 'POST', `/repairs/${repairId}/state`, {
      state: 'rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [row] = await db().select().from(carePeriods).where(eq(carePeriods.id, care.id));
    expect(row?.endedBy).toBe('repair');
    expect(await itemRow(cabas)).toMatchObject({ status: 'active', inCareUntil: null });
    await drain();
    expect(t.sms.last(owner1.phone)?.text).toMatch(/its repair is closed/);
  });
});

describe('a change of hands', () => {
  it('ends the care of the items of an account deleted (they are held for its number)', async () => {
    const id = await itemId('Pilote 38', '+33600000002');
    const carerPhone = newPhone();
    const care = await entrusted(owner2, id, {
      carer: { kind: 'person', phone: carerPhone },
      endsAt: endsIn(DAY),
      share: nothingShared,
    });
    const me = (await db().select().from(users).where(eq(users.phone, owner2.phone)))[0]!;
    await grantFor(t, me.id, 'deleteAccount');
    const deleted = await call(owner2, 'DELETE', `/users/${me.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [row] = await db().select().from(carePeriods).where(eq(carePeriods.id, care.id));
    expect(row?.endedBy).toBe('custody');
    expect(await itemRow(id)).toMatchObject({ ownerId: null, inCareUntil: null });
    const carer = await signIn(t, carerPhone);
    expect((await call(carer, 'GET', '/v1/care/entrusted/10/0')).json()).toEqual({ items: [], total: 0 });
  });
});
