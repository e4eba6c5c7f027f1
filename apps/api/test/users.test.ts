// The owner's account: profile (self only), settings, e-mail confirmation links, push devices, and
// account deletion with items held for the phone number and given back when it signs up again.
import { randomUUID } from 'node:crypto';
import {
  EMAIL_TOKEN_TTL_SECONDS,
  EMAILS_PER_USER_PER_HOUR,
  PUSH_DEVICES_PER_USER,
  type StepUpAction,
  type User,
} from '@heirloom/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  collections,
  emailConfirmations,
  itemEvents,
  itemImages,
  items,
  ledgerEntries,
  finderMessages,
  oppositions,
  pushDevices,
  repairSteps,
  repairs,
  savStores,
  sessions,
  transfers,
  users,
} from '../src/db/schema';
import type { StepUpDetails } from '../src/modules/auth/step-up-binding';
import { demoBrandKey } from '../src/modules/brand/brand-keys';
import { grantByCode } from './fixtures';
import { createTestApp, newPhone, signIn, type TestApp } from './helpers';
import { multipart, pngImage } from './media-fixtures';

let t: TestApp;
type Session = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const userRow = async (phone: string) => (await db().select().from(users).where(eq(users.phone, phone)))[0];
const idOf = async (s: Session) => (await userRow(s.phone))!.id;

const call = (
  s: Session | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(s ? s.headers : {}), 'accept-language': language },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

interface OutboxMail {
  channel: string;
  subject: string | null;
  text: string;
}
const mails = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<
    OutboxMail[]
  >();
const linkIn = (mail: OutboxMail | undefined) => {
  const match = /\/confirm-email\?userId=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no confirmation link in the e-mail');
  return { userId: match[1], emailConfirmationToken: match[2] };
};
const confirm = (body: { userId: string; emailConfirmationToken: string }, language = 'en') =>
  call(null, 'POST', '/users/confirmEmailWithToken', body, language);

