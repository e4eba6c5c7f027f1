// Model-based test of custody: random sequences of sends (to owners and to phones not signed up yet),
// cancels, races for one item, sends out to an address, lost/stolen declarations and withdrawals, repairs
// opened and cancelled, purchases in the shop, account deletions, sign-ups and time passing, across five
// phone numbers. After every step: each item has exactly one custodian, the ledger agrees with it, and the
// ledger's chain verifies. MODEL_RUNS / MODEL_COMMANDS size it; MODEL_SEED replays a failure.
import { and, desc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, items, repairs, savStores, users } from '../../src/db/schema';
import { LocalPayments } from '../../src/providers/local-db/payments';
import { createTestApp, newPhone, signIn, type TestApp } from '../helpers';
import { checkCustody } from './custody';
import { grantFor } from './support';

const RUNS = Number(process.env.MODEL_RUNS ?? 3);
const COMMANDS = Number(process.env.MODEL_COMMANDS ?? 25);
const SEED = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : undefined;

let t: TestApp;
interface Actor {
  phone: string;
  tokens?: { access: string; refresh: string; at: number };
}
let actors: Actor[];

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  actors = ['+33600000001', '+33600000002', newPhone(), newPhone(), newPhone()].map((phone) => ({ phone }));
  for (const actor of actors.slice(0, 3)) await signUp(actor);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const now = () => t.clock.now().getTime();

async function signUp(actor: Actor) {
  t.clock.advance(31);
  const s = await signIn(t, actor.phone);
  actor.tokens = { access: s.accessToken, refresh: s.refreshToken, at: now() };
}

/** A live bearer header: refreshed (no SMS) once the access token is near its 15 minutes. */
async function headersOf(actor: Actor): Promise<Record<string, string> | undefined> {
  if (!actor.tokens) return undefined;
  if (now() - actor.tokens.at > 14 * 60_000) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: actor.tokens.refresh },
    });
    if (res.statusCode !== 200) await signUp(actor);
    else actor.tokens = { access: res.json().accessToken, refresh: res.json().refreshToken, at: now() };
  }
  return { authorization: `Bearer ${actor.tokens.access}` };
}

const userOf = async (actor: Actor) =>
  (await db().select().from(users).where(eq(users.phone, actor.phone)))[0];

async function call(actor: Actor, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const headers = await headersOf(actor);
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: headers ?? {},
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  return res;
}

/** One of the actor's items (by name order), or none. */
async function itemOf(actor: Actor, pick: number) {
  const user = await userOf(actor);
  if (!user || !actor.tokens) return undefined;
  const owned = await db().select().from(items).where(eq(items.ownerId, user.id)).orderBy(items.name);
  return owned.length ? owned[pick % owned.length] : undefined;
}

type Step = (pick: number, other: number) => Promise<void>;
const actor = (i: number) => actors[i % actors.length]!;

