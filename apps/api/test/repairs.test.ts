// Repairs: the owner's requests and moves, the brand API's moves, the whole state machine, scoping
// (another owner → 404, another brand's key → 404, no key → 401), notices, history, concurrency.
import {
  brandRepairMoves,
  repairStates,
  type BrandRepair,
  type Repair,
  type RepairState,
} from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { clients, itemEvents, items, savStores, users } from '../src/db/schema';
import { demoBrandKey } from '../src/modules/brand/brand-keys';
import { brandApi, sendWithGrant } from './fixtures';
import { demoAppWithOwners } from './demo-app';
import type { Session } from './helpers';

const { t, owner1, owner2 } = demoAppWithOwners();
let auréleStore: string;
let otherBrandStore: string;
const AURELE_KEY = demoBrandKey('maison-aurele');
const NUIT_KEY = demoBrandKey('atelier-nuit');

beforeAll(async () => {
  const stores = await db()
    .select({ id: savStores.id, slug: clients.slug, name: savStores.name })
    .from(savStores)
    .innerJoin(clients, eq(savStores.clientId, clients.id));
  auréleStore = stores.find((s) => s.name === 'Maison Aurèle Genève')!.id;
  otherBrandStore = stores.find((s) => s.slug === 'atelier-nuit')!.id;
});

const db = () => t.app.database.db;
const itemId = async (name: string) => (await db().select().from(items).where(eq(items.name, name)))[0]!.id;
const itemRow = async (id: string) => (await db().select().from(items).where(eq(items.id, id)))[0]!;

