// Property-based fuzzing of every route of the contract: requests generated from the route's own zod
// schemas, then mutated. Whatever arrives: never a 5xx, every 4xx in the error shape, nothing stored
// changes when a request is refused, and Object.prototype stays clean. FUZZ_RUNS (default 12) sets the
// requests per route; FUZZ_SEED replays a failure.
import { type RouteDef } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  collections,
  itemImages,
  items,
  legalDocuments,
  orders,
  repairs,
  savStores,
  transfers,
  users,
} from '../../src/db/schema';
import { LocalPayments } from '../../src/providers/local-db/payments';
import { createTestApp, newPhone, signIn, type TestApp } from '../helpers';
import { multipart, pngImage } from '../media-fixtures';
import { brandId, colleague, firstAdmin, type Staff } from '../staff-fixtures';
import { BRAND_KEY } from './matrix-fixtures';
import {
  arbitraryOf,
  mutatedJson,
  mutatedRecord,
  mutationArb,
  toJsonSchema,
  type Mutation,
  type Pools,
} from './schema-arbitrary';
import {
  changedTables,
  contractRoutes,
  dataDigest,
  errorShapeProblem,
  grantFor,
  type Session,
} from './support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** FUZZ_STATS=1 prints how often each route answered each status (to see what the generators reach). */
const stats = new Map<string, Map<number, number>>();