const steps: Record<string, (a: Actor) => Step> = {
  sendToPhone: (a) => async (pick, other) => {
    const item = await itemOf(a, pick);
    const to = actor(other);
    if (!item || to === a) return;
    const send = { phoneTo: to.phone, productsIds: [item.id] };
    await grantFor(t, (await userOf(a))!.id, 'sendToPhone', send);
    const res = await call(a, 'POST', '/transactions/sendToPhone', send);
    expect([200, 409]).toContain(res.statusCode);
  },
  raceForOneItem: (a) => async (pick, other) => {
    // the same item sent twice at once, with two grants: it leaves once (no double spend)
    const item = await itemOf(a, pick);
    if (!item) return;
    const me = (await userOf(a))!.id;
    await headersOf(a); // one token refresh before the race, not two racing ones
    const to = [actor(other), actor(other + 1)].filter((x) => x !== a).map((x) => x.phone);
    const sends = [to[0] ?? newPhone(), to[1] ?? newPhone()].map((phoneTo) => ({
      phoneTo,
      productsIds: [item.id],
    }));
    for (const send of sends) await grantFor(t, me, 'sendToPhone', send);
    const results = await Promise.all(
      sends.map((send) => call(a, 'POST', '/transactions/sendToPhone', send)),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  },
  cancelPending: (a) => async (pick) => {
    if (!a.tokens) return;
    const sent = (await call(a, 'GET', '/transactions/20/0/sent')).json<{
      items: { transferId: string; cancellable: boolean }[];
    }>();
    const open = sent.items.filter((x) => x.cancellable);
    if (open.length)
      expect(
        (await call(a, 'POST', `/transactions/${open[pick % open.length]!.transferId}/cancel`)).statusCode,
      ).toBe(200);
  },
  sendToAddress: (a) => async (pick) => {
    const item = await itemOf(a, pick);
    if (!item || pick % 4 !== 0) return; // rarer: the item leaves custody for good
    const send = { addressTo: '0x52908400098527886E0F7030069857D2E4169EE7', productsIds: [item.id] };
    await grantFor(t, (await userOf(a))!.id, 'sendToAddress', send);
    const res = await call(a, 'POST', '/transactions/sendToAddress', send);
    expect([200, 409]).toContain(res.statusCode);
  },
  declareLost: (a) => async (pick) => {
    const item = await itemOf(a, pick);
    if (!item) return;
    const body = { details: 'Lost it somewhere.', kind: pick % 2 ? 'stolen' : 'lost' };
    expect([200, 409]).toContain(
      (await call(a, 'POST', `/products/makeOpposition/${item.id}`, body)).statusCode,
    );
  },
  withdrawDeclaration: (a) => async (pick) => {
    const user = await userOf(a);
    if (!user || !a.tokens) return;
    const declared = (await db().select().from(items).where(eq(items.ownerId, user.id))).filter(
      (i) => i.oppositionKind,
    );
    const item = declared[pick % Math.max(declared.length, 1)];
    if (!item) return;
    const res = await call(a, 'POST', `/products/withdrawOpposition/${item.id}`, { details: 'Found it.' });
    expect([200, 409]).toContain(res.statusCode);
  },
  openRepair: (a) => async (pick) => {
    const item = await itemOf(a, pick);
    if (!item) return;
    const [store] = await db()
      .select({ id: savStores.id })
      .from(savStores)
      .innerJoin(collections, eq(collections.clientId, savStores.clientId))
      .where(eq(collections.id, item.collectionId));
    if (!store) return;
    const res = await call(a, 'POST', `/v2/products/${item.id}/repair`, {
      savStore: store.id,
      details: 'Please service it.',
    });
    expect([201, 409]).toContain(res.statusCode);
  },
  cancelRepair: (a) => async (pick) => {
    const user = await userOf(a);
    if (!user || !a.tokens) return;
    const open = await db()
      .select({ id: repairs.id, itemId: repairs.itemId })
      .from(repairs)
      .innerJoin(items, eq(items.id, repairs.itemId))
      .where(and(eq(items.ownerId, user.id), inArray(repairs.state, ['requested', 'accepted'])))
      .orderBy(desc(repairs.createdAt));
    const repair = open[pick % Math.max(open.length, 1)];
    if (repair)
      expect((await call(a, 'DELETE', `/v1/products/${repair.itemId}/repair/${repair.id}`)).statusCode).toBe(
        200,
      );
  },
  buy: (a) => async (pick) => {
    if (!a.tokens) return;
    const onSale = (await call(a, 'GET', '/nft-collections/forSale')).json<{ items: { id: string }[] }>()
      .items;
    const collection = onSale[pick % onSale.length]!;
    const hold = await call(a, 'POST', '/v2/products/reserve', { collectionId: collection.id });
    if (hold.statusCode !== 200) return;
    const dan = await call(a, 'POST', '/payment/createDAN', { productId: hold.json().productId });
    if (dan.statusCode !== 200) return;
    const { paymentIntentId, client_secret, address } = dan.json();
    const card = pick % 3 ? '4242424242424242' : '4000000000000002';
    await call(a, 'POST', `/local-pay/intents/${paymentIntentId}/confirm`, {
      clientSecret: client_secret,
      number: card,
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    if (t.app.providers.payments instanceof LocalPayments) await t.app.providers.payments.idle();
    const capture = await call(a, 'POST', '/payment/captureDAN', {
      paymentIntentId,
      productId: hold.json().productId,
      address,
    });
    expect([200, 402]).toContain(capture.statusCode);
  },
  deleteAccount: (a) => async (pick) => {
    const user = await userOf(a);
    if (!user || !a.tokens || pick % 3 !== 0) return;
    await grantFor(t, user.id, 'deleteAccount');
    expect((await call(a, 'DELETE', `/users/${user.id}`)).statusCode).toBe(204);
    a.tokens = undefined;
  },
  signUp: (a) => async () => {
    if (!a.tokens) await signUp(a);
  },
  timePasses: () => async (pick) => {
    // a quarter of an hour (holds expire) or a month (transfers waiting for a recipient go back)
    t.clock.advance(pick % 5 === 0 ? 31 * 86_400 : 16 * 60);
    await t.app.services.shop.releaseExpired();
    await t.app.services.payments.sweep();
    await t.app.services.transfers.expirePending();
    if (pick % 5 === 0) for (const x of actors) if (x.tokens) await signUp(x);
  },
};

class Command implements fc.AsyncCommand<object, object> {
  constructor(
    readonly name: string,
    readonly who: number,
    readonly pick: number,
    readonly other: number,
  ) {}
  check = () => true;
  async run() {
    if (process.env.MODEL_LOG) console.log(String(this));
    await steps[this.name]!(actor(this.who))(this.pick, this.other);
    await checkCustody(t);
  }
  toString = () => `${this.name}(actor ${this.who % actors.length}, pick ${this.pick}, other ${this.other})`;
}

const commandArbs = Object.keys(steps).map((name) =>
  fc
    .record({ who: fc.nat(4), pick: fc.nat(99), other: fc.nat(4) })
    .map(({ who, pick, other }) => new Command(name, who, pick, other)),
);

describe('custody under random sequences of operations', () => {
  it('every item has exactly one custodian and the ledger agrees, after every step', async () => {
    await checkCustody(t);
    await fc.assert(
      // fixed-length sequences (fc.commands favours short ones); state carries over from run to run
      fc.asyncProperty(
        fc.array(fc.oneof(...commandArbs), { minLength: COMMANDS, maxLength: COMMANDS }),
        async (cmds) => {
          await fc.asyncModelRun(() => ({ model: {}, real: {} }), cmds);
        },
      ),
      { numRuns: RUNS, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  }, 240_000);
});
