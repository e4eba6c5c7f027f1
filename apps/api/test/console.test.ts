// The brand console's API (issue 18): invitations, e-mailed sign-in links (single use, expiry), sessions,
// roles on every route, brand isolation, the audit log of every change, API keys and stores.
import {
  type AuditEntry,
  type ConsoleKey,
  type SavStore,
  STAFF_LINKS_PER_HOUR,
  type StaffList,
  type StaffMe,
  type StoreInput,
} from '@heirloom/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, itemImages, savStores, staffLinks } from '../src/db/schema';
import { demoBrandKey } from '../src/modules/brand/brand-keys';
import { demoAppWithOwners } from './demo-app';
import { brandApi, ownedItem } from './fixtures';
import {
  acceptInvitation,
  brandId,
  colleague,
  consoleCall,
  firstAdmin,
  mailedToken,
  mailsTo,
  signInByLink,
  type Staff,
} from './staff-fixtures';

const { t, owner1 } = demoAppWithOwners(120_000);
const db = () => t.app.database.db;

const auditOf = async (clientId: string) =>
  db().select().from(auditEntries).where(eq(auditEntries.clientId, clientId));
const auditCount = async (clientId: string) =>
  (await db().select({ n: count() }).from(auditEntries).where(eq(auditEntries.clientId, clientId)))[0]!.n;

const store: StoreInput = {
  name: 'Maison Aurèle Lyon',
  address: '12 rue de la République',
  postalCode: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '+33 4 00 00 00 00',
  email: 'lyon@maison-aurele.example',
  openingHours: [{ day: 2, opens: '10:00', closes: '19:00' }],
  latitude: 45.7606,
  longitude: 4.8357,
};