let t: TestApp;
let owner: Session;
/** a brand admin in the console: every console route of Maison Aurèle is theirs */
let admin: Staff;
let pools: Pools;
let digest: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  owner = await signIn(t, '+33600000001');
  const other = await signIn(t, '+33600000002');
  const db = t.app.database.db;
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id);
  const itemRows = await db.select().from(items);
  // something of every kind to name: a repair, a pending transfer, an open payment, sealed links
  const ownerId = (await db.select().from(users).where(eq(users.phone, owner.phone)))[0]!.id;
  const watch = itemRows.find((i) => i.name === 'Pilote 42')!;
  const store = (await db.select().from(savStores))[0]!;
  await t.app.inject({
    method: 'POST',
    url: `/api/v2/products/${watch.id}/repair`,
    headers: owner.headers,
    payload: { savStore: store.id, details: 'The crown no longer winds.' },
  });
  const print = itemRows.find((i) => i.name === 'Étude en bleu')!;
  const send = { phoneTo: newPhone(), productsIds: [print.id] };
  await grantFor(t, ownerId, 'sendToPhone', send);
  await t.app.inject({
    method: 'POST',
    url: '/api/transactions/sendToPhone',
    headers: owner.headers,
    payload: send,
  });
  const onSale = itemRows.filter((i) => i.ownerId === null && i.status === 'on_sale');
  const dan = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/createDAN',
      headers: owner.headers,
      payload: { productId: onSale[0]!.id },
    })
  ).json<{ paymentIntentId: string; client_secret: string }>();
  // a sold order of the brand's (paid by card, handed over), for its refund; and the open one's order
  const aurele = await brandId(t, 'maison-aurele');
  const aureleCollections = await ids(
    db.select({ id: collections.id }).from(collections).where(eq(collections.clientId, aurele)),
  );
  const aureleOnSale = onSale.slice(3).find((i) => aureleCollections.includes(i.collectionId))!;
  const sold = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/createDAN',
      headers: owner.headers,
      payload: { productId: aureleOnSale.id },
    })
  ).json<{ paymentIntentId: string; client_secret: string }>();
  await t.app.inject({
    method: 'POST',
    url: `/api/local-pay/intents/${sold.paymentIntentId}/confirm`,
    payload: {
      clientSecret: sold.client_secret,
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    },
  });
  await settle();
  const orderIds = await ids(db.select({ id: orders.id }).from(orders));
  const hold = (
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/reserve/${onSale[1]!.id}`,
      headers: other.headers,
    })
  ).json<{ encryptedProductId: string }>();
  const userRows = await db.select().from(users);
  admin = await firstAdmin(t, 'maison-aurele', 'admin@fuzz.example');
  pools = {
    brandId: [await brandId(t, 'maison-aurele')],
    'format:uuid': [
      ...itemRows.map((i) => i.id),
      ...(await ids(db.select({ id: collections.id }).from(collections))),
      ...(await ids(db.select({ id: clients.id }).from(clients))),
      ...(await ids(db.select({ id: savStores.id }).from(savStores))),
      ...(await ids(db.select({ id: itemImages.id }).from(itemImages))),
      ...(await ids(db.select({ id: repairs.id }).from(repairs))),
      ...(await ids(db.select({ id: transfers.id }).from(transfers))),
      ...(await ids(db.select({ id: legalDocuments.id }).from(legalDocuments))),
      ...userRows.map((u) => u.id),
    ],
    phone: [owner.phone, other.phone],
    phoneTo: [other.phone],
    publicId: itemRows.map((i) => i.publicId),
    address: userRows.flatMap((u) => (u.custodialAddress ? [u.custodialAddress] : [])),
    addressTo: ['0x52908400098527886E0F7030069857D2E4169EE7'],
    paymentIntentId: [dan.paymentIntentId],
    orderId: orderIds,
    reference: [dan.paymentIntentId],
    id: [dan.paymentIntentId],
    clientSecret: [dan.client_secret],
    encryptedProductId: [hold.encryptedProductId],
    encryptedData: [t.app.services.shop.marketLink(onSale[2]!.id).encryptedData],
    refreshToken: [(await signIn(t, newPhone())).refreshToken],
    number: ['4242424242424242', '4000000000000002'],
  };
  await settle();
  digest = await dataDigest(t);
}, 180_000);
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [key, counts] of stats)
      console.log(key.padEnd(60), JSON.stringify(Object.fromEntries(counts)));
  }
  await t.close();
});

/** Waits for what a request set going after its answer (webhooks of the local provider, notices). */
async function settle() {
  if (t.app.providers.payments instanceof LocalPayments) await t.app.providers.payments.idle();
  await t.app.services.messages.drain();
  // a notice an accepted request queued is sent in the background: its job row changes when it is done
  await t.app.services.jobs.drain();
}

type Target = 'params' | 'query' | 'body';
interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** what is mutated, and how */
  change: { target: Target; mutation: Mutation };
  caller: 'owner' | 'none' | 'brand' | 'staff' | 'garbage';
  contentType: string;
  ip: string;
}

const keysOf = (schema: RouteDef['body']) =>
  Object.keys(schema ? (toJsonSchema(schema).properties ?? {}) : {});

function requestArb(def: RouteDef): fc.Arbitrary<FuzzRequest> {
  const part = (schema: RouteDef['body'], allRequired = false) =>
    schema ? arbitraryOf(toJsonSchema(schema), pools, '', allRequired) : fc.constant({});
  const targets: Target[] = ['params', 'query', 'body'];
  const keys = { params: keysOf(def.params), query: keysOf(def.querystring), body: keysOf(def.body) };
  const expected =
    def.auth === true ? 'owner' : def.auth === 'brand' ? 'brand' : def.auth === 'staff' ? 'staff' : 'none';
  return fc.record({
    params: part(def.params, true) as fc.Arbitrary<Record<string, unknown>>,
    query: part(def.querystring) as fc.Arbitrary<Record<string, unknown>>,
    body: def.body ? part(def.body) : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
    change: fc.oneof(
      ...targets.map((target) => mutationArb(keys[target]).map((mutation) => ({ target, mutation }))),
    ),
    caller: fc.oneof(
      { weight: 8, arbitrary: fc.constant(expected) },
      { weight: 2, arbitrary: fc.constantFrom('owner' as const, 'none' as const, 'garbage' as const) },
    ),
    contentType: fc.oneof(
      { weight: 10, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
      },
    ),
    ip: fc.ipV4(),
  });
}

/** A path segment from any value; a lone surrogate goes out as bytes that are not UTF-8 at all. */
function segment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80%C0%AF';
  }
}

const fill = (path: string, params: Record<string, unknown>) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => segment(params[name]));

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v])
      search.append(k, typeof one === 'string' ? one : JSON.stringify(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function headersOf(req: FuzzRequest, def: RouteDef): Promise<Record<string, string>> {
  if (req.caller === 'none') return {};
  if (req.caller === 'brand') return { authorization: `Bearer ${BRAND_KEY}` };
  if (req.caller === 'garbage') return { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' };
  if (req.caller === 'staff') {
    if (def.path !== '/console/auth/session') return admin.headers;
    // signing out ends the session: that request gets a colleague's new one, made before the digest
    const session = await colleague(t, admin, 'maison-aurele', `${newPhone().slice(1)}@fuzz.example`, [
      'messages',
    ]);
    digest = await dataDigest(t);
    return session.headers;
  }
  if (def.path !== '/auth/logout') return owner.headers;
  // logging out ends the session: that request gets a session of its own, made before the digest
  const session = await signIn(t, newPhone());
  digest = await dataDigest(t);
  return session.headers;
}

async function send(def: RouteDef, req: FuzzRequest) {
  const { target, mutation } = req.change;
  const params = target === 'params' ? mutatedRecord(req.params, mutation) : req.params;
  const query = target === 'query' ? mutatedRecord(req.query, mutation) : req.query;
  const body = target === 'body' ? mutatedJson(req.body, mutation) : JSON.stringify(req.body);
  const hasBody = def.method !== 'GET' && body !== undefined;
  return t.app.inject({
    method: def.method,
    url: `/api${fill(def.path, params)}${queryString(query)}`,
    headers: { ...(await headersOf(req, def)), ...(hasBody ? { 'content-type': req.contentType } : {}) },
    remoteAddress: req.ip,
    ...(hasBody ? { payload: body } : {}),
  });
}

/**
 * The checks every answer passes. A 5xx only where the route's contract declares it for a state of the server
 * that no request changes (`GET /dev/chain` is 503 on a server without a chain, as this one is, when the fuzzed
 * caller's address is this machine's).
 */
async function judge(key: string, res: Awaited<ReturnType<typeof send>>, def?: RouteDef) {
  const counts = stats.get(key) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  stats.set(key, counts);
  await settle();
  if (!(res.statusCode >= 500 && def?.response[res.statusCode])) {
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  }
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
  const after = await dataDigest(t);
  if (res.statusCode >= 400) {
    expect(errorShapeProblem(res), res.body.slice(0, 300)).toBeUndefined();
    expect(changedTables(digest, after), `refused with ${res.statusCode} yet stored data changed`).toEqual(
      [],
    );
  }
  digest = after;
}

const routes = contractRoutes().filter((r) => r.key !== 'POST /v1/products/addImage/:id');

describe('the stored-data digest', () => {
  it('notices a change, so that "unchanged" below means something', async () => {
    const before = await dataDigest(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/settings',
      headers: owner.headers,
      payload: { marketing: true },
    });
    expect(res.statusCode).toBe(200);
    expect(changedTables(before, await dataDigest(t))).toEqual(['users']);
  });
});

describe('fuzzing every route from its schemas', () => {
  it.each(routes)('$key', async ({ key, def }) => {
    digest = await dataDigest(t);
    await fc.assert(
      fc.asyncProperty(requestArb(def), async (req) => judge(key, await send(def, req), def)),
      { numRuns: RUNS, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });

  it('POST /v1/products/addImage/:id with random forms and bytes', async () => {
    digest = await dataDigest(t);
    const watch = (await t.app.database.db.select().from(items).where(eq(items.name, 'Pilote 42')))[0]!;
    const png = await pngImage();
    const magic = fc.constantFrom(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('RIFF\0\0\0\0WEBP'),
      Buffer.from('\0\0\0\x18ftypavif'),
      Buffer.alloc(0),
      png, // a whole picture, then random bytes after its end
    );
    // mostly a well-formed form, so that the bytes reach the image decoder
    const form = fc.record({
      fields: fc.record({
        title: fc.oneof(
          { weight: 4, arbitrary: fc.constant('Box') },
          { weight: 1, arbitrary: fc.constantFrom('Box\u0000', '\uD800', 'é'.repeat(300)) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
        ),
        extension: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('jpg', 'png', 'webp', 'avif', '.JPG') },
          { weight: 1, arbitrary: fc.constantFrom('heic', 'svg', 'gif') },
        ),
        isPublic: fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom('true', 'false') },
          { weight: 1, arbitrary: fc.constant('yes') },
        ),
      }),
      extra: fc.dictionary(
        fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.string({ maxLength: 8 })),
        fc.string({ maxLength: 30 }),
        { maxKeys: 2 },
      ),
      head: magic,
      tail: fc.uint8Array({ maxLength: 2048 }),
      field: fc.oneof({ weight: 5, arbitrary: fc.constant('image') }, fc.constantFrom('file', '__proto__')),
    });
    await fc.assert(
      fc.asyncProperty(form, async ({ fields, extra, head, tail, field }) => {
        const body = await multipart(
          { ...extra, ...fields },
          {
            bytes: Buffer.concat([head, Buffer.from(tail)]),
            name: 'x.jpg',
            type: 'image/jpeg',
            field,
          },
        );
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/products/addImage/${watch.id}`,
          headers: { ...owner.headers, ...body.headers },
          payload: body.payload,
        });
        await judge('POST /v1/products/addImage/:id', res);
      }),
      { numRuns: RUNS * 2, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });
});