const owner = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
const brand = (key: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  brandApi(t, key, method, url, payload);

const DETAILS = 'The crown no longer winds the movement.';

/** The owner asks for a repair of the item at that store, through v1 or v2 of the route: the API's answer. */
const askRepair = (s: Session, version: 'v1' | 'v2', id: string, store = auréleStore) =>
  owner(s, 'POST', `/${version}/products/${id}/repair`, { savStore: store, details: DETAILS });

/** A repair the owner asked for (v2), which must be made. */
async function requestRepair(s: Session, id: string, store = auréleStore): Promise<Repair> {
  const res = await askRepair(s, 'v2', id, store);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Repair>();
}

const moveBy = (repairId: string, state: string, note?: string, key = AURELE_KEY) =>
  brand(key, 'POST', `/repairs/${repairId}/state`, note ? { state, note } : { state });

/** The brand's moves that lead from requested to `target` (rejected and the owner's moves aside). */
const pathTo: Record<RepairState, string[]> = {
  requested: [],
  accepted: ['accepted'],
  in_progress: ['accepted', 'in_progress'],
  ready_for_pickup: ['accepted', 'in_progress', 'ready_for_pickup'],
  completed: ['accepted', 'in_progress', 'ready_for_pickup'],
  rejected: ['rejected'],
  cancelled: [],
};

/** A fresh repair of the item, driven to `state` through the real routes. */
async function repairIn(state: RepairState, id: string): Promise<Repair> {
  const repair = await requestRepair(owner1, id);
  for (const step of pathTo[state]) expect((await moveBy(repair.id, step)).statusCode).toBe(200);
  if (state === 'completed')
    expect(
      (await owner(owner1, 'POST', `/v1/products/${id}/repair/${repair.id}`, { state: 'completed' }))
        .statusCode,
    ).toBe(200);
  if (state === 'cancelled')
    expect((await owner(owner1, 'DELETE', `/v1/products/${id}/repair/${repair.id}`)).statusCode).toBe(200);
  return repair;
}

/** Closes whatever repair is open on the item, so that the next case can open one. */
async function closeOpen(id: string, repairId: string) {
  const current = (await owner(owner1, 'GET', `/v1/products/${id}/repair/${repairId}`)).json<Repair>();
  if (['completed', 'rejected', 'cancelled'].includes(current.state)) return;
  if (current.state === 'requested' || current.state === 'accepted') {
    expect((await owner(owner1, 'DELETE', `/v1/products/${id}/repair/${repairId}`)).statusCode).toBe(200);
    return;
  }
  if (current.state === 'in_progress') await moveBy(repairId, 'ready_for_pickup');
  expect(
    (await owner(owner1, 'POST', `/v1/products/${id}/repair/${repairId}`, { state: 'completed' })).statusCode,
  ).toBe(200);
}

describe('asking for a repair', () => {
  it('v1 answers true; the item is then in repair, its history says so, the store hears of it', async () => {
    const id = await itemId('Chronographe 1931');
    const res = await askRepair(owner1, 'v1', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect((await itemRow(id)).status).toBe('in_repair');
    const events = await db()
      .select()
      .from(itemEvents)
      .where(and(eq(itemEvents.itemId, id), eq(itemEvents.kind, 'repair_opened')));
    expect(events.find((e) => e.data.state === 'requested')?.data).toMatchObject({
      store: 'Maison Aurèle Genève',
      state: 'requested',
    });
    const item = (await owner(owner1, 'GET', `/v1/products/${id}`)).json<{ status: string }>();
    expect(item.status).toBe('in_repair');

    // one open repair per item
    const again = await askRepair(owner1, 'v1', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REPAIR_ALREADY_OPEN');
    const list = (await owner(owner1, 'GET', `/v1/products/${id}/repairs/10/0`)).json<{
      items: Repair[];
      total: number;
    }>();
    expect(list.total).toBe(1);
    await closeOpen(id, list.items[0]!.id);
    expect((await itemRow(id)).status).toBe('active');
  });

  it('v2 answers the repair, with its store and first step', async () => {
    const id = await itemId('Lune Perpétuelle');
    const repair = await requestRepair(owner1, id);
    expect(repair).toMatchObject({
      productId: id,
      state: 'requested',
      details: DETAILS,
      note: null,
      store: { id: auréleStore, city: 'Genève' },
      history: [{ kind: 'state', state: 'requested', actor: 'owner', note: null }],
    });
    await closeOpen(id, repair.id);
  });

  it('refuses a store of another brand, an unknown store and bad input (400), and changes nothing', async () => {
    const id = await itemId('Pilote 42');
    const refused = await owner(owner1, 'POST', `/v2/products/${id}/repair`, {
      savStore: otherBrandStore,
      details: DETAILS,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'STORE_NOT_OF_BRAND', field: 'savStore' });
    const unknown = await owner(owner1, 'POST', `/v2/products/${id}/repair`, {
      savStore: '00000000-0000-4000-8000-000000000001',
      details: DETAILS,
    });
    expect(unknown.json().code).toBe('STORE_NOT_OF_BRAND');
    for (const body of [
      { savStore: auréleStore, details: 'short' },
      { savStore: auréleStore, details: 'x'.repeat(2001) },
      { savStore: 'nope', details: DETAILS },
      { details: DETAILS },
      { savStore: auréleStore, details: DETAILS, extra: 1 },
    ]) {
      const res = await owner(owner1, 'POST', `/v2/products/${id}/repair`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // French caller, French message
    const fr = await t.app.inject({
      method: 'POST',
      url: `/api/v2/products/${id}/repair`,
      headers: { ...owner1.headers, 'accept-language': 'fr' },
      payload: { savStore: otherBrandStore, details: DETAILS },
    });
    expect(fr.json().message).toMatch(/ateliers après-vente/);
    expect((await itemRow(id)).status).toBe('active');
    const list = (await owner(owner1, 'GET', `/v1/products/${id}/repairs/10/0`)).json<{ total: number }>();
    expect(list.total).toBe(0);
  });

  it("answers 404 for another owner's item, and 401 without a session", async () => {
    const theirs = await itemId('Pilote 38');
    const res = await askRepair(owner1, 'v2', theirs);
    expect(res.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${theirs}/repair`,
      payload: { savStore: auréleStore, details: DETAILS },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await itemRow(theirs)).status).toBe('active');
  });

  it('lets one of two simultaneous requests through', async () => {
    const id = await itemId('Tourbillon Nuit');
    const body = { savStore: auréleStore, details: DETAILS };
    const results = await Promise.all(
      [1, 2, 3].map(() => owner(owner1, 'POST', `/v2/products/${id}/repair`, body)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    await closeOpen(id, results.find((r) => r.statusCode === 201)!.json<Repair>().id);
  });
});

describe('the state machine', () => {
  const closed = ['completed', 'rejected', 'cancelled'];

  // every state as a target: the ones the brand never reaches (requested, completed, cancelled) are 409 too
  it.each(repairStates.flatMap((from) => repairStates.map((to) => [from, to] as const)))(
    'brand: %s → %s is allowed only if the machine says so',
    async (from, to) => {
      const id = await itemId('Pilote 42');
      const repair = await repairIn(from, id);
      const res = await moveBy(repair.id, to, 'A note from the workshop');
      const allowed = brandRepairMoves[from].includes(to);
      expect(res.statusCode, res.body).toBe(allowed ? 200 : 409);
      const after = res.json<BrandRepair>();
      if (allowed) {
        expect(after.state).toBe(to);
        expect(after.note).toBe('A note from the workshop');
        expect(after.history.at(-1)).toMatchObject({ kind: 'state', state: to, actor: 'brand' });
        expect((await itemRow(id)).status).toBe(to === 'rejected' ? 'active' : 'in_repair');
      } else {
        expect(after).toMatchObject({ code: 'REPAIR_MOVE_REFUSED' });
        const unchanged = (
          await owner(owner1, 'GET', `/v1/products/${id}/repair/${repair.id}`)
        ).json<Repair>();
        expect(unchanged.state).toBe(from);
      }
      await closeOpen(id, repair.id);
    },
  );

  it('refuses a state name that is no state at all (400), and changes nothing', async () => {
    const id = await itemId('Pilote 42');
    const repair = await repairIn('accepted', id);
    for (const state of ['done', 'Accepted', '']) {
      const res = await moveBy(repair.id, state);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field: 'state' });
    }
    const unchanged = (await owner(owner1, 'GET', `/v1/products/${id}/repair/${repair.id}`)).json<Repair>();
    expect(unchanged.state).toBe('accepted');
    await closeOpen(id, repair.id);
  });

  it.each(repairStates)('owner: what may be done while %s', async (from) => {
    const id = await itemId('Pilote 42');
    const url = (r: Repair) => `/v1/products/${id}/repair/${r.id}`;

    const forEdit = await repairIn(from, id);
    const edit = await owner(owner1, 'POST', url(forEdit), {
      details: 'The crown is stiff and the date jumps.',
    });
    expect(edit.statusCode).toBe(from === 'requested' ? 200 : 409);
    if (from === 'requested') {
      expect(edit.json<Repair>().details).toBe('The crown is stiff and the date jumps.');
      expect(edit.json<Repair>().history.at(-1)).toMatchObject({ kind: 'details', actor: 'owner' });
    } else expect(edit.json().code).toBe('REPAIR_NOT_EDITABLE');
    await closeOpen(id, forEdit.id);

    const forCancel = await repairIn(from, id);
    const cancel = await owner(owner1, 'DELETE', url(forCancel));
    const cancellable = from === 'requested' || from === 'accepted';
    expect(cancel.statusCode).toBe(cancellable ? 200 : 409);
    if (cancellable) {
      expect(cancel.json<Repair>().state).toBe('cancelled');
      expect((await itemRow(id)).status).toBe('active');
    } else expect(cancel.json().code).toBe('REPAIR_NOT_CANCELLABLE');
    await closeOpen(id, forCancel.id);

    const forPickup = await repairIn(from, id);
    const pickup = await owner(owner1, 'POST', url(forPickup), { state: 'completed' });
    expect(pickup.statusCode).toBe(from === 'ready_for_pickup' ? 200 : 409);
    if (from === 'ready_for_pickup') {
      expect(pickup.json<Repair>().state).toBe('completed');
      expect((await itemRow(id)).status).toBe('active');
    } else expect(pickup.json().code).toBe('REPAIR_NOT_READY');
    await closeOpen(id, forPickup.id);

    if (closed.includes(from)) expect((await itemRow(id)).status).toBe('active');
  });

  it('refuses an update that is neither details nor pickup, or both', async () => {
    const id = await itemId('Pilote 42');
    const repair = await requestRepair(owner1, id);
    for (const body of [{}, { state: 'cancelled' }, { details: DETAILS, state: 'completed' }]) {
      const res = await owner(owner1, 'POST', `/v1/products/${id}/repair/${repair.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    await closeOpen(id, repair.id);
  });

  it('walks a whole repair: notices to the owner, notes, history of the item', async () => {
    const id = await itemId('Pilote 42');
    const repair = await requestRepair(owner1, id);
    const before = t.sms.sent.filter((m) => m.to === owner1.phone).length;
    expect((await moveBy(repair.id, 'accepted', 'We will call you.')).statusCode).toBe(200);
    expect(t.sms.last(owner1.phone)?.text).toMatch(/Pilote 42.*accepted.*We will call you/);
    expect(t.sms.last(owner1.phone)?.text).toContain(`/items/${id}/repair/${repair.id}`);
    const note = await brand(AURELE_KEY, 'POST', `/repairs/${repair.id}/notes`, { note: 'Parts ordered.' });
    expect(note.statusCode).toBe(200);
    expect(note.json<BrandRepair>()).toMatchObject({ state: 'accepted', note: 'Parts ordered.' });
    expect(t.sms.last(owner1.phone)?.text).toMatch(/wrote.*Parts ordered/);
    await moveBy(repair.id, 'in_progress');
    await moveBy(repair.id, 'ready_for_pickup');
    expect(t.sms.sent.filter((m) => m.to === owner1.phone).length).toBe(before + 4);
    const done = await owner(owner1, 'POST', `/v1/products/${id}/repair/${repair.id}`, {
      state: 'completed',
    });
    expect(done.json<Repair>().history.map((h) => [h.kind, h.state, h.actor])).toEqual([
      ['state', 'requested', 'owner'],
      ['state', 'accepted', 'brand'],
      ['note', 'accepted', 'brand'],
      ['state', 'in_progress', 'brand'],
      ['state', 'ready_for_pickup', 'brand'],
      ['state', 'completed', 'owner'],
    ]);
    const closedNote = await brand(AURELE_KEY, 'POST', `/repairs/${repair.id}/notes`, { note: 'Late note.' });
    expect(closedNote.statusCode).toBe(409);
    expect(closedNote.json().code).toBe('REPAIR_CLOSED');
    const history = (await owner(owner1, 'GET', `/v1/products/getProductHistory/${id}?limit=100`)).json<{
      items: { kind: string; details: Record<string, string> }[];
    }>();
    const kinds = history.items.map((e) => e.kind);
    expect(kinds).toContain('repair_opened');
    expect(kinds).toContain('repair_updated');
    expect(history.items.find((e) => e.kind === 'repair_closed')?.details).toMatchObject({
      store: 'Maison Aurèle Genève',
    });
    // the owner's own description never reaches the history that later owners read
    expect(JSON.stringify(history)).not.toContain(DETAILS);
  });

  it('a French owner gets French notices', async () => {
    await db().update(users).set({ language: 'fr' }).where(eq(users.phone, owner1.phone));
    const id = await itemId('Pilote 42');
    const repair = await requestRepair(owner1, id);
    await moveBy(repair.id, 'rejected', 'Pièce indisponible.');
    expect(t.sms.last(owner1.phone)?.text).toMatch(
      /réparation de « Pilote 42 ».*refusée.*Pièce indisponible/,
    );
    await db().update(users).set({ language: 'en' }).where(eq(users.phone, owner1.phone));
  });

  it('takes a note in English and French: each owner reads and is told theirs, the history too', async () => {
    await db().update(users).set({ language: 'fr' }).where(eq(users.phone, owner1.phone));
    const id = await itemId('Pilote 42');
    const repair = await requestRepair(owner1, id);
    onTestFinished(async () => {
      await db().update(users).set({ language: 'en' }).where(eq(users.phone, owner1.phone));
      await closeOpen(id, repair.id);
    });
    const note = { en: 'New crown ordered.', fr: 'Nouvelle couronne commandée.' };
    expect((await moveBy(repair.id, 'accepted', note as never)).statusCode).toBe(200);
    expect(t.sms.last(owner1.phone)?.text).toContain('Nouvelle couronne commandée.');
    const read = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/products/${id}/repair/${repair.id}`,
          headers: { ...owner1.headers, 'accept-language': lang },
        })
      ).json<Repair>();
    const [fr, en] = await Promise.all([read('fr'), read('en')]);
    expect(fr).toMatchObject({ note: note.fr, noteLang: 'fr' });
    expect(en).toMatchObject({ note: note.en, noteLang: 'en' });
    expect(fr.history.at(-1)).toMatchObject({ note: note.fr, noteLang: 'fr' });
    // the item's history after the earlier cases is long: this note's event is the newest one
    t.clock.advance(60);
    await moveBy(repair.id, 'in_progress', note as never);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/getProductHistory/${id}?limit=1`,
        headers: { ...owner1.headers, 'accept-language': 'fr' },
      })
    ).json<{ items: { kind: string; details: Record<string, string> }[] }>();
    expect(history.items[0]).toMatchObject({
      kind: 'repair_updated',
      details: { note: note.fr, noteLang: 'fr', state: 'in_progress' },
    });
    expect(JSON.stringify(history)).not.toContain(note.en);
    // one text as written stays as written, without a language
    await brand(AURELE_KEY, 'POST', `/repairs/${repair.id}/notes`, { note: 'Ready Friday.' });
    expect(await read('fr')).toMatchObject({ note: 'Ready Friday.', noteLang: null });
    // neither language given: 400, nothing changes
    const empty = await brand(AURELE_KEY, 'POST', `/repairs/${repair.id}/notes`, { note: {} });
    expect(empty.statusCode).toBe(400);
    expect((await read('fr')).note).toBe('Ready Friday.');
  });

  it('a repair blocks sending the item (409)', async () => {
    const id = await itemId('Pilote 42');
    const repair = await requestRepair(owner1, id);
    const res = await sendWithGrant(t, owner1, 'sendToPhone', { phoneTo: owner2.phone, productsIds: [id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ITEM_IN_REPAIR');
    await closeOpen(id, repair.id);
  });
});

describe('moves at the same time', () => {
  // Both sides lock the item, then the repair: in the other order PostgreSQL would find a deadlock and
  // one of the requests would fail (500). PGlite runs one transaction at a time; CI repeats on PostgreSQL.
  it('the owner cancelling and editing while the brand moves and writes never fails', async () => {
    const id = await itemId('Pilote 42');
    for (let round = 0; round < 10; round += 1) {
      const from = round % 2 === 0 ? 'requested' : 'accepted';
      const repair = await repairIn(from, id);
      const url = `/v1/products/${id}/repair/${repair.id}`;
      const results = await Promise.all([
        owner(owner1, 'DELETE', url),
        moveBy(repair.id, from === 'requested' ? 'accepted' : 'in_progress'),
        brand(AURELE_KEY, 'POST', `/repairs/${repair.id}/notes`, { note: 'On it.' }),
        owner(owner1, 'POST', url, { details: `${DETAILS} Round ${round}.` }),
      ]);
      for (const res of results) expect([200, 409], res.body).toContain(res.statusCode);
      const after = (await owner(owner1, 'GET', url)).json<Repair>();
      const open = !['completed', 'rejected', 'cancelled'].includes(after.state);
      expect((await itemRow(id)).status).toBe(open ? 'in_repair' : 'active');
      expect(after.history.at(-1)?.state).toBe(after.state);
      await closeOpen(id, repair.id);
    }
    expect((await itemRow(id)).status).toBe('active');
  });
});

describe('scoping', () => {
  it("another owner's repair is not found (404), and stays as it was", async () => {
    const id = await itemId('Pilote 42');
    const repair = await requestRepair(owner1, id);
    const theirItem = await itemId('Pilote 38');
    for (const path of [
      `/v1/products/${id}/repair/${repair.id}`,
      `/v1/products/${theirItem}/repair/${repair.id}`,
    ]) {
      expect((await owner(owner2, 'GET', path)).statusCode).toBe(404);
      expect((await owner(owner2, 'DELETE', path)).statusCode).toBe(404);
      expect((await owner(owner2, 'POST', path, { details: 'Someone else edits this.' })).statusCode).toBe(
        404,
      );
    }
    expect((await owner(owner2, 'GET', `/v1/products/${id}/repairs/10/0`)).statusCode).toBe(404);
    // the right owner but the wrong item: not found either
    const other = await itemId('Lune Perpétuelle');
    expect((await owner(owner1, 'GET', `/v1/products/${other}/repair/${repair.id}`)).statusCode).toBe(404);
    const still = (await owner(owner1, 'GET', `/v1/products/${id}/repair/${repair.id}`)).json<Repair>();
    expect(still).toMatchObject({ state: 'requested', details: DETAILS });
    await closeOpen(id, repair.id);
  });

  it("a brand key sees and moves only its brand's repairs; no key or a bad one is 401", async () => {
    const id = await itemId('Pilote 42');
    const repair = await requestRepair(owner1, id);
    expect((await brand(NUIT_KEY, 'GET', `/repairs/${repair.id}`)).statusCode).toBe(404);
    expect((await moveBy(repair.id, 'accepted', undefined, NUIT_KEY)).statusCode).toBe(404);
    expect(
      (await brand(NUIT_KEY, 'POST', `/repairs/${repair.id}/notes`, { note: 'Not our repair.' })).statusCode,
    ).toBe(404);
    const theirList = (await brand(NUIT_KEY, 'GET', '/repairs/100/0')).json<{ items: BrandRepair[] }>();
    expect(theirList.items.some((r) => r.id === repair.id)).toBe(false);

    for (const key of [null, 'hlk_not_a_key', 'garbage']) {
      const res = await brand(key, 'GET', '/repairs/10/0');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('BRAND_KEY_INVALID');
    }
    // a user's access token is not a brand key
    const withUserToken = await t.app.inject({
      method: 'GET',
      url: '/api/brand/repairs/10/0',
      headers: owner1.headers,
    });
    expect(withUserToken.statusCode).toBe(401);

    const mine = (await brand(AURELE_KEY, 'GET', '/repairs/10/0?state=requested')).json<{
      items: BrandRepair[];
      total: number;
    }>();
    const listed = mine.items.find((r) => r.id === repair.id);
    expect(listed?.product).toMatchObject({ id, name: 'Pilote 42' });
    expect(mine.items.every((r) => r.state === 'requested')).toBe(true);
    // the brand never learns who the owner is
    expect(JSON.stringify(mine)).not.toContain(owner1.phone);
    expect((await brand(AURELE_KEY, 'GET', '/repairs/10/0?state=nope')).statusCode).toBe(400);
    await closeOpen(id, repair.id);
  });

  it('a revoked key stops working; a created one works', async () => {
    const created = await t.app.services.brandKeys.create('maison-aurele', 'test');
    expect((await brand(created.key, 'GET', '/repairs/10/0')).statusCode).toBe(200);
    expect(await t.app.services.brandKeys.revoke(created.prefix)).toBe(1);
    expect((await brand(created.key, 'GET', '/repairs/10/0')).statusCode).toBe(401);
    const rows = await t.app.services.brandKeys.list();
    expect(JSON.stringify(rows)).not.toContain(created.key);
  });
});