/** A store of the item's brand, and the brand's demo API key. */
const brandOf = async (itemId: string) => {
  const [row] = await db()
    .select({ store: savStores.id, slug: clients.slug })
    .from(items)
    .innerJoin(collections, eq(items.collectionId, collections.id))
    .innerJoin(clients, eq(collections.clientId, clients.id))
    .innerJoin(savStores, eq(savStores.clientId, clients.id))
    .where(eq(items.id, itemId))
    .limit(1);
  if (!row) throw new Error(`no store for item ${itemId}`);
  return { store: row.store, key: demoBrandKey(row.slug) };
};
const askRepair = async (s: Session, itemId: string, details: string) => {
  const res = await call(s, 'POST', `/v2/products/${itemId}/repair`, {
    savStore: (await brandOf(itemId)).store,
    details,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const brandMove = async (itemId: string, repairId: string, state: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/brand/repairs/${repairId}/state`,
    headers: { authorization: `Bearer ${(await brandOf(itemId)).key}` },
    payload: { state },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const repairRow = async (id: string) => (await db().select().from(repairs).where(eq(repairs.id, id)))[0]!;
const itemStatus = async (id: string) =>
  (await db().select({ status: items.status }).from(items).where(eq(items.id, id)))[0]?.status;

/** Grants through the real flow (test/fixtures.ts): ask for a code for this action, type it. */
const grant = (s: Session, action: StepUpAction, details?: StepUpDetails) =>
  grantByCode(t, s, action, details);

describe('the profile', () => {
  it('answers the signed-in user with default settings; another id is 404, no token is 401', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const id = await idOf(me);
    const res = await call(me, 'GET', `/users/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({
      id,
      phone: me.phone,
      email: null,
      pendingEmail: null,
      pushDevices: 0,
      settings: { notifications: { sms: true, email: true, push: true }, marketing: false },
    });
    const theirs = await call(me, 'GET', `/users/${await idOf(other)}`);
    expect(theirs.statusCode).toBe(404);
    expect((await call(me, 'GET', `/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/users/${id}`)).statusCode).toBe(401);
    expect((await call(me, 'GET', '/users/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('settings', () => {
  it('refuses a bad language, an unknown key and an empty body, and changes nothing', async () => {
    const me = await signIn(t);
    for (const body of [
      { language: 'de' },
      { colour: 'blue' },
      {},
      { notifications: { fax: true } },
      { notifications: { sms: 'no' } },
    ]) {
      const res = await call(me, 'PATCH', '/users/settings', body, 'fr');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      expect(res.json<{ message: string }>().message).toMatch(/^Saisie invalide/);
    }
    const row = await userRow(me.phone);
    expect(row?.settings).toEqual({});
    expect(row?.language).toBe('en');
  });

  it('merges a partial update over what is stored', async () => {
    const me = await signIn(t);
    const first = await call(me, 'PATCH', '/users/settings', { notifications: { sms: false } });
    expect(first.statusCode).toBe(200);
    expect(first.json<User>().settings).toEqual({
      notifications: { sms: false, email: true, push: true },
      marketing: false,
    });
    const second = await call(me, 'PATCH', '/users/settings', { language: 'fr', marketing: true });
    expect(second.json<User>()).toMatchObject({
      language: 'fr',
      settings: { notifications: { sms: false, email: true, push: true }, marketing: true },
    });
    const again = await call(me, 'GET', `/users/${await idOf(me)}`);
    expect(again.json<User>().settings.notifications.sms).toBe(false);
  });
});

describe('e-mail confirmation', () => {
  it('keeps the address pending until the link is opened, then confirms it once', async () => {
    const me = await signIn(t);
    const id = await idOf(me);
    const set = await call(me, 'POST', '/users/setEmail', { email: 'Owner.One@Example.COM' });
    expect(set.statusCode).toBe(200);
    expect(set.json<User>()).toMatchObject({ email: null, pendingEmail: 'owner.one@example.com' });

    const [mail] = await mails('owner.one@example.com');
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toBe('Confirm your Heirloom e-mail address');
    expect(mail?.text).toContain(`${t.config.publicUrl}/confirm-email?userId=${id}&token=`);
    const link = linkIn(mail);
    // only a keyed hash of the token is stored
    const [stored] = await db().select().from(emailConfirmations).where(eq(emailConfirmations.userId, id));
    expect(stored?.tokenHash).not.toContain(link.emailConfirmationToken);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const ok = await confirm(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: 'owner.one@example.com' });
    const me2 = (await call(me, 'GET', `/users/${id}`)).json<User>();
    expect(me2).toMatchObject({ email: 'owner.one@example.com', pendingEmail: null });
    expect((await userRow(me.phone))?.emailConfirmedAt?.toISOString()).toBe(t.clock.now().toISOString());

    const twice = await confirm(link, 'fr');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
    expect(twice.json<{ message: string }>().message).toContain('Ce lien de confirmation est invalide');

    // the confirmed address again: nothing is sent
    const before = (await mails('owner.one@example.com')).length;
    const same = await call(me, 'POST', '/users/setEmail', { email: 'owner.one@example.com' });
    expect(same.statusCode).toBe(200);
    expect(same.json<User>()).toMatchObject({ email: 'owner.one@example.com', pendingEmail: null });
    expect((await mails('owner.one@example.com')).length).toBe(before);
  });

  it('writes the e-mail in the owner’s language and refuses a malformed address', async () => {
    const me = await signIn(t);
    await call(me, 'PATCH', '/users/settings', { language: 'fr' });
    expect((await call(me, 'POST', '/users/setEmail', { email: 'nope' })).statusCode).toBe(400);
    expect((await call(me, 'POST', '/users/setEmail', { email: 'a@b.co', x: 1 })).statusCode).toBe(400);
    await call(me, 'POST', '/users/setEmail', { email: 'fr.owner@example.com' });
    const [mail] = await mails('fr.owner@example.com');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail Heirloom');
    expect(mail?.text).toContain('ne sert qu’une fois');
  });

  it('refuses an expired link, a superseded link and a link for another user', async () => {
    const phone = newPhone();
    await call(await signIn(t, phone), 'POST', '/users/setEmail', { email: 'late@example.com' });
    const late = linkIn((await mails('late@example.com'))[0]);
    t.clock.advance(EMAIL_TOKEN_TTL_SECONDS + 1);
    const expired = await confirm(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'EMAIL_TOKEN_EXPIRED' });
    expect(await userRow(phone)).toMatchObject({ email: null, pendingEmail: 'late@example.com' });
    const me = await signIn(t, phone); // the access token did not outlive the day either

    await call(me, 'POST', '/users/setEmail', { email: 'first@example.com' });
    const first = linkIn((await mails('first@example.com'))[0]);
    await call(me, 'POST', '/users/setEmail', { email: 'second@example.com' });
    const second = linkIn((await mails('second@example.com'))[0]);
    const superseded = await confirm(first);
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json()).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });

    const other = await signIn(t);
    const wrongUser = await confirm({ ...second, userId: await idOf(other) });
    expect(wrongUser.json()).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
    const unknown = await confirm({ ...second, emailConfirmationToken: 'A'.repeat(43) });
    expect(unknown.json()).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
    const row = await userRow(me.phone);
    expect(row).toMatchObject({ email: null, pendingEmail: 'second@example.com' });

    expect((await confirm(second)).json()).toEqual({ email: 'second@example.com' });
  });

  it('lets one of two concurrent confirmations through', async () => {
    const me = await signIn(t);
    await call(me, 'POST', '/users/setEmail', { email: 'race@example.com' });
    const link = linkIn((await mails('race@example.com'))[0]);
    const answers = await Promise.all([confirm(link), confirm(link), confirm(link)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it(`sends at most ${EMAILS_PER_USER_PER_HOUR} confirmation e-mails an hour, then answers 429`, async () => {
    const me = await signIn(t);
    for (let i = 0; i < EMAILS_PER_USER_PER_HOUR; i += 1) {
      t.clock.advance(60);
      const res = await call(me, 'POST', '/users/setEmail', { email: `many${i}@example.com` });
      expect(res.statusCode).toBe(200);
    }
    const refused = await call(me, 'POST', '/users/setEmail', { email: 'one-more@example.com' }, 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_RATE_LIMITED' });
    expect(refused.json<{ message: string }>().message).toMatch(/^Trop d’e-mails de confirmation/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mails('one-more@example.com')).toEqual([]);
    expect((await userRow(me.phone))?.pendingEmail).toBe(`many${EMAILS_PER_USER_PER_HOUR - 1}@example.com`);
    t.clock.advance(3600);
    const later = await signIn(t, me.phone);
    const res = await call(later, 'POST', '/users/setEmail', { email: 'one-more@example.com' });
    expect(res.statusCode).toBe(200);
  });
});

describe('push devices', () => {
  const token = (n: string) =>
    JSON.stringify({ endpoint: `https://push.test/${n}`, keys: { p256dh: 'p', auth: 'a' } });

  it('gives the push configuration', async () => {
    const me = await signIn(t);
    const res = await call(me, 'GET', '/users/pushConfig');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'console' });
    expect(res.json<{ vapidPublicKey: string }>().vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await call(null, 'GET', '/users/pushConfig')).statusCode).toBe(401);
  });

  it('upserts per device, forgets idempotently, and validates', async () => {
    const me = await signIn(t);
    const id = await idOf(me);
    const device = randomUUID();
    expect(
      (await call(me, 'POST', '/users/fcmToken', { deviceUUID: device, token: token('a') })).json(),
    ).toEqual({ ok: true });
    await call(me, 'POST', '/users/fcmToken', { deviceUUID: device, token: token('b') });
    const rows = await db().select().from(pushDevices).where(eq(pushDevices.userId, id));
    expect(rows.map((r) => r.token)).toEqual([token('b')]);
    expect((await call(me, 'GET', `/users/${id}`)).json<User>().pushDevices).toBe(1);
    for (const bad of [
      { deviceUUID: 'x', token: 't' },
      { deviceUUID: device, token: '' },
      { deviceUUID: device },
    ]) {
      expect((await call(me, 'POST', '/users/fcmToken', bad)).statusCode).toBe(400);
    }
    expect((await call(me, 'POST', '/users/fcmToken/delete', { deviceUUID: device })).statusCode).toBe(200);
    expect((await call(me, 'POST', '/users/fcmToken/delete', { deviceUUID: device })).statusCode).toBe(200);
    expect((await call(me, 'GET', `/users/${id}`)).json<User>().pushDevices).toBe(0);
  });

  it(`keeps the ${PUSH_DEVICES_PER_USER} latest devices: the oldest is dropped`, async () => {
    const me = await signIn(t);
    const id = await idOf(me);
    const devices = Array.from({ length: PUSH_DEVICES_PER_USER + 1 }, () => randomUUID());
    for (const [i, device] of devices.entries()) {
      t.clock.advance(1);
      const res = await call(me, 'POST', '/users/fcmToken', { deviceUUID: device, token: token(`d${i}`) });
      expect(res.statusCode).toBe(200);
    }
    const kept = await db().select().from(pushDevices).where(eq(pushDevices.userId, id));
    expect(kept).toHaveLength(PUSH_DEVICES_PER_USER);
    expect(kept.map((d) => d.deviceUuid)).not.toContain(devices[0]);
    expect(kept.map((d) => d.deviceUuid)).toContain(devices[PUSH_DEVICES_PER_USER]);
  });

  it('gives a device to whoever registered it last', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const device = randomUUID();
    await call(a, 'POST', '/users/fcmToken', { deviceUUID: device, token: token('shared') });
    await call(b, 'POST', '/users/fcmToken', { deviceUUID: device, token: token('shared') });
    const rows = await db().select().from(pushDevices).where(eq(pushDevices.deviceUuid, device));
    expect(rows.map((r) => r.userId)).toEqual([await idOf(b)]);
  });
});

describe('account deletion', () => {
  let owner1: Session;
  let leaver: Session;
  let leaverId: string;
  let kept: string[];
  let pendingItem: string;

  const ownedBy = async (userId: string) =>
    (await db().select().from(items).where(eq(items.ownerId, userId))).map((i) => i.id).sort();

  beforeAll(async () => {
    owner1 = await signIn(t, '+33600000001');
    leaver = await signIn(t);
    leaverId = await idOf(leaver);
    // items that can be sent: minted, active (not in repair, declared lost, reserved)
    const sendable = await db()
      .select({ id: items.id })
      .from(items)
      .where(
        and(eq(items.ownerId, await idOf(owner1)), eq(items.isToMint, false), eq(items.status, 'active')),
      );
    kept = sendable
      .map((i) => i.id)
      .sort()
      .slice(0, 3);
    const toLeaver = { phoneTo: leaver.phone, productsIds: kept };
    await grant(owner1, 'sendToPhone', toLeaver);
    const sent = await call(owner1, 'POST', '/transactions/sendToPhone', toLeaver);
    expect(sent.statusCode, sent.body).toBe(200);
    // one of them is on its way to a number with no account: deletion brings it back first
    pendingItem = kept[2]!;
    const toNewcomer = { phoneTo: newPhone(), productsIds: [pendingItem] };
    await grant(leaver, 'sendToPhone', toNewcomer);
    const pending = await call(leaver, 'POST', '/transactions/sendToPhone', toNewcomer);
    expect(pending.statusCode, pending.body).toBe(200);
  });

  it('answers 404 for another user’s id, on GET and DELETE alike', async () => {
    const res = await call(owner1, 'DELETE', `/users/${leaverId}`);
    expect(res.statusCode).toBe(404);
    expect((await call(owner1, 'GET', `/users/${leaverId}`)).statusCode).toBe(404);
    expect((await userRow(leaver.phone))?.status).toBe('active');
  });

  it('answers 403 without a deleteAccount grant, and changes nothing', async () => {
    // a grant for another action does not do
    await grant(leaver, 'sendToPhone', { phoneTo: newPhone(), productsIds: [kept[0]!] });
    const res = await call(leaver, 'DELETE', `/users/${leaverId}`, undefined, 'fr');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect((await userRow(leaver.phone))?.status).toBe('active');
    expect(await ownedBy(leaverId)).toEqual(kept.slice(0, 2).sort());
    expect((await call(leaver, 'GET', `/users/${leaverId}`)).statusCode).toBe(200);
  });

  it('erases personal data, holds the items, removes private photos, and ends every session', async () => {
    await call(leaver, 'POST', '/users/setEmail', { email: 'leaver@example.com' });
    await confirm(linkIn((await mails('leaver@example.com'))[0]));
    await call(leaver, 'POST', '/users/fcmToken', {
      deviceUUID: randomUUID(),
      token: JSON.stringify({ endpoint: 'https://push.test/leaver', keys: { p256dh: 'p', auth: 'a' } }),
    });
    const form = await multipart(
      { title: 'Receipt', extension: 'png', isPublic: 'false' },
      { bytes: await pngImage(), name: 'r.png', type: 'image/png' },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/addImage/${kept[0]}`,
      headers: { ...leaver.headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const [photo] = await db().select().from(itemImages).where(eq(itemImages.uploaderId, leaverId));
    expect(await t.app.providers.storage.get(photo!.storageKey)).toBeDefined();
    // the owner's own words, which may say anything about them
    const words = 'Léa Martin, 12 rue des Lilas: call me on 06 12 34 56 78';
    const repairId = await askRepair(leaver, kept[0]!, `${words} (repair)`);
    const declared = await call(leaver, 'POST', `/products/makeOpposition/${kept[1]}`, {
      kind: 'lost',
      details: `${words} (lost)`,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const withdrawn = await call(leaver, 'POST', `/products/withdrawOpposition/${kept[1]}`, {
      details: `${words} (found)`,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // a finder wrote to this owner: the words and contact were theirs to read, no one's after them
    await db().insert(finderMessages).values({
      itemId: kept[1]!,
      senderHash: 'finder',
      message: 'Found it at the station',
      contact: 'finder@example.org',
      createdAt: t.clock.now(),
    });

    await grant(leaver, 'deleteAccount');
    const res = await call(leaver, 'DELETE', `/users/${leaverId}`);
    expect(res.statusCode).toBe(204);

    const [row] = await db().select().from(users).where(eq(users.id, leaverId));
    expect(row).toMatchObject({
      phone: `deleted:${leaverId}`,
      email: null,
      pendingEmail: null,
      emailConfirmedAt: null,
      settings: {},
      status: 'deleted',
    });
    expect(row?.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(row?.custodialAddress).toMatch(/^0x/);
    expect(await db().select().from(pushDevices).where(eq(pushDevices.userId, leaverId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, leaverId))).toEqual([]);
    expect(
      await db().select().from(emailConfirmations).where(eq(emailConfirmations.userId, leaverId)),
    ).toEqual([]);
    expect(await db().select().from(itemImages).where(eq(itemImages.uploaderId, leaverId))).toEqual([]);
    expect(await t.app.providers.storage.get(photo!.storageKey)).toBeUndefined();
    // the rows stay (the item's record, the brand's), the words are gone
    const declarations = await db().select().from(oppositions).where(eq(oppositions.ownerId, leaverId));
    expect(declarations.map((o) => [o.details, o.withdrawDetails])).toEqual([['', '']]);
    expect(await repairRow(repairId)).toMatchObject({ details: '', state: 'cancelled' });
    const texts = JSON.stringify([
      await db().select().from(repairs),
      await db().select().from(repairSteps),
      await db().select().from(oppositions),
      await db().select().from(itemEvents),
    ]);
    expect(texts).not.toContain('Lilas');
    expect(await db().select().from(finderMessages).where(inArray(finderMessages.itemId, kept))).toEqual([]);

    // the pending transfer came back before the items were held: all three wait for the number
    const [pending] = await db().select().from(transfers).where(eq(transfers.senderId, leaverId));
    expect(pending?.state).toBe('cancelled');
    const held = await db().select().from(items).where(inArray(items.id, kept));
    expect(held).toHaveLength(3);
    for (const item of held) {
      expect(item.ownerId).toBeNull();
      expect(item.heldForPhoneHash).toMatch(/^[0-9a-f]{64}$/);
      expect(item.heldForPhoneHash).not.toContain(leaver.phone.slice(1));
    }

    // the old tokens no longer open anything
    expect((await call(leaver, 'GET', `/users/${leaverId}`)).statusCode).toBe(401);
    expect((await call(leaver, 'GET', '/users/pushConfig')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: leaver.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(await ledgerOk()).toBe(true);
  });

  it('gives the held items back when the same number signs up again, on the ledger too', async () => {
    t.clock.advance(31);
    const again = await signIn(t, leaver.phone);
    const newId = await idOf(again);
    expect(newId).not.toBe(leaverId);
    expect(await ownedBy(newId)).toEqual(kept);
    const [fresh] = await db().select().from(users).where(eq(users.id, newId));
    for (const id of kept) {
      const [item] = await db().select().from(items).where(eq(items.id, id));
      expect(item?.heldForPhoneHash).toBeNull();
      expect(item?.acquiredAt.toISOString()).toBe(t.clock.now().toISOString());
      expect(await lastEventOf(id)).toMatchObject({ kind: 'received', actor: 'system' });
      const [entry] = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.itemId, id))
        .orderBy(desc(ledgerEntries.seq))
        .limit(1);
      expect(entry).toMatchObject({ toAddress: fresh?.custodialAddress });
    }
    expect(await ledgerOk()).toBe(true);
    // a second sign-in finds nothing more to give
    const entries = (await db().select().from(ledgerEntries)).length;
    t.clock.advance(31);
    await signIn(t, leaver.phone);
    expect((await db().select().from(ledgerEntries)).length).toBe(entries);
  });
});

describe('account deletion with repairs', () => {
  let mender: Session;
  let menderId: string;
  // one item per state the owner leaves its repair in
  const item = { requested: '', accepted: '', in_progress: '', ready_for_pickup: '' };
  const repair = { ...item };

  beforeAll(async () => {
    const owner1 = await signIn(t, '+33600000001');
    mender = await signIn(t);
    menderId = await idOf(mender);
    const sendable = await db()
      .selectDistinct({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .innerJoin(savStores, eq(savStores.clientId, collections.clientId))
      .where(
        and(eq(items.ownerId, await idOf(owner1)), eq(items.isToMint, false), eq(items.status, 'active')),
      )
      .orderBy(items.id)
      .limit(4);
    expect(sendable).toHaveLength(4);
    const toMender = { phoneTo: mender.phone, productsIds: sendable.map((i) => i.id) };
    await grant(owner1, 'sendToPhone', toMender);
    const sent = await call(owner1, 'POST', '/transactions/sendToPhone', toMender);
    expect(sent.statusCode, sent.body).toBe(200);
    const path = ['accepted', 'in_progress', 'ready_for_pickup'];
    for (const [n, state] of (
      ['requested', 'accepted', 'in_progress', 'ready_for_pickup'] as const
    ).entries()) {
      item[state] = sendable[n]!.id;
      repair[state] = await askRepair(mender, item[state], 'The clasp no longer closes.');
      for (const step of path.slice(0, n)) await brandMove(item[state], repair[state], step);
    }
    await grant(mender, 'deleteAccount');
    t.clock.advance(60);
    expect((await call(mender, 'DELETE', `/users/${menderId}`)).statusCode).toBe(204);
  });

  it('cancels the repairs the owner could still cancel: a step, the item active again, its history', async () => {
    for (const state of ['requested', 'accepted'] as const) {
      expect(await repairRow(repair[state])).toMatchObject({ state: 'cancelled', ownerId: menderId });
      const steps = await db().select().from(repairSteps).where(eq(repairSteps.repairId, repair[state]));
      expect(steps.sort((a, b) => a.seq - b.seq).at(-1)).toMatchObject({
        kind: 'state',
        state: 'cancelled',
        actor: 'owner',
      });
      expect(await itemStatus(item[state])).toBe('active');
      expect(await lastEventOf(item[state])).toMatchObject({
        kind: 'repair_closed',
        data: { state: 'cancelled' },
      });
    }
  });

  it('keeps the repairs under way; the brand goes on; the owner follows them after signing up again', async () => {
    for (const state of ['in_progress', 'ready_for_pickup'] as const) {
      expect(await repairRow(repair[state])).toMatchObject({ state, ownerId: menderId });
      expect(await itemStatus(item[state])).toBe('in_repair');
    }
    // the workshop finishes while the account is gone: nobody is told, nothing fails
    await brandMove(item.in_progress, repair.in_progress, 'ready_for_pickup');

    t.clock.advance(60);
    const back = await signIn(t, mender.phone);
    const backId = await idOf(back);
    for (const state of ['in_progress', 'ready_for_pickup'] as const) {
      expect((await repairRow(repair[state])).ownerId).toBe(backId);
      const res = await call(back, 'GET', `/v1/products/${item[state]}/repair/${repair[state]}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ state: 'ready_for_pickup' });
      const pickup = await call(back, 'POST', `/v1/products/${item[state]}/repair/${repair[state]}`, {
        state: 'completed',
      });
      expect(pickup.statusCode, pickup.body).toBe(200);
      expect(await itemStatus(item[state])).toBe('active');
    }
    // the repairs the account's deletion closed stay closed
    for (const state of ['requested', 'accepted'] as const) {
      expect((await repairRow(repair[state])).state).toBe('cancelled');
    }
  });
});

/** The item's newest history event. */
const lastEventOf = async (itemId: string) =>
  (
    await db()
      .select()
      .from(itemEvents)
      .where(eq(itemEvents.itemId, itemId))
      .orderBy(desc(itemEvents.createdAt))
      .limit(1)
  )[0];

async function ledgerOk() {
  return (await t.app.providers.ledger.verify()).ok;
}
