// Heirs (issue 36, docs/decisions/043-heirs.md): naming and removing heirs with step-up, the inactivity clock on
// the ManualClock (reminders, then heirs told, each exactly once whatever the rounds), a claim approved (items,
// ledger and histories move, "inherited", the public page a new owner) and one refused, the owner's return
// cancelling claims, and who sees what.
import type { Heir, HeirClaim, OwnerCare } from '@heirloom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  carePeriods,
  collections,
  inactivityWatches,
  items,
  ledgerEntries,
  users,
} from '../src/db/schema';
import { DEMO_OWNER_PHONE } from '../src/demo/seed';
import { grantByCode, sendWithGrant } from './fixtures';
import {
  call,
  daysPass,
  heirGrant,
  heirRow,
  lastSeenDaysAgo,
  makeClaim,
  nameHeir,
  namedMe,
  ownersOf,
  round,
  sendNotices,
  smsTo,
  untilHeirsTold,
  uploadDocument,
  userIdOf,
} from './heirs-fixtures';
import { createTestApp, newPhone, signIn, testPostgresUrl, type Session, type TestApp } from './helpers';
import { createTestApps } from './instances';
import { grantFor } from './security/support';
import { brandId, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

let t: TestApp;
let owner: Session;
let ownerId: string;
let aurele: string;
let nuit: string;
let aureleAdmin: Staff;
let nuitAdmin: Staff;

/** The owner's active items of a brand. */
async function itemsOfBrand(userId: string, clientId: string) {
  return t.app.database.db
    .select({ id: items.id })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId))
    .where(and(eq(items.ownerId, userId), eq(collections.clientId, clientId), eq(items.status, 'active')))
    .orderBy(items.name);
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  owner = await signIn(t, DEMO_OWNER_PHONE);
  ownerId = await userIdOf(t, DEMO_OWNER_PHONE);
  aurele = await brandId(t, 'maison-aurele');
  nuit = await brandId(t, 'atelier-nuit');
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('naming heirs', () => {
  it('refuses every change without a step-up grant for that heir’s number, and makes each with one', async () => {
    const phone = newPhone();
    const body = { phone, displayName: 'Camille', scope: 'all' as const, tell: false, shareName: false };
    const refused = await call(t, owner, 'POST', '/v1/heirs', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('STEP_UP_REQUIRED');
    // a grant for another number does not name this one
    await grantByCode(t, owner, 'changeHeirs', { phoneTo: newPhone() });
    expect((await call(t, owner, 'POST', '/v1/heirs', body)).statusCode).toBe(403);

    const heir = await nameHeir(t, owner, body);
    expect(heir).toMatchObject({ phone, displayName: 'Camille', scope: 'all', itemIds: [] });
    expect(heir.itemCount).toBeGreaterThan(0);
    expect(smsTo(t, phone, /./)).toEqual([]); // not told

    const change = { displayName: 'Camille D.', scope: 'all' as const, tell: false, shareName: false };
    expect((await call(t, owner, 'PUT', `/v1/heirs/${heir.id}`, change)).statusCode).toBe(403);
    await grantByCode(t, owner, 'changeHeirs', { phoneTo: phone });
    const changed = await call(t, owner, 'PUT', `/v1/heirs/${heir.id}`, change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Heir>().displayName).toBe('Camille D.');

    expect((await call(t, owner, 'DELETE', `/v1/heirs/${heir.id}`)).statusCode).toBe(403);
    await grantByCode(t, owner, 'changeHeirs', { phoneTo: phone });
    expect((await call(t, owner, 'DELETE', `/v1/heirs/${heir.id}`)).statusCode).toBe(204);
    const listed = await call(t, owner, 'GET', '/v1/heirs');
    expect(listed.json<{ heirs: Heir[]; safeguard: { state: string } }>()).toMatchObject({
      heirs: [],
      safeguard: { state: 'off' },
    });
  });

  it('refuses the owner’s own number, an item of someone else, an item chosen twice, and two heirs of the rest', async () => {
    const self = await call(t, owner, 'POST', '/transactions/requestCode', {
      action: 'changeHeirs',
      phoneTo: DEMO_OWNER_PHONE,
    });
    expect([self.statusCode, self.json<{ code: string }>().code]).toEqual([409, 'HEIR_IS_SELF']);
    const [first, second] = await itemsOfBrand(ownerId, aurele);
    const a = await nameHeir(t, owner, {
      phone: newPhone(),
      displayName: 'A',
      scope: 'chosen',
      itemIds: [first!.id],
      tell: false,
      shareName: false,
    });
    const twice = newPhone();
    await heirGrant(t, owner, twice);
    const taken = await call(t, owner, 'POST', '/v1/heirs', {
      phone: twice,
      displayName: 'B',
      scope: 'chosen',
      itemIds: [first!.id, second!.id],
      tell: false,
      shareName: false,
    });
    expect([taken.statusCode, taken.json<{ code: string }>().code]).toEqual([409, 'HEIR_ITEM_TAKEN']);
    const stranger = await signIn(t);
    const notMine = newPhone();
    await heirGrant(t, stranger, notMine);
    const foreign = await call(t, stranger, 'POST', '/v1/heirs', {
      phone: notMine,
      displayName: 'C',
      scope: 'chosen',
      itemIds: [first!.id],
      tell: false,
      shareName: false,
    });
    expect(foreign.json<{ code: string }>().code).toBe('HEIR_ITEM_NOT_OWNED');
    // another owner cannot see, change or remove this owner's heir
    expect((await call(t, stranger, 'GET', '/v1/heirs')).json<{ heirs: Heir[] }>().heirs).toEqual([]);
    await heirGrant(t, stranger, a.phone);
    expect((await call(t, stranger, 'DELETE', `/v1/heirs/${a.id}`)).statusCode).toBe(404);
    await heirGrant(t, owner, a.phone);
    expect((await call(t, owner, 'DELETE', `/v1/heirs/${a.id}`)).statusCode).toBe(204);
  });

  it('tells a told heir by SMS without the owner’s name, or with it when the owner consents', async () => {
    const anonymous = newPhone();
    await nameHeir(t, owner, {
      phone: anonymous,
      displayName: 'X',
      scope: 'all',
      tell: true,
      shareName: false,
    });
    const told = smsTo(t, anonymous, /named you as an heir/);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Someone who uses Heirloom');
    const named = newPhone();
    const [item] = await itemsOfBrand(ownerId, nuit);
    await nameHeir(t, owner, {
      phone: named,
      displayName: 'Y',
      scope: 'chosen',
      itemIds: [item!.id],
      tell: true,
      shareName: true,
      ownerName: 'Jeanne Martin',
    });
    expect(smsTo(t, named, /Jeanne Martin, who uses Heirloom/)).toHaveLength(1);
    // clean up for the journey below
    const { heirs } = (await call(t, owner, 'GET', '/v1/heirs')).json<{ heirs: Heir[] }>();
    for (const heir of heirs) {
      await heirGrant(t, owner, heir.phone);
      expect((await call(t, owner, 'DELETE', `/v1/heirs/${heir.id}`)).statusCode).toBe(204);
    }
  });
});

describe('the inactivity safeguard, a claim and its review', () => {
  const heirPhone = newPhone();
  let heir: Session;
  let claim: HeirClaim;
  let aureleItems: string[];
  let nuitItems: string[];

  it('reminds the owner on days 0, 10, 20 and 28, then tells the heirs on day 30: each once, whatever the rounds', async () => {
    await nameHeir(t, owner, {
      phone: heirPhone,
      displayName: 'Heir',
      scope: 'all',
      tell: false,
      shareName: false,
    });
    expect(await round(t)).toBe(0); // just seen
    await lastSeenDaysAgo(t, ownerId, 364);
    expect(await round(t)).toBe(0); // 12 months have not passed
    await lastSeenDaysAgo(t, ownerId, 367);
    // two rounds at once (as two instances): one reminder
    const safeguard = t.app.services.safeguard;
    const moved = await Promise.all([safeguard.round(), safeguard.round()]);
    expect(await round(t)).toBe(0);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    const reminders = () => smsTo(t, DEMO_OWNER_PHONE, /have not signed in for a long time/).length;
    expect(reminders()).toBe(1);
    expect(await daysPass(t, 9)).toBe(0);
    expect(await daysPass(t, 1)).toBe(1);
    expect(await daysPass(t, 10)).toBe(1);
    expect(await daysPass(t, 8)).toBe(1);
    expect(reminders()).toBe(4);
    expect(smsTo(t, heirPhone, /may make a claim/)).toEqual([]);
    expect(await daysPass(t, 2)).toBe(1);
    expect(smsTo(t, heirPhone, /may make a claim/)).toHaveLength(1);
    expect(await daysPass(t, 40)).toBe(0);
    expect(reminders()).toBe(4);
    expect(smsTo(t, heirPhone, /may make a claim/)).toHaveLength(1);
  });

  it('shows the heir only the number of items, and takes one claim with the documents of each brand', async () => {
    heir = await signIn(t, heirPhone);
    const named = await namedMe(t, heir);
    expect(named.items).toHaveLength(1);
    const naming = named.items[0]!;
    expect(naming).toMatchObject({ ownerName: null, mayClaim: true, claim: null });
    // since when: named before the heirs were told, told once the safeguard's month had passed
    expect(Date.parse(naming.namedAt)).toBeLessThan(Date.parse(naming.mayClaimSince!));
    aureleItems = (await itemsOfBrand(ownerId, aurele)).map((i) => i.id);
    nuitItems = (await itemsOfBrand(ownerId, nuit)).map((i) => i.id);
    const held = await t.app.database.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.ownerId, ownerId));
    for (const { id } of held) expect(JSON.stringify(named)).not.toContain(id);
    claim = await makeClaim(t, heir, naming.id);
    expect(claim.parts.map((p) => p.brandId)).toEqual(expect.arrayContaining([aurele, nuit]));
    const aurelePart = claim.parts.find((p) => p.brandId === aurele)!;
    expect(aurelePart.requiredDocuments).toEqual([
      'A death certificate',
      'A document proving you are the heir',
    ]);
    for (const { id } of held) expect(JSON.stringify(claim)).not.toContain(id);
    const again = await call(t, heir, 'POST', `/v1/heirs/named-me/${naming.id}/claim`, {
      statement: 'Again.',
    });
    expect(again.json<{ code: string }>().code).toBe('CLAIM_EXISTS');

    const uploaded = await uploadDocument(t, heir, claim.id, aurele);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const notADocument = await uploadDocument(t, heir, claim.id, aurele, Buffer.from('hello, not a pdf'));
    expect([notADocument.statusCode, notADocument.json<{ code: string }>().code]).toEqual([
      415,
      'CLAIM_DOCUMENT_TYPE',
    ]);
    // another owner: no claim, no document
    const other = await signIn(t);
    expect((await call(t, other, 'GET', `/v1/heir-claims/${claim.id}`)).statusCode).toBe(404);
    const docId = uploaded.json<{ id: string }>().id;
    expect((await call(t, other, 'GET', `/v1/heir-claims/${claim.id}/documents/${docId}`)).statusCode).toBe(
      404,
    );
    expect((await uploadDocument(t, other, claim.id, aurele)).statusCode).toBe(404);
    const mine = await call(t, heir, 'GET', `/v1/heir-claims/${claim.id}/documents/${docId}`);
    expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('lets each brand’s staff read only their part; an approval moves the items, their ledger and their histories', async () => {
    // a console session of today (the clock has moved more than a year)
    aureleAdmin = await firstAdmin(t, 'maison-aurele', 'heirs-admin@maison-aurele.example');
    nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'heirs-admin@atelier-nuit.example');
    const part = `/brands/${aurele}/heir-claims/${claim.id}`;
    const list = await consoleCall(t, aureleAdmin, 'GET', `/brands/${aurele}/heir-claims/10/0`);
    expect(list.json<{ items: { claimId: string }[] }>().items.map((i) => i.claimId)).toContain(claim.id);
    const read = await consoleCall(t, aureleAdmin, 'GET', part);
    expect(read.statusCode, read.body).toBe(200);
    const detail = read.json<{
      items: { id: string }[];
      documents: { id: string }[];
      heirPhone: string;
      statement: string;
    }>();
    expect(detail.items.map((i) => i.id).sort()).toEqual([...aureleItems].sort());
    // the heir's number masked: its country and last two digits only
    expect(detail.heirPhone).toBe(`+33 •••••••${heirPhone.slice(-2)}`);
    expect(detail).toMatchObject({ statement: 'My father passed away in March.' });
    const doc = await consoleCall(t, aureleAdmin, 'GET', `${part}/documents/${detail.documents[0]!.id}`);
    expect(doc.statusCode).toBe(200);
    // another brand's admin: its own brand has no such document, the other brand's paths are not theirs
    expect((await consoleCall(t, nuitAdmin, 'GET', part)).statusCode).toBe(404);
    expect((await consoleCall(t, nuitAdmin, 'POST', `${part}/approve`)).statusCode).toBe(404);
    const nuitPart = `/brands/${nuit}/heir-claims/${claim.id}`;
    expect(
      (await consoleCall(t, nuitAdmin, 'GET', `${nuitPart}/documents/${detail.documents[0]!.id}`)).statusCode,
    ).toBe(404);

    const publicId = (await t.app.database.db.select().from(items).where(eq(items.id, aureleItems[0]!)))[0]!
      .publicId;
    const ownersBefore = (await call(t, null, 'GET', `/public/items/${publicId}`)).json<{
      ownersCount: number;
    }>().ownersCount;
    const approved = await consoleCall(t, aureleAdmin, 'POST', `${part}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ state: string; decidedBy: string }>()).toMatchObject({
      state: 'approved',
      decidedBy: 'heirs-admin@maison-aurele.example',
    });
    const heirId = await userIdOf(t, heirPhone);
    const owners = await ownersOf(t, aureleItems);
    expect([...owners.values()].every((o) => o === heirId)).toBe(true);
    expect([...(await ownersOf(t, nuitItems)).values()].every((o) => o === ownerId)).toBe(true);
    const [heirAccount] = await t.app.database.db.select().from(users).where(eq(users.id, heirId));
    const moves = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.itemId, aureleItems), eq(ledgerEntries.kind, 'transfer')));
    expect(moves.filter((m) => m.toAddress === heirAccount!.custodialAddress)).toHaveLength(
      aureleItems.length,
    );
    const history = await call(t, heir, 'GET', `/v1/products/getProductHistory/${aureleItems[0]}`);
    expect(history.json<{ items: { kind: string; actor: string }[] }>().items[0]).toMatchObject({
      kind: 'inherited',
      actor: 'system',
    });
    const publicAfter = (await call(t, null, 'GET', `/public/items/${publicId}`)).json<{
      ownersCount: number;
    }>();
    expect(publicAfter.ownersCount).toBe(ownersBefore + 1);
    expect(smsTo(t, heirPhone, /approved your claim/)).toHaveLength(1);
    const audited = await t.app.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'heirClaim.approved'));
    expect(audited).toHaveLength(1);
    expect((await consoleCall(t, aureleAdmin, 'POST', `${part}/approve`)).json<{ code: string }>().code).toBe(
      'CLAIM_NOT_OPEN',
    );
  });

  it('tells the heir why a brand refused, and closes the claim once every brand decided', async () => {
    const remaining = (await consoleCall(t, aureleAdmin, 'GET', `/brands/${aurele}/heir-claims/10/0`)).json<{
      items: { claimId: string; state: string }[];
    }>();
    expect(remaining.items.find((i) => i.claimId === claim.id)?.state).toBe('approved');
    const others = claim.parts.filter((p) => p.brandId !== aurele);
    for (const part of others) {
      const admin =
        part.brandId === nuit
          ? nuitAdmin
          : await firstAdmin(t, 'domaine-solene', 'heirs-admin@domaine-solene.example');
      const refused = await consoleCall(
        t,
        admin,
        'POST',
        `/brands/${part.brandId}/heir-claims/${claim.id}/refuse`,
        {
          reason: 'The certificate is unreadable.',
        },
      );
      expect(refused.statusCode, refused.body).toBe(200);
    }
    expect(smsTo(t, heirPhone, /refused your claim\. Reason: The certificate is unreadable\./).length).toBe(
      others.length,
    );
    expect([...(await ownersOf(t, nuitItems)).values()].every((o) => o === ownerId)).toBe(true);
    const read = (await call(t, heir, 'GET', `/v1/heir-claims/${claim.id}`)).json<HeirClaim>();
    expect(read.state).toBe('closed');
    expect(read.parts.find((p) => p.brandId === nuit)).toMatchObject({
      state: 'refused',
      reason: 'The certificate is unreadable.',
    });
  });
});

describe('an item in someone’s care at the handover', () => {
  it('moves to the heir all the same: its care ends with the handover and the carer is told', async () => {
    owner = await signIn(t, DEMO_OWNER_PHONE);
    const lender = await signIn(t);
    const lenderId = await userIdOf(t, lender.phone);
    const [item] = await itemsOfBrand(ownerId, nuit);
    const sent = await sendWithGrant(t, owner, 'sendToPhone', {
      phoneTo: lender.phone,
      productsIds: [item!.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // lent for most of a year, longer than the wait before the heirs are told
    const carerPhone = newPhone();
    await grantFor(t, lenderId, 'entrustToPhone', { phoneTo: carerPhone, productsIds: [item!.id] });
    const lent = await call(t, lender, 'POST', `/v1/products/${item!.id}/care`, {
      carer: { kind: 'person', phone: carerPhone },
      endsAt: new Date(t.clock.now().getTime() + 300 * 86_400_000).toISOString(),
      share: { pictures: true, certificate: false, ownerName: null, note: null },
    });
    expect(lent.statusCode, lent.body).toBe(201);
    const care = lent.json<OwnerCare>();
    const heirPhone = newPhone();
    await nameHeir(t, lender, {
      phone: heirPhone,
      displayName: 'H',
      scope: 'all',
      tell: false,
      shareName: false,
    });
    await untilHeirsTold(t, lenderId);
    const carer = await signIn(t, carerPhone);
    expect((await call(t, carer, 'GET', `/v1/care/entrusted/${care.id}`)).statusCode).toBe(200);

    const heir = await signIn(t, heirPhone);
    const claim = await makeClaim(t, heir, (await namedMe(t, heir)).items[0]!.id);
    expect((await uploadDocument(t, heir, claim.id, nuit)).statusCode).toBe(201);
    const admin = await firstAdmin(t, 'atelier-nuit', 'care-heirs@atelier-nuit.example');
    const approved = await consoleCall(t, admin, 'POST', `/brands/${nuit}/heir-claims/${claim.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await sendNotices(t);

    const heirId = await userIdOf(t, heirPhone);
    expect((await ownersOf(t, [item!.id])).get(item!.id)).toBe(heirId);
    const [period] = await t.app.database.db.select().from(carePeriods).where(eq(carePeriods.id, care.id));
    expect(period?.endedBy).toBe('custody');
    expect(
      (await t.app.database.db.select().from(items).where(eq(items.id, item!.id)))[0]?.inCareUntil,
    ).toBeNull();
    expect(smsTo(t, carerPhone, /has ended/)).toHaveLength(1);
    // the carer sees it no more; the heir has it, free to send
    expect((await call(t, carer, 'GET', `/v1/care/entrusted/${care.id}`)).statusCode).toBe(404);
    const held = await call(t, heir, 'GET', `/v1/products/${item!.id}`);
    expect(held.json<{ inCareUntil: string | null }>().inCareUntil).toBeNull();
  });
});

describe('the owner’s return', () => {
  it('cancels every open claim and stops the clock when the owner signs in; the heirs who claimed are told', async () => {
    owner = await signIn(t, DEMO_OWNER_PHONE);
    const owner2 = await signIn(t);
    const owner2Id = await userIdOf(t, owner2.phone);
    const [item] = await itemsOfBrand(ownerId, nuit);
    const sent = await sendWithGrant(t, owner, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [item!.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const heirPhone = newPhone();
    await nameHeir(t, owner2, {
      phone: heirPhone,
      displayName: 'H',
      scope: 'all',
      tell: false,
      shareName: false,
    });
    await untilHeirsTold(t, owner2Id);
    const heir = await signIn(t, heirPhone);
    const claim = await makeClaim(t, heir, (await namedMe(t, heir)).items[0]!.id);
    const back = await signIn(t, owner2.phone);
    await sendNotices(t);
    const after = (await call(t, heir, 'GET', `/v1/heir-claims/${claim.id}`)).json<HeirClaim>();
    expect(after.state).toBe('cancelled');
    expect(after.parts.every((p) => p.state === 'cancelled')).toBe(true);
    expect(smsTo(t, heirPhone, /has signed in again/)).toHaveLength(1);
    const safeguard = (await call(t, back, 'GET', '/v1/heirs')).json<{
      safeguard: { state: string };
    }>().safeguard;
    expect(safeguard.state).toBe('watching');
    expect((await namedMe(t, heir)).items).toEqual([]); // not told, and no longer may claim
    expect(await daysPass(t, 1)).toBe(0);
  });

  it('forgets the owner’s heirs and safeguard when they delete their account (a claimed heir stays, unnamed)', async () => {
    owner = await signIn(t, DEMO_OWNER_PHONE);
    const leaving = await signIn(t);
    const leavingId = await userIdOf(t, leaving.phone);
    const [item, other] = await itemsOfBrand(ownerId, nuit);
    const sent = await sendWithGrant(t, owner, 'sendToPhone', {
      phoneTo: leaving.phone,
      productsIds: [item!.id, other!.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const claimer = newPhone();
    const unclaimed = newPhone();
    await nameHeir(t, leaving, {
      phone: claimer,
      displayName: 'C',
      scope: 'all',
      tell: false,
      shareName: false,
    });
    await nameHeir(t, leaving, {
      phone: unclaimed,
      displayName: 'U',
      scope: 'chosen',
      itemIds: [item!.id],
      tell: false,
      shareName: false,
    });
    await untilHeirsTold(t, leavingId);
    const heir = await signIn(t, claimer);
    const claim = await makeClaim(t, heir, (await namedMe(t, heir)).items[0]!.id);
    const back = await signIn(t, leaving.phone);
    await grantByCode(t, back, 'deleteAccount');
    const deleted = await call(t, back, 'DELETE', `/users/${leavingId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await sendNotices(t);
    expect((await call(t, heir, 'GET', `/v1/heir-claims/${claim.id}`)).json<HeirClaim>().state).toBe(
      'cancelled',
    );
    expect((await namedMe(t, heir)).items).toEqual([]);
    expect(await heirRow(t, leavingId, unclaimed)).toBeUndefined();
    expect(await heirRow(t, leavingId, claimer)).toMatchObject({ displayName: '', ownerName: null });
    const [watch] = await t.app.database.db
      .select()
      .from(inactivityWatches)
      .where(eq(inactivityWatches.ownerId, leavingId));
    expect(watch).toBeUndefined();
  });

  it('takes a signed-in request once the reminders began as a proof of life', async () => {
    const owner3 = await signIn(t);
    const owner3Id = await userIdOf(t, owner3.phone);
    await nameHeir(t, owner3, {
      phone: newPhone(),
      displayName: 'H',
      scope: 'all',
      tell: false,
      shareName: false,
    });
    await lastSeenDaysAgo(t, owner3Id, 400);
    expect(await round(t)).toBe(1);
    t.clock.advance(2 * 3600);
    const refreshed = await call(t, null, 'POST', '/auth/refresh', { refreshToken: owner3.refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const headers = { authorization: `Bearer ${refreshed.json<{ accessToken: string }>().accessToken}` };
    const res = await call(t, { headers }, 'GET', '/v1/heirs');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ safeguard: { state: string } }>().safeguard.state).toBe('watching');
    expect(await daysPass(t, 1)).toBe(0);
  });
});

describe.skipIf(!testPostgresUrl)('two instances on one PostgreSQL database', () => {
  it('reminds once and tells the heirs once whatever the two instances’ rounds', async () => {
    const [a, b] = await createTestApps(2);
    try {
      const apps = [a!, b!];
      const owner = await signIn(a!);
      const heirPhone = newPhone();
      await nameHeir(a!, owner, {
        phone: heirPhone,
        displayName: 'H',
        scope: 'all',
        tell: false,
        shareName: false,
      });
      await lastSeenDaysAgo(a!, await userIdOf(a!, owner.phone), 400);
      const texts = (pattern: RegExp) => apps.flatMap((t) => t.sms.sent).filter((m) => pattern.test(m.text));
      let moved = 0;
      for (const days of [0, 10, 10, 8, 2, 5]) {
        for (const t of apps) t.clock.advance(days * 86_400);
        const rounds = await Promise.all(
          apps.flatMap((t) => [t.app.services.safeguard.round(), t.app.services.safeguard.round()]),
        );
        moved += rounds.reduce((x, y) => x + y, 0);
        for (const t of apps) await sendNotices(t);
      }
      expect(moved).toBe(5);
      expect(texts(/have not signed in for a long time/).filter((m) => m.to === owner.phone)).toHaveLength(4);
      expect(texts(/may make a claim/).filter((m) => m.to === heirPhone)).toHaveLength(1);
    } finally {
      await Promise.all([a?.close(), b?.close()]);
    }
  });
});
