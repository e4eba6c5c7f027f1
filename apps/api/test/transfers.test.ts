// Transfers: refusals, all-or-nothing, concurrency, pending recipients, cancel, expiry, ledger, activity.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, ledgerEntries, stepUpGrants, transferItems, transfers, users } from '../src/db/schema';
import { stepUpBinding, type StepUpDetails } from '../src/modules/auth/step-up-binding';
import { demoAppWithOwners } from './demo-app';
import { grantByCode, insertGrants, sendWithGrant } from './fixtures';
import { newPhone, signIn, type Session } from './helpers';

const { t, owner1, owner2, signInAgain } = demoAppWithOwners();
let owner1Id: string;
beforeAll(async () => {
  owner1Id = (await t.app.services.auth.authenticate(owner1.accessToken))!.userId;
});

const db = () => t.app.database.db;
const post = (url: string, s: Session, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: s.headers, payload });
const ownedBy = async (userId: string) =>
  db().select().from(items).where(eq(items.ownerId, userId)).orderBy(items.serialNumber, items.id);
/** The rows of these items as they are now. */
const itemRows = (ids: string[]) => db().select().from(items).where(inArray(items.id, ids));
const byName = async (userId: string, name: string) => (await ownedBy(userId)).find((i) => i.name === name)!;
const userId = async (phone: string) =>
  (await db().select().from(users).where(eq(users.phone, phone)))[0]?.id;

type SendAction = 'sendToPhone' | 'sendToAddress';

/** Grants through the real flow (test/fixtures.ts): ask for a code for this send, type it. */
const grant = (s: Session, action: SendAction, details: StepUpDetails) => grantByCode(t, s, action, details);

/** The user's grants still open (unused, unexpired) for exactly this send. */
const openGrants = async (ownerId: string, action: SendAction, details: StepUpDetails) =>
  db()
    .select()
    .from(stepUpGrants)
    .where(
      and(
        eq(stepUpGrants.userId, ownerId),
        eq(stepUpGrants.action, action),
        eq(stepUpGrants.binding, stepUpBinding(action, details)),
        isNull(stepUpGrants.usedAt),
        gt(stepUpGrants.expiresAt, t.clock.now()),
      ),
    );

/** Closes every open grant of the user, e.g. those left by refused sends. */
async function dropGrants(ownerId: string) {
  await db()
    .update(stepUpGrants)
    .set({ usedAt: t.clock.now() })
    .where(and(eq(stepUpGrants.userId, ownerId), isNull(stepUpGrants.usedAt)));
}