/** A repair the demo owner asks of Maison Aurèle's first store, for its Chronographe 1931. */
async function ownerAsksRepair(): Promise<{ itemId: string; repairId: string }> {
  const item = await ownedItem(t, owner1.headers, 'Heritage Chronographs', 'Chronographe 1931');
  const [storeRow] = await db()
    .select({ id: savStores.id })
    .from(savStores)
    .where(eq(savStores.clientId, await brandId(t, 'maison-aurele')))
    .limit(1);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/products/${item.id}/repair`,
    headers: owner1.headers,
    payload: { savStore: storeRow!.id, details: 'The crown no longer winds the movement.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { itemId: item.id, repairId: res.json<{ id: string }>().id };
}

describe('invitations', () => {
  it('the first admin is invited from the command line, joins from the e-mail once, within 7 days', async () => {
    const aurele = await brandId(t, 'maison-aurele');
    const admin = await firstAdmin(t, 'maison-aurele', 'claire@maison-aurele.example');
    const [mail] = await mailsTo(t, 'claire@maison-aurele.example');
    expect(mail?.subject).toBe('Join Maison Aurèle on the Heirloom console');
    expect(mail?.text).toContain(`${t.config.publicUrl}/console/join?token=`);

    const me = await consoleCall(t, admin, 'GET', '/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<StaffMe>()).toMatchObject({
      email: 'claire@maison-aurele.example',
      brands: [{ id: aurele, slug: 'maison-aurele', name: 'Maison Aurèle', roles: ['admin'] }],
    });
    // the link worked once
    const token = await mailedToken(t, 'claire@maison-aurele.example', 'join');
    const again = await consoleCall(t, null, 'POST', '/auth/invitation', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVITATION_INVALID');
    const actions = (await auditOf(aurele)).map((e) => [e.action, e.actorKind, e.actorLabel]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['staff.invited', 'cli', 'command line'],
        ['staff.joined', 'staff', 'claire@maison-aurele.example'],
      ]),
    );
  });

  it('an admin invites a colleague with roles; an expired, withdrawn or replaced invitation opens nothing', async () => {
    const aurele = await brandId(t, 'maison-aurele');
    const admin = await signInByLink(t, 'claire@maison-aurele.example');
    const invite = (email: string, language = 'en') =>
      consoleCall(
        t,
        admin,
        'POST',
        `/brands/${aurele}/invitations`,
        { email, roles: ['afterSales'] },
        language,
      );

    const sent = await invite('Paul@Maison-Aurele.example', 'fr');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      email: 'paul@maison-aurele.example',
      roles: ['afterSales'],
      invitedBy: 'claire@maison-aurele.example',
    });
    const [mail] = await mailsTo(t, 'paul@maison-aurele.example');
    expect(mail?.subject).toBe('Rejoignez Maison Aurèle sur la console Heirloom');
    expect(mail?.text).toContain('après-vente');
    const list = (await consoleCall(t, admin, 'GET', `/brands/${aurele}/staff`)).json<StaffList>();
    expect(list.invitations.map((i) => i.email)).toContain('paul@maison-aurele.example');

    // expired after 7 days
    const expiring = await mailedToken(t, 'paul@maison-aurele.example', 'join');
    t.clock.advance(7 * 24 * 3600 + 1);
    const late = await consoleCall(t, null, 'POST', '/auth/invitation', { token: expiring });
    expect(late.json().code).toBe('INVITATION_EXPIRED');
    expect((await consoleCall(t, admin, 'GET', `/brands/${aurele}/staff`)).statusCode).toBe(401); // a day's session
    const admin2 = await signInByLink(t, 'claire@maison-aurele.example');

    // a new invitation replaces the earlier one, and a withdrawn one opens nothing
    const first = await consoleCall(t, admin2, 'POST', `/brands/${aurele}/invitations`, {
      email: 'ines@maison-aurele.example',
      roles: ['catalogue'],
    });
    const firstToken = await mailedToken(t, 'ines@maison-aurele.example', 'join');
    t.clock.advance(1);
    const second = await consoleCall(t, admin2, 'POST', `/brands/${aurele}/invitations`, {
      email: 'ines@maison-aurele.example',
      roles: ['catalogue', 'messages'],
    });
    expect(second.statusCode).toBe(201);
    const replaced = await consoleCall(t, null, 'POST', '/auth/invitation', { token: firstToken });
    expect(replaced.json().code).toBe('INVITATION_INVALID');
    const withdrawn = await consoleCall(
      t,
      admin2,
      'DELETE',
      `/brands/${aurele}/invitations/${second.json<{ id: string }>().id}`,
    );
    expect(withdrawn.statusCode).toBe(204);
    expect(first.statusCode).toBe(201);
    const token = await mailedToken(t, 'ines@maison-aurele.example', 'join');
    expect((await consoleCall(t, null, 'POST', '/auth/invitation', { token })).json().code).toBe(
      'INVITATION_INVALID',
    );
    // someone already on the staff is not invited again
    const twice = await consoleCall(t, admin2, 'POST', `/brands/${aurele}/invitations`, {
      email: 'claire@maison-aurele.example',
      roles: ['messages'],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_STAFF');
  });
});

describe('signing in by e-mail link', () => {
  it('sends a link to staff only, answers any address alike, and the link works once', async () => {
    const stranger = await consoleCall(t, null, 'POST', '/auth/link', { email: 'nobody@example.com' });
    expect(stranger.statusCode).toBe(200);
    expect(await mailsTo(t, 'nobody@example.com')).toEqual([]);

    t.clock.advance(1);
    const asked = await consoleCall(
      t,
      null,
      'POST',
      '/auth/link',
      { email: 'claire@maison-aurele.example' },
      'fr',
    );
    expect(asked.statusCode).toBe(200);
    const [mail] = await mailsTo(t, 'claire@maison-aurele.example');
    expect(mail?.subject).toBe('Votre lien de connexion à la console Heirloom');
    const token = await mailedToken(t, 'claire@maison-aurele.example', 'sign-in');
    const first = await consoleCall(t, null, 'POST', '/auth/sign-in', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^hls_/);
    const second = await consoleCall(t, null, 'POST', '/auth/sign-in', { token });
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('STAFF_LINK_INVALID');
    // only the token's hash is kept
    const stored = await db().select({ hash: staffLinks.tokenHash }).from(staffLinks);
    expect(stored.every((row) => row.hash !== token && /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('a link is good for 15 minutes; past the hourly allowance nothing more is sent', async () => {
    const email = 'claire@maison-aurele.example';
    t.clock.advance(3601);
    await consoleCall(t, null, 'POST', '/auth/link', { email });
    t.clock.advance(1);
    const token = await mailedToken(t, email, 'sign-in');
    t.clock.advance(15 * 60 + 1);
    const late = await consoleCall(t, null, 'POST', '/auth/sign-in', { token });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('STAFF_LINK_EXPIRED');

    const before = (await mailsTo(t, email)).length;
    for (let i = 0; i < STAFF_LINKS_PER_HOUR + 2; i++) {
      const res = await consoleCall(t, null, 'POST', '/auth/link', { email });
      expect(res.statusCode).toBe(200);
    }
    expect((await mailsTo(t, email)).length - before).toBe(STAFF_LINKS_PER_HOUR - 1);
    t.clock.advance(3601);
  });

  it('signing out ends the session at once; a session lasts a working day', async () => {
    const staff = await signInByLink(t, 'claire@maison-aurele.example');
    expect((await consoleCall(t, staff, 'GET', '/me')).statusCode).toBe(200);
    expect((await consoleCall(t, staff, 'DELETE', '/auth/session')).statusCode).toBe(204);
    const after = await consoleCall(t, staff, 'GET', '/me', undefined, 'fr');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
    expect(after.json().message).toContain('session de console');

    const day = await signInByLink(t, 'claire@maison-aurele.example');
    t.clock.advance(12 * 3600 + 1);
    expect((await consoleCall(t, day, 'GET', '/me')).statusCode).toBe(401);
  });

  it('owner tokens and brand keys open no console route, and a console session opens no owner route', async () => {
    const staff = await signInByLink(t, 'claire@maison-aurele.example');
    expect((await consoleCall(t, owner1 as unknown as Staff, 'GET', '/me')).statusCode).toBe(401);
    const keyHeaders = { authorization: `Bearer ${demoBrandKey('maison-aurele')}` };
    expect(
      (
        await consoleCall(
          t,
          { email: '', token: '', expiresAt: new Date(), headers: keyHeaders },
          'GET',
          '/me',
        )
      ).statusCode,
    ).toBe(401);
    const ownerRoute = await t.app.inject({
      method: 'GET',
      url: '/api/users/pushConfig',
      headers: staff.headers,
    });
    expect(ownerRoute.statusCode).toBe(401);
    expect((await brandApi(t, staff.token, 'GET', '/repairs/10/0')).statusCode).toBe(401);
  });
});

describe('roles and brands', () => {
  let aurele: string;
  let nuit: string;
  let admin: Staff;
  let afterSales: Staff;
  let catalogue: Staff;
  let nuitAdmin: Staff;
  let repair: { itemId: string; repairId: string };

  // two brands' staff, for every test of the block
  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    nuit = await brandId(t, 'atelier-nuit');
    await owner1Refresh();
    admin = await signInByLink(t, 'claire@maison-aurele.example');
    afterSales = await colleague(t, admin, 'maison-aurele', 'sav@maison-aurele.example', ['afterSales']);
    catalogue = await colleague(t, admin, 'maison-aurele', 'cat@maison-aurele.example', ['catalogue']);
    nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'boss@atelier-nuit.example');
  });

  it('each role reaches its area only; admins reach every route of their brand', async () => {
    const routes: [string, string, 'admin' | 'afterSales'][] = [
      ['GET', 'staff', 'admin'],
      ['GET', 'keys', 'admin'],
      ['GET', 'audit/10/0', 'admin'],
      ['GET', 'repairs/10/0', 'afterSales'],
      ['GET', 'stores', 'afterSales'],
    ];
    for (const [method, path, area] of routes) {
      const url = `/brands/${aurele}/${path}`;
      expect((await consoleCall(t, admin, method as 'GET', url)).statusCode, `admin ${url}`).toBe(200);
      const sav = await consoleCall(t, afterSales, method as 'GET', url);
      expect(sav.statusCode, `afterSales ${url}`).toBe(area === 'afterSales' ? 200 : 403);
      const cat = await consoleCall(t, catalogue, method as 'GET', url, undefined, 'fr');
      expect(cat.statusCode, `catalogue ${url}`).toBe(403);
      expect(cat.json()).toMatchObject({ code: 'ROLE_REQUIRED' });
      expect(cat.json().message).toContain('rôle');
    }
  });

  it('another brand’s staff are told it does not exist, whatever they name', async () => {
    repair = await ownerAsksRepair();
    const { repairId } = repair;
    const [aureleStore] = (await consoleCall(t, afterSales, 'GET', `/brands/${aurele}/stores`)).json<{
      items: SavStore[];
    }>().items;
    const probes: [string, string, object?][] = [
      ['GET', `/brands/${aurele}/repairs/10/0`],
      ['GET', `/brands/${aurele}/repairs/${repairId}`],
      ['POST', `/brands/${aurele}/repairs/${repairId}/state`, { state: 'accepted' }],
      ['GET', `/brands/${aurele}/staff`],
      ['PUT', `/brands/${aurele}/stores/${aureleStore!.id}`, store],
    ];
    const before = await auditCount(aurele);
    for (const [method, url, body] of probes) {
      const res = await consoleCall(t, nuitAdmin, method as 'GET', url, body);
      expect(res.statusCode, url).toBe(404);
    }
    // their own brand's path does not reach another brand's repair or store either
    const viaOwn = await consoleCall(t, nuitAdmin, 'POST', `/brands/${nuit}/repairs/${repairId}/state`, {
      state: 'accepted',
    });
    expect(viaOwn.statusCode).toBe(404);
    const storeViaOwn = await consoleCall(
      t,
      nuitAdmin,
      'PUT',
      `/brands/${nuit}/stores/${aureleStore!.id}`,
      store,
    );
    expect(storeViaOwn.statusCode).toBe(404);
    expect((await consoleCall(t, nuitAdmin, 'GET', `/brands/not-a-uuid/staff`)).statusCode).toBe(404);
    expect(await auditCount(aurele)).toBe(before);
    // and the other brand's list does not show it
    const theirs = await consoleCall(t, nuitAdmin, 'GET', `/brands/${nuit}/repairs/100/0`);
    expect(theirs.body).not.toContain(repairId);
  });

  it('after-sales moves a repair the owner asked for, the owner sees it, and the audit log says who', async () => {
    const { itemId, repairId } = repair;
    const board = (
      await consoleCall(t, afterSales, 'GET', `/brands/${aurele}/repairs/10/0?state=requested`)
    ).json<{
      items: { id: string }[];
    }>();
    expect(board.items.map((r) => r.id)).toContain(repairId);
    const moved = await consoleCall(t, afterSales, 'POST', `/brands/${aurele}/repairs/${repairId}/state`, {
      state: 'accepted',
      note: { en: 'We will call you tomorrow.', fr: 'Nous vous appellerons demain.' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().state).toBe('accepted');
    const refused = await consoleCall(t, afterSales, 'POST', `/brands/${aurele}/repairs/${repairId}/state`, {
      state: 'completed',
    });
    expect(refused.statusCode).toBe(409);
    const noted = await consoleCall(t, afterSales, 'POST', `/brands/${aurele}/repairs/${repairId}/notes`, {
      note: 'Parts ordered.',
    });
    expect(noted.statusCode).toBe(200);

    // the store sees the photos the owner made public, never their private ones
    const seen = (await consoleCall(t, afterSales, 'GET', `/brands/${aurele}/repairs/${repairId}`)).json<{
      photos: { id: string; url: string }[];
    }>().photos;
    const pictures = await db().select().from(itemImages).where(eq(itemImages.itemId, itemId));
    const shared = pictures.filter((p) => p.uploaderId !== null && p.isPublic).map((p) => p.id);
    expect(shared.length).toBeGreaterThan(0);
    expect(pictures.some((p) => p.uploaderId !== null && !p.isPublic)).toBe(true);
    expect(seen.map((p) => p.id).sort()).toEqual(shared.sort());
    expect(seen[0]?.url).toMatch(/^\/api\/media\/images\//);
    const ownerView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${itemId}/repair/${repairId}`,
      headers: owner1.headers,
    });
    expect(ownerView.statusCode, ownerView.body).toBe(200);
    expect(ownerView.json()).toMatchObject({ state: 'accepted' });

    const log = (await consoleCall(t, admin, 'GET', `/brands/${aurele}/audit/100/0`)).json<{
      items: AuditEntry[];
    }>();
    const mine = log.items.filter((e) => e.target?.id === repairId);
    expect(mine.map((e) => [e.action, e.actor])).toEqual([
      ['repair.noted', { kind: 'staff', label: 'sav@maison-aurele.example' }],
      ['repair.moved', { kind: 'staff', label: 'sav@maison-aurele.example' }],
    ]);
    expect(mine[1]?.details).toMatchObject({ from: 'requested', to: 'accepted' });
    expect(mine[1]?.target?.label).toContain('Chronographe 1931');
    // a move by API key is in the log too, under the key's prefix
    const byKey = await brandApi(t, demoBrandKey('maison-aurele'), 'POST', `/repairs/${repairId}/state`, {
      state: 'in_progress',
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    const [last] = (await consoleCall(t, admin, 'GET', `/brands/${aurele}/audit/1/0`)).json<{
      items: AuditEntry[];
    }>().items;
    expect(last).toMatchObject({ action: 'repair.moved', actor: { kind: 'key', label: 'hlk_demo_mai…' } });
  });

  it('stores: after-sales opens and changes them, owners see the change, bad input changes nothing', async () => {
    const before = await auditCount(aurele);
    const bad = await consoleCall(t, afterSales, 'POST', `/brands/${aurele}/stores`, {
      ...store,
      latitude: 123,
      openingHours: [{ day: 1, opens: '19:00', closes: '10:00' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await auditCount(aurele)).toBe(before);

    const created = await consoleCall(t, afterSales, 'POST', `/brands/${aurele}/stores`, store);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<SavStore>().id;
    const changed = await consoleCall(t, afterSales, 'PUT', `/brands/${aurele}/stores/${id}`, {
      ...store,
      openingHours: [...store.openingHours, { day: 6, opens: '10:00', closes: '13:00' }],
    });
    expect(changed.statusCode).toBe(200);
    const ownerStores = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${aurele}/savStores`,
      headers: owner1.headers,
    });
    const seen = ownerStores.json<{ items: SavStore[] }>().items.find((s) => s.id === id);
    expect(seen?.openingHours).toHaveLength(2);
    const entries = (await auditOf(aurele)).filter((e) => e.targetId === id);
    expect(entries.map((e) => e.action).sort()).toEqual(['store.created', 'store.updated']);
    expect(entries.find((e) => e.action === 'store.updated')?.details).toEqual({
      openingHours: [...store.openingHours, { day: 6, opens: '10:00', closes: '13:00' }],
    });
    expect((await consoleCall(t, catalogue, 'POST', `/brands/${aurele}/stores`, store)).statusCode).toBe(403);
  });

  it('API keys: made once-shown in the console, listed by prefix, revoked at once; the CLI’s keep working', async () => {
    const made = await consoleCall(t, admin, 'POST', `/brands/${aurele}/keys`, { label: 'ERP' });
    expect(made.statusCode).toBe(201);
    const { key, id } = made.json<ConsoleKey & { key: string }>();
    expect(key).toMatch(/^hlk_/);
    expect((await brandApi(t, key, 'GET', '/repairs/10/0')).statusCode).toBe(200);
    const listed = await consoleCall(t, admin, 'GET', `/brands/${aurele}/keys`);
    expect(listed.body).not.toContain(key);
    expect(listed.json<{ items: ConsoleKey[] }>().items.map((k) => k.id)).toContain(id);
    // another brand's admin cannot revoke it
    expect((await consoleCall(t, nuitAdmin, 'DELETE', `/brands/${nuit}/keys/${id}`)).statusCode).toBe(404);
    const revoked = await consoleCall(t, admin, 'DELETE', `/brands/${aurele}/keys/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ConsoleKey>().revokedAt).not.toBeNull();
    expect((await brandApi(t, key, 'GET', '/repairs/10/0')).statusCode).toBe(401);
    expect((await brandApi(t, demoBrandKey('maison-aurele'), 'GET', '/repairs/10/0')).statusCode).toBe(200);
    const actions = (await auditOf(aurele)).filter((e) => e.targetId === id).map((e) => e.action);
    expect(actions.sort()).toEqual(['key.created', 'key.revoked']);
    const cli = await t.app.services.brandKeys.create('maison-aurele', 'cli');
    expect(await t.app.services.brandKeys.revoke(cli.prefix)).toBe(1);
    const cliEntries = (await auditOf(aurele)).filter(
      (e) => e.actorKind === 'cli' && e.action.startsWith('key.'),
    );
    expect(cliEntries.map((e) => e.action).sort()).toEqual(['key.created', 'key.revoked']);
  });

  it('roles change and members leave; the last admin stays; a removed member reaches nothing', async () => {
    const list = (await consoleCall(t, admin, 'GET', `/brands/${aurele}/staff`)).json<StaffList>();
    const id = (email: string) => list.members.find((m) => m.email === email)!.id;
    // the demo's own admin goes first: an admin may remove another admin
    expect(
      (await consoleCall(t, admin, 'DELETE', `/brands/${aurele}/staff/${id('admin@maison-aurele.example')}`))
        .statusCode,
    ).toBe(204);
    const demote = await consoleCall(t, admin, 'PUT', `/brands/${aurele}/staff/${id(admin.email)}/roles`, {
      roles: ['messages'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_ADMIN');
    expect(
      (await consoleCall(t, admin, 'DELETE', `/brands/${aurele}/staff/${id(admin.email)}`)).json().code,
    ).toBe('LAST_ADMIN');
    const promoted = await consoleCall(
      t,
      admin,
      'PUT',
      `/brands/${aurele}/staff/${id(catalogue.email)}/roles`,
      {
        roles: ['catalogue', 'admin'],
      },
    );
    expect(promoted.statusCode).toBe(200);
    expect((await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/keys`)).statusCode).toBe(200);
    const badRoles = await consoleCall(
      t,
      admin,
      'PUT',
      `/brands/${aurele}/staff/${id(catalogue.email)}/roles`,
      {
        roles: ['owner'],
      },
    );
    expect(badRoles.statusCode).toBe(400);

    expect(
      (await consoleCall(t, admin, 'DELETE', `/brands/${aurele}/staff/${id(afterSales.email)}`)).statusCode,
    ).toBe(204);
    expect((await consoleCall(t, afterSales, 'GET', `/brands/${aurele}/repairs/10/0`)).statusCode).toBe(404);
    expect((await consoleCall(t, afterSales, 'GET', '/me')).json<StaffMe>().brands).toEqual([]);
    // the removed member gets no more sign-in links
    const before = (await mailsTo(t, afterSales.email)).length;
    await consoleCall(t, null, 'POST', '/auth/link', { email: afterSales.email });
    expect((await mailsTo(t, afterSales.email)).length).toBe(before);

    const entries = await db()
      .select({ action: auditEntries.action, label: auditEntries.targetLabel, details: auditEntries.details })
      .from(auditEntries)
      .where(and(eq(auditEntries.clientId, aurele), eq(auditEntries.actorLabel, admin.email)));
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          action: 'staff.roles_changed',
          label: catalogue.email,
          details: { from: ['catalogue'], to: ['catalogue', 'admin'] },
        },
        { action: 'staff.removed', label: afterSales.email, details: {} },
      ]),
    );
  });
});

/** The demo owner's session, signed in again (tests above move the clock past its tokens). */
async function owner1Refresh() {
  const { signIn } = await import('./helpers');
  Object.assign(owner1, await signIn(t, '+33600000001'));
}

describe('invitation by another route', () => {
  it('accepting an invitation adds its roles to those the person has', async () => {
    const aurele = await brandId(t, 'maison-aurele');
    const admin = await signInByLink(t, 'claire@maison-aurele.example');
    const res = await consoleCall(t, admin, 'POST', `/brands/${aurele}/invitations`, {
      email: 'boss@atelier-nuit.example',
      roles: ['messages'],
    });
    expect(res.statusCode).toBe(201);
    const joined = await acceptInvitation(t, 'boss@atelier-nuit.example');
    const me = (await consoleCall(t, joined, 'GET', '/me')).json<StaffMe>();
    expect(me.brands.map((b) => [b.slug, b.roles])).toEqual([
      ['atelier-nuit', ['admin']],
      ['maison-aurele', ['messages']],
    ]);
  });
});