describe('refusals', () => {
  it('answers 403 without a step-up grant, and changes nothing', async () => {
    const item = await byName(owner1Id, 'Pochette Soirée');
    const res = await post('/transactions/sendToPhone', owner1, {
      phoneTo: '+33600000002',
      productsIds: [item.id],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STEP_UP_REQUIRED');
    expect((await byName(owner1Id, 'Pochette Soirée')).ownerId).toBe(owner1Id);
  });

  it('refuses sending to oneself, another owner’s item, and malformed bodies', async () => {
    const mine = await byName(owner1Id, 'Pochette Soirée');
    const toSelf = { phoneTo: owner1.phone, productsIds: [mine.id] };
    // even with a grant for it
    await grants(owner1, 'sendToPhone', [toSelf]);
    expect((await post('/transactions/sendToPhone', owner1, toSelf)).json().code).toBe('SEND_TO_SELF');
    const owner2Id = (await userId('+33600000002'))!;
    const theirs = (await ownedBy(owner2Id))[0]!;
    const notMine = { phoneTo: newPhone(), productsIds: [theirs.id] };
    const res = await sendWithGrant(t, owner1, 'sendToPhone', notMine);
    expect(res.statusCode).toBe(404);
    for (const body of [
      { phoneTo: 'nope', productsIds: [mine.id] },
      { phoneTo: newPhone(), productsIds: [] },
      { phoneTo: newPhone(), productsIds: [mine.id, mine.id] },
      { phoneTo: newPhone(), productsIds: ['x'] },
    ]) {
      expect((await post('/transactions/sendToPhone', owner1, body)).statusCode).toBe(400);
    }
  });

  it.each([
    ['pending mint', { isToMint: true }, 'ITEM_PENDING_MINT'],
    ['opposition', { oppositionKind: 'stolen', oppositionSince: new Date() }, 'ITEM_UNDER_OPPOSITION'],
    ['open repair', { status: 'in_repair' }, 'ITEM_IN_REPAIR'],
    ['reservation', { status: 'reserved' }, 'ITEM_RESERVED'],
  ])(
    'refuses an item under %s with 409, and sends none of the three (all or nothing)',
    async (_l, state, code) => {
      const [a, b, c] = (await ownedBy(owner1Id)).filter(
        (i) => !i.isToMint && i.status === 'active' && !i.oppositionKind,
      );
      const before = {
        isToMint: c!.isToMint,
        oppositionKind: c!.oppositionKind,
        oppositionSince: c!.oppositionSince,
        status: c!.status,
      };
      await db().update(items).set(state).where(eq(items.id, c!.id));
      const body = { phoneTo: '+33600000002', productsIds: [a!.id, b!.id, c!.id] };
      const open = (await openGrants(owner1Id, 'sendToPhone', body)).length;
      const res = await sendWithGrant(t, owner1, 'sendToPhone', body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(code);
      const after = await itemRows([a!.id, b!.id, c!.id]);
      expect(after.every((i) => i.ownerId === owner1Id)).toBe(true);
      await db().update(items).set(before).where(eq(items.id, c!.id));
      // The refused transfer did not spend the grant.
      expect(await openGrants(owner1Id, 'sendToPhone', body)).toHaveLength(open + 1);
    },
  );
});

describe('sending to a phone', () => {
  it('moves the items to an existing owner, once per grant, with history and ledger entries', async () => {
    await dropGrants(owner1Id); // leftovers of refused sends
    const item = await byName(owner1Id, 'Cabas Riviera');
    const body = { phoneTo: '+33600000002', productsIds: [item.id] };
    expect((await sendWithGrant(t, owner1, 'sendToPhone', body)).json()).toBe(true);
    const owner2Id = (await userId('+33600000002'))!;
    expect((await db().select().from(items).where(eq(items.id, item.id)))[0]).toMatchObject({
      ownerId: owner2Id,
      status: 'active',
    });
    // the recipient is told what arrived, and the link opens it
    expect(t.sms.last('+33600000002')!.text).toMatch(
      new RegExp(`vous a envoyé "Cabas Riviera"\\. Il est dans votre collection : .*/items/${item.id}$`),
    );
    const history = (
      await t.app.inject({ url: `/api/v1/products/getProductHistory/${item.id}`, headers: owner2.headers })
    ).json();
    // the recipient reads the hand-over as theirs: "Received · By you", not the sender's "Sent" above it
    expect(history.items[0]).toMatchObject({ kind: 'received', actor: 'you' });
    expect(history.items.map((e: { kind: string }) => e.kind)).not.toContain('sent');
    expect(JSON.stringify(history)).not.toMatch(/\+33|•/);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.itemId, item.id));
    expect(entries.at(-1)).toMatchObject({ kind: 'transfer', toAddress: expect.stringMatching(/^0x/) });
    // The grant was single use: spent, the same send again is refused before the items are even looked at,
    // and it never covered another item.
    expect(await openGrants(owner1Id, 'sendToPhone', body)).toHaveLength(0);
    const again = await post('/transactions/sendToPhone', owner1, body);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('STEP_UP_REQUIRED');
    const other = await byName(owner1Id, 'Pochette Soirée');
    expect(
      (await post('/transactions/sendToPhone', owner1, { phoneTo: '+33600000002', productsIds: [other.id] }))
        .statusCode,
    ).toBe(403);
  });

  it('waits for a new phone number: pending account, invitation, then the recipient signs in and gets it', async () => {
    const phone = newPhone();
    const item = await byName(owner1Id, 'Pochette Soirée');
    const body = { phoneTo: phone, productsIds: [item.id] };
    expect((await sendWithGrant(t, owner1, 'sendToPhone', body)).statusCode).toBe(200);
    expect(t.sms.last(phone)!.text).toMatch(/^Heirloom: \+33 \*+\d\d sent you "Pochette Soirée"\. Sign in/);
    const pendingUser = (await db().select().from(users).where(eq(users.phone, phone)))[0]!;
    expect(pendingUser.status).toBe('pending');
    expect((await db().select().from(items).where(eq(items.id, item.id)))[0]!.status).toBe(
      'pending_transfer',
    );
    t.clock.advance(31);
    const recipient = await signIn(t, phone);
    const count = (await t.app.inject({ url: '/api/v1/products/count', headers: recipient.headers })).json();
    expect(count).toEqual({ count: 1 });
    expect((await db().select().from(items).where(eq(items.id, item.id)))[0]!.status).toBe('active');
    const received = (
      await t.app.inject({ url: '/api/transactions/10/0/received', headers: recipient.headers })
    ).json();
    expect(received.items[0]).toMatchObject({
      direction: 'received',
      state: 'done',
      counterparty: { phoneMasked: expect.stringMatching(/•+01$/) },
    });
  });

  it('lets the sender cancel while the recipient has not signed up, and expires after 30 days', async () => {
    const [first, second] = (await ownedBy(owner1Id)).filter((i) => !i.isToMint && i.status === 'active');
    for (const [item, finish] of [
      [first!, 'cancel'],
      [second!, 'expire'],
    ] as const) {
      const body = { phoneTo: newPhone(), productsIds: [item.id] };
      expect((await sendWithGrant(t, owner1, 'sendToPhone', body)).statusCode).toBe(200);
      const sent = (
        await t.app.inject({ url: '/api/transactions/10/0/sent', headers: owner1.headers })
      ).json().items[0];
      expect(sent).toMatchObject({ state: 'pending', cancellable: true, product: { id: item.id } });
      if (finish === 'cancel') {
        expect((await post(`/transactions/${sent.transferId}/cancel`, owner2, {})).statusCode).toBe(404);
        expect((await post(`/transactions/${sent.transferId}/cancel`, owner1, {})).statusCode).toBe(200);
        expect((await post(`/transactions/${sent.transferId}/cancel`, owner1, {})).json().code).toBe(
          'TRANSFER_NOT_PENDING',
        );
      } else {
        t.clock.advance(29 * 86_400);
        expect(await t.app.services.transfers.expirePending()).toBe(0);
        t.clock.advance(2 * 86_400);
        expect(await t.app.services.transfers.expirePending()).toBe(1);
        // 31 days later every token has expired: sign in again.
        await signInAgain();
      }
      expect((await db().select().from(items).where(eq(items.id, item.id)))[0]).toMatchObject({
        ownerId: owner1Id,
        status: 'active',
      });
      const state = (await db().select().from(transfers).where(eq(transfers.id, sent.transferId)))[0]!.state;
      expect(state).toBe(finish === 'cancel' ? 'cancelled' : 'expired');
    }
  });

  it('20 concurrent sends of one item to 20 phones: exactly one succeeds, the item has one owner', async () => {
    const item = (await ownedBy(owner1Id)).find((i) => !i.isToMint && i.status === 'active')!;
    const phones = Array.from({ length: 20 }, () => newPhone());
    // one grant per send: each names its own recipient
    await grants(
      owner1,
      'sendToPhone',
      phones.map((phoneTo) => ({ phoneTo, productsIds: [item.id] })),
    );
    const results = await Promise.all(
      phones.map((phoneTo) => post('/transactions/sendToPhone', owner1, { phoneTo, productsIds: [item.id] })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 404 || s === 409)).toBe(true);
    const rows = await db().select().from(items).where(eq(items.id, item.id));
    expect(rows).toHaveLength(1);
    expect(phones.map((p) => p)).toContain(
      (await db().select().from(users).where(eq(users.id, rows[0]!.ownerId!)))[0]!.phone,
    );
    expect(
      (await t.app.services.transfers['deps'].repo.activity(owner1Id, 'sent', 100, 0)).rows.filter(
        (r) => r.item.id === item.id && r.transfer.state === 'pending',
      ),
    ).toHaveLength(1);
  });
});

describe('sending to an address', () => {
  const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';
  // EIP-55's own example: its checksum mixes cases, so its all-capitals spelling differs from it
  const MIXED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  it.each([
    [CHECKSUMMED, CHECKSUMMED],
    [MIXED, MIXED],
    // one case throughout carries no checksum: nothing to check, the checksummed form is given back
    [CHECKSUMMED.toLowerCase(), CHECKSUMMED],
    [MIXED.toLowerCase(), MIXED],
    [`0x${MIXED.slice(2).toUpperCase()}`, MIXED],
    // mixed case that does not match the checksum: a typo
    ['0x52908400098527886e0F7030069857D2E4169EE7', null],
    ['0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', null],
    ['0x52908400098527886E0F7030069857D2E4169EE', null],
    ['0xZZ908400098527886E0F7030069857D2E4169EE7', null],
    ['52908400098527886E0F7030069857D2E4169EE7', null],
    ['0x0000000000000000000000000000000000000000', null],
  ])('wallet check %s → %s on both chains', async (typed, checksummed) => {
    for (const chain of ['Ethereum', 'Polygon']) {
      const res = await t.app.inject({ url: `/api/wallets/is${chain}Address/${typed}` });
      expect(res.json()).toEqual(checksummed ? { valid: true, address: checksummed } : { valid: false });
    }
  });

  it('refuses a mixed-case address whose checksum does not match, saying so in English and in French', async () => {
    const [item] = await sendable(owner1Id);
    for (const [language, text] of [
      ['en', /capital and small letters.*checksum/i],
      ['fr', /majuscules et minuscules.*somme de contrôle/i],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/sendToAddress',
        headers: { ...owner1.headers, 'accept-language': language },
        payload: { addressTo: '0x52908400098527886e0F7030069857D2E4169EE7', productsIds: [item!.id] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ADDRESS_CHECKSUM', field: 'addressTo', message: text });
    }
  });

  it('sends to an address typed in lower case (its code asked in lower case) or upper case, kept checksummed', async () => {
    for (const [typed, stored] of [
      [CHECKSUMMED.toLowerCase(), CHECKSUMMED],
      [`0x${MIXED.slice(2).toUpperCase()}`, MIXED],
    ] as const) {
      const [item] = await sendable(owner1Id);
      const res = await sendWithGrant(t, owner1, 'sendToAddress', {
        addressTo: typed,
        productsIds: [item!.id],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await db()
        .select()
        .from(transfers)
        .innerJoin(transferItems, eq(transferItems.transferId, transfers.id))
        .where(and(eq(transferItems.itemId, item!.id), eq(transfers.kind, 'address')));
      expect(row!.transfers.toAddress).toBe(stored);
      const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.itemId, item!.id));
      expect(entries.at(-1)).toMatchObject({ kind: 'transfer', toAddress: stored });
      const sent = (
        await t.app.inject({ url: '/api/transactions/50/0/sent', headers: owner1.headers })
      ).json<{ items: { product: { id: string }; counterparty: object }[] }>().items;
      expect(sent.find((s) => s.product.id === item!.id)?.counterparty).toEqual({ address: stored });
      const history = await t.app.services.items['deps'].history.page(item!.id, owner1Id, 10, 0);
      expect(history.rows[0]).toMatchObject({
        kind: 'sent',
        data: { counterparty: `${stored.slice(0, 6)}…${stored.slice(-4)}` },
      });
    }
  });

  it('refuses a bad checksum, then sends the item out of custody; it leaves the list, history stays', async () => {
    const item = (await ownedBy(owner1Id)).find((i) => !i.isToMint && i.status === 'active')!;
    await grant(owner1, 'sendToAddress', {
      addressTo: '0x52908400098527886E0F7030069857D2E4169EE7',
      productsIds: [item.id],
    });
    const bad = await post('/transactions/sendToAddress', owner1, {
      addressTo: '0x52908400098527886e0F7030069857D2E4169EE7',
      productsIds: [item.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('addressTo');
    const before = (await t.app.inject({ url: '/api/v1/products/count', headers: owner1.headers })).json()
      .count;
    const ok = await post('/transactions/sendToAddress', owner1, {
      addressTo: '0x52908400098527886E0F7030069857D2E4169EE7',
      productsIds: [item.id],
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/products/count', headers: owner1.headers })).json().count,
    ).toBe(before - 1);
    expect((await db().select().from(items).where(eq(items.id, item.id)))[0]).toMatchObject({
      ownerId: null,
      status: 'withdrawn',
    });
    const sent = (await t.app.inject({ url: '/api/transactions/10/0/sent', headers: owner1.headers })).json()
      .items[0];
    expect(sent).toMatchObject({
      counterparty: { address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      state: 'done',
      cancellable: false,
    });
    expect((await t.app.services.items['deps'].history.page(item.id, owner1Id, 10, 0)).rows[0]!.kind).toBe(
      'sent',
    );
  });
});

/** Items of this owner that can move right now. */
const sendable = async (ownerId: string) =>
  (await ownedBy(ownerId)).filter((i) => !i.isToMint && i.status === 'active' && !i.oppositionKind);
/**
 * Grants written straight to the database, one per send, for this session and that send's recipient and
 * items: several sends in the same instant, no clock moves, and no SMS code counted toward the day's cap.
 */
/** Grants written straight in (test/fixtures.ts), for sends that race: one per send. */
const grants = (s: Session, action: SendAction, sends: StepUpDetails[]) => insertGrants(t, s, action, sends);
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('more refusals, to an address and all or nothing', () => {
  it('sendToAddress without a grant answers 403 and changes nothing', async () => {
    await dropGrants(owner1Id);
    const [item] = await sendable(owner1Id);
    const ledgerBefore = (await db().select().from(ledgerEntries)).length;
    const res = await post('/transactions/sendToAddress', owner1, {
      addressTo: WALLET,
      productsIds: [item!.id],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STEP_UP_REQUIRED');
    expect((await db().select().from(items).where(eq(items.id, item!.id)))[0]).toMatchObject({
      ownerId: owner1Id,
      status: 'active',
    });
    expect((await db().select().from(ledgerEntries)).length).toBe(ledgerBefore);
  });

  it.each([
    ['pending mint', { isToMint: true }, 'ITEM_PENDING_MINT'],
    ['opposition', { oppositionKind: 'lost', oppositionSince: new Date() }, 'ITEM_UNDER_OPPOSITION'],
  ])('sendToAddress refuses an item under %s with 409 and sends none', async (_l, state, code) => {
    const [a, b] = await sendable(owner1Id);
    const before = { isToMint: b!.isToMint, oppositionKind: b!.oppositionKind, oppositionSince: null };
    await db().update(items).set(state).where(eq(items.id, b!.id));
    const body = { addressTo: WALLET, productsIds: [a!.id, b!.id] };
    const res = await sendWithGrant(t, owner1, 'sendToAddress', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(code);
    const after = await itemRows([a!.id, b!.id]);
    expect(after.every((i) => i.ownerId === owner1Id && i.status === 'active')).toBe(true);
    await db().update(items).set(before).where(eq(items.id, b!.id));
  });

  it('refuses sending to one’s own custodial address with 409', async () => {
    const me = (await db().select().from(users).where(eq(users.id, owner1Id)))[0]!;
    const [item] = await sendable(owner1Id);
    const body = { addressTo: me.custodialAddress!, productsIds: [item!.id] };
    const res = await sendWithGrant(t, owner1, 'sendToAddress', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SEND_TO_SELF');
    expect((await db().select().from(items).where(eq(items.id, item!.id)))[0]!.ownerId).toBe(owner1Id);
  });

  it('one of three items not owned → 404 and none of the three moves, to a phone or an address', async () => {
    const owner2Id = (await userId('+33600000002'))!;
    const [a, b] = await sendable(owner1Id);
    const [theirs] = await sendable(owner2Id);
    const ids = [a!.id, theirs!.id, b!.id];
    const toPhone = { phoneTo: newPhone(), productsIds: ids };
    const toAddress = { addressTo: WALLET, productsIds: ids };
    await grant(owner1, 'sendToAddress', toAddress);
    await grants(owner1, 'sendToPhone', [toPhone]);
    for (const [url, body] of [
      ['/transactions/sendToPhone', toPhone],
      ['/transactions/sendToAddress', toAddress],
    ] as const) {
      const res = await post(url, owner1, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const after = await itemRows(ids);
    expect(after.find((i) => i.id === theirs!.id)!.ownerId).toBe(owner2Id);
    expect(after.filter((i) => i.id !== theirs!.id).every((i) => i.ownerId === owner1Id)).toBe(true);
  });

  it('refuses a batch minted on two chains with 409 CHAIN_MISMATCH, and records the chain of a batch on one', async () => {
    await dropGrants(owner1Id); // grants earlier tests left for the same two items
    const [a, b] = await sendable(owner1Id);
    await db().update(items).set({ mintChain: 'ethereum' }).where(eq(items.id, b!.id));
    const both = { addressTo: WALLET, productsIds: [a!.id, b!.id] };
    await grant(owner1, 'sendToAddress', both);
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/sendToAddress',
      headers: { ...owner1.headers, 'accept-language': 'fr' },
      payload: both,
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toMatchObject({
      code: 'CHAIN_MISMATCH',
      message: expect.stringMatching(/réseaux différents/),
    });
    const after = await itemRows([a!.id, b!.id]);
    expect(after.every((i) => i.ownerId === owner1Id && i.status === 'active')).toBe(true);

    // the refused send did not spend the grant
    expect(await openGrants(owner1Id, 'sendToAddress', both)).toHaveLength(1);
    // which is good for those two items only: the item on Ethereum alone needs its own, then goes
    const alone = { addressTo: WALLET, productsIds: [b!.id] };
    expect((await post('/transactions/sendToAddress', owner1, alone)).statusCode).toBe(403);
    await grants(owner1, 'sendToAddress', [alone]);
    const ok = await post('/transactions/sendToAddress', owner1, alone);
    expect(ok.statusCode).toBe(200);
    // the item may have older transfers (earlier tests in this file): the send to the address is the one
    const sent = await db()
      .select({ transfer: transfers })
      .from(transferItems)
      .innerJoin(transfers, eq(transfers.id, transferItems.transferId))
      .where(and(eq(transferItems.itemId, b!.id), eq(transfers.kind, 'address')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.transfer).toMatchObject({ kind: 'address', chain: 'ethereum', toAddress: WALLET });
  });

  it('invites a new number in the sender’s language: a French sender, a French SMS', async () => {
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, owner1Id));
    const [item] = await sendable(owner1Id);
    const phone = newPhone();
    const body = { phoneTo: phone, productsIds: [item!.id] };
    const res = await sendWithGrant(t, owner1, 'sendToPhone', body);
    await db().update(users).set({ language: 'en' }).where(eq(users.id, owner1Id));
    expect(res.statusCode).toBe(200);
    expect(t.sms.last(phone)!.text).toMatch(
      /^Heirloom : \+33 \*+ ?\d*01 vous a envoyé ".+"\. Connectez-vous avec ce numéro/,
    );
  });
});

describe('ledger and activity', () => {
  it('the hash chain verifies after the transfers above, and a tampered entry is detected', async () => {
    const verdict = await t.app.providers.ledger.verify();
    expect(verdict.ok).toBe(true);
    expect(verdict.entries).toBeGreaterThan(15);
    const [victim] = await db().select().from(ledgerEntries).orderBy(ledgerEntries.seq).offset(5).limit(1);
    await db()
      .update(ledgerEntries)
      .set({ toAddress: '0x0000000000000000000000000000000000000bad' })
      .where(eq(ledgerEntries.seq, victim!.seq));
    const tampered = await t.app.providers.ledger.verify();
    expect(tampered).toMatchObject({ ok: false, brokenAt: victim!.seq });
    await db()
      .update(ledgerEntries)
      .set({ toAddress: victim!.toAddress })
      .where(eq(ledgerEntries.seq, victim!.seq));
  });

  it('lists what an owner received under "received", with the sender masked', async () => {
    const owner2Id = (await userId('+33600000002'))!;
    const [gift] = await sendable(owner2Id);
    const body = { phoneTo: owner1.phone, productsIds: [gift!.id] };
    expect((await sendWithGrant(t, owner2, 'sendToPhone', body)).statusCode).toBe(200);
    const received = (
      await t.app.inject({ url: '/api/transactions/100/0/received', headers: owner1.headers })
    ).json();
    expect(received.total).toBeGreaterThan(0);
    expect(received.items[0]).toMatchObject({
      direction: 'received',
      state: 'done',
      cancellable: false,
      product: { id: gift!.id, name: gift!.name },
      counterparty: { phoneMasked: expect.stringMatching(/•+02$/) },
    });
    expect(received.items.every((i: { direction: string }) => i.direction === 'received')).toBe(true);
    const sent = (
      await t.app.inject({ url: '/api/transactions/100/0/sent', headers: owner1.headers })
    ).json();
    expect(sent.items.map((i: { product: { id: string } }) => i.product.id)).not.toContain(gift!.id);
    // and the other way round for the sender
    const theirs = (
      await t.app.inject({ url: '/api/transactions/100/0/sent', headers: owner2.headers })
    ).json();
    // the sender typed the number: they see it in full; the recipient sees the sender's masked (above)
    expect(theirs.items[0]).toMatchObject({
      direction: 'sent',
      product: { id: gift!.id },
      counterparty: { phone: owner1.phone },
    });
  });

  it('keeps one order for transfers made in the same instant: newest first, then by transfer, then by item', async () => {
    const owner2Id = (await userId('+33600000002'))!;
    const four = (await sendable(owner1Id)).slice(0, 4).sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(four).toHaveLength(4);
    // item ids interleave across the two transfers: ordering by item alone would mix them up
    const batches = [
      [four[0]!.id, four[2]!.id],
      [four[1]!.id, four[3]!.id],
    ];
    await grants(
      owner1,
      'sendToPhone',
      batches.map((productsIds) => ({ phoneTo: '+33600000002', productsIds })),
    );
    for (const productsIds of batches) {
      const res = await post('/transactions/sendToPhone', owner1, {
        phoneTo: '+33600000002',
        productsIds,
      });
      expect(res.statusCode).toBe(200);
    }
    const all = (await t.app.inject({ url: '/api/transactions/100/0/sent', headers: owner1.headers })).json()
      .items as { id: string; transferId: string; product: { id: string }; createdAt: string }[];
    const latest = all.filter((i) => i.createdAt === all[0]!.createdAt);
    expect(latest).toHaveLength(4);
    const transferIds = [...new Set(latest.map((i) => i.transferId))].sort();
    expect(latest.map((i) => i.transferId)).toEqual(transferIds.flatMap((id) => [id, id]));
    for (const id of transferIds) {
      const ofOne = latest.filter((i) => i.transferId === id).map((i) => i.product.id);
      expect(ofOne).toEqual([...ofOne].sort());
    }
    // paging one row at a time walks the same list
    const paged = [];
    for (let offset = 0; offset < 4; offset++) {
      paged.push(
        (await t.app.inject({ url: `/api/transactions/1/${offset}/sent`, headers: owner1.headers })).json()
          .items[0].id,
      );
    }
    expect(paged).toEqual(all.slice(0, 4).map((i) => i.id));
    expect((await ownedBy(owner2Id)).filter((i) => four.some((f) => f.id === i.id))).toHaveLength(4);
  });

  it('pages the activity and filters by direction', async () => {
    const all = (await t.app.inject({ url: '/api/transactions/100/0/all', headers: owner1.headers })).json();
    const sent = (
      await t.app.inject({ url: '/api/transactions/100/0/sent', headers: owner1.headers })
    ).json();
    const received = (
      await t.app.inject({ url: '/api/transactions/100/0/received', headers: owner1.headers })
    ).json();
    expect(all.total).toBe(sent.total + received.total);
    expect(sent.items.every((i: { direction: string }) => i.direction === 'sent')).toBe(true);
    const page = (await t.app.inject({ url: '/api/transactions/2/1/all', headers: owner1.headers })).json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual(
      all.items.slice(1, 3).map((i: { id: string }) => i.id),
    );
    expect(
      (await t.app.inject({ url: '/api/transactions/10/0/everything', headers: owner1.headers })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/transactions/10/0/all' })).statusCode).toBe(401);
  });
});

describe('the confirmation code of a send to an address', () => {
  const EIP55_EXAMPLE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  it('names the wallet checksummed in the confirmation SMS, and sends no code for an address that cannot be sent to', async () => {
    // an owner of their own: the file's owners have spent their daily codes by now
    const owner = await signIn(t);
    const [item] = await sendable(owner1Id);
    const ask = (addressTo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/requestCode',
        headers: { ...owner.headers, 'accept-language': 'fr' },
        payload: { action: 'sendToAddress', addressTo, productsIds: [item!.id] },
      });
    const before = t.sms.sent.length;
    const typo = await ask('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({
      code: 'ADDRESS_CHECKSUM',
      field: 'addressTo',
      message: /somme de contrôle/,
    });
    expect(t.sms.sent.length).toBe(before);
    t.clock.advance(31);
    const asked = await ask(EIP55_EXAMPLE.toLowerCase());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(t.sms.last(owner.phone)?.text).toContain(
      `${EIP55_EXAMPLE.slice(0, 6)}...${EIP55_EXAMPLE.slice(-4)}`,
    );
  });
});
