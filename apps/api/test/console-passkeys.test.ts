// The console's passkeys (issue 18, decision 019), through HTTP with a software authenticator: a staff member
// signs in by link, adds a passkey and signs in with it alone; a link's session then waits for the passkey
// (403 STAFF_PASSKEY_REQUIRED everywhere but me, sign-out and the confirmation) until confirmed with it; challenges
// are single use and bound to their session; an owner's passkey or another person's does not open the console;
// removing one, or an admin's reset (audited), is e-mailed to the person.
import type { AuditEntry, Passkey, StaffList, StaffMe, StaffSession } from '@heirloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliActor } from '../src/modules/audit/audit';
import { demoAppWithOwners } from './demo-app';
import { SoftAuthenticator } from './soft-authenticator';
import {
  brandId,
  colleague,
  consoleCall,
  firstAdmin,
  mailsTo,
  signInByLink,
  type Staff,
} from './staff-fixtures';

const { t, owner1 } = demoAppWithOwners(120_000);

const asStaff = (email: string, session: StaffSession): Staff => ({
  email,
  token: session.token,
  expiresAt: new Date(session.expiresAt),
  headers: { authorization: `Bearer ${session.token}` },
});

async function ok<T>(
  res: { statusCode: number; body: string; json: () => unknown },
  status = 200,
): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** Adds a passkey for `staff` through the real flow; the authenticator keeps it. */
async function addPasskey(staff: Staff, auth: SoftAuthenticator): Promise<Passkey> {
  const options = await ok<never>(await consoleCall(t, staff, 'POST', '/me/passkeys/options', {}));
  return ok<Passkey>(
    await consoleCall(t, staff, 'POST', '/me/passkeys', { response: auth.create(options) }),
    201,
  );
}

async function passkeySignIn(auth: SoftAuthenticator, language = 'en') {
  const options = await ok<never>(await consoleCall(t, null, 'POST', '/auth/passkey/options', {}));
  return consoleCall(t, null, 'POST', '/auth/passkey', { response: auth.get(options) }, language);
}

const me = async (staff: Staff) => ok<StaffMe>(await consoleCall(t, staff, 'GET', '/me'));

describe('console passkeys', () => {
  let aurele: string;
  let admin: Staff;
  let adminKey: SoftAuthenticator;

  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    admin = await firstAdmin(t, 'maison-aurele', 'admin@passkeys.example');
    adminKey = new SoftAuthenticator(t.config.publicUrl);
  });

  it('a link session adds a passkey; the person then signs in with it alone, and is e-mailed of it', async () => {
    expect((await me(admin)).session).toEqual({ method: 'invitation', passkeyRequired: false });
    t.clock.advance(1); // the dev outbox lists the newest first: one e-mail a second
    const passkey = await addPasskey(admin, adminKey);
    expect(passkey.name).toBeTruthy();
    // the session it was added in goes on, unconfirmed and still whole
    expect((await me(admin)).passkeys).toBe(1);
    expect((await consoleCall(t, admin, 'GET', `/brands/${aurele}/staff`)).statusCode).toBe(200);
    expect((await mailsTo(t, admin.email))[0]?.text).toContain('was added to your Heirloom console account');

    t.clock.advance(5);
    const res = await passkeySignIn(adminKey);
    const session = await ok<StaffSession>(res);
    expect(session.staff.email).toBe(admin.email);
    expect(session.staff.session).toEqual({ method: 'passkey', passkeyRequired: false });
    const byPasskey = asStaff(admin.email, session);
    expect((await consoleCall(t, byPasskey, 'GET', `/brands/${aurele}/staff`)).statusCode).toBe(200);
    const listed = await ok<{ items: Passkey[] }>(await consoleCall(t, byPasskey, 'GET', '/me/passkeys'));
    expect(listed.items.map((p) => p.id)).toEqual([passkey.id]);
    expect(listed.items[0]?.lastUsedAt).not.toBeNull();
  });

  it('a link session of someone with a passkey waits for it: 403 everywhere but me, sign-out and confirming', async () => {
    t.clock.advance(5);
    const byLink = await signInByLink(t, admin.email);
    const waiting = await me(byLink);
    expect(waiting.session).toEqual({ method: 'link', passkeyRequired: true });
    // nor which brands the person works for
    expect(waiting.brands).toEqual([]);
    for (const [method, url] of [
      ['GET', `/brands/${aurele}/staff`],
      ['GET', `/brands/${aurele}/audit/10/0`],
      ['GET', '/me/passkeys'],
      ['POST', '/me/passkeys/options'],
      // even a brand they do not work for answers the same: nothing is learnt before the passkey
      ['GET', `/brands/${crypto.randomUUID()}/staff`],
    ] as const) {
      const res = await consoleCall(t, byLink, method, url, method === 'POST' ? {} : undefined, 'fr');
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'STAFF_PASSKEY_REQUIRED',
        message: expect.stringContaining('clé d’accès') as string,
      });
    }

    // a challenge of another session does not confirm this one
    const otherOptions = await ok<never>(
      await consoleCall(t, admin, 'POST', '/auth/passkey/confirm/options', {}),
    );
    const stolen = await consoleCall(t, byLink, 'POST', '/auth/passkey/confirm', {
      response: adminKey.get(otherOptions),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'CHALLENGE_INVALID' });

    // another person's passkey does not confirm it
    const colleagueKey = new SoftAuthenticator(t.config.publicUrl);
    const sav = await colleague(t, admin, 'maison-aurele', 'sav@passkeys.example', ['afterSales']);
    await addPasskey(sav, colleagueKey);
    const options = await ok<never>(
      await consoleCall(t, byLink, 'POST', '/auth/passkey/confirm/options', {}),
    );
    const wrong = await consoleCall(t, byLink, 'POST', '/auth/passkey/confirm', {
      response: colleagueKey.get(options, { credential: colleagueKey.credentials[0] }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    expect((await me(byLink)).session.passkeyRequired).toBe(true);

    // their own passkey does, once
    const fresh = await ok<never>(await consoleCall(t, byLink, 'POST', '/auth/passkey/confirm/options', {}));
    const response = adminKey.get(fresh);
    const confirmed = await ok<StaffMe>(
      await consoleCall(t, byLink, 'POST', '/auth/passkey/confirm', { response }),
    );
    expect(confirmed.session).toEqual({ method: 'passkey', passkeyRequired: false });
    expect((await consoleCall(t, byLink, 'GET', `/brands/${aurele}/staff`)).statusCode).toBe(200);
    const replay = await consoleCall(t, byLink, 'POST', '/auth/passkey/confirm', { response });
    expect(replay.json()).toMatchObject({ code: 'CHALLENGE_INVALID' });

    // the sessions of people without a passkey never wait
    const catalogue = await colleague(t, admin, 'maison-aurele', 'cat@passkeys.example', ['catalogue']);
    expect((await me(catalogue)).session.passkeyRequired).toBe(false);
    expect((await consoleCall(t, catalogue, 'POST', '/auth/passkey/confirm/options', {})).statusCode).toBe(
      409,
    );
  });

  it("an owner's passkey, a tampered signature or a replayed challenge opens no console session", async () => {
    // an owner's passkey for the same site
    const ownerKey = new SoftAuthenticator(t.config.publicUrl);
    const regOptions = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passkeys/registration/options',
      headers: owner1.headers,
      payload: {},
    });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passkeys/registration/verify',
      headers: owner1.headers,
      payload: { response: ownerKey.create(regOptions.json()) },
    });
    expect(made.statusCode, made.body).toBe(200);
    const owners = await passkeySignIn(ownerKey, 'fr');
    expect(owners.statusCode).toBe(401);
    expect(owners.json()).toMatchObject({
      code: 'STAFF_PASSKEY_UNKNOWN',
      message: expect.stringContaining('console') as string,
    });

    const options = await ok<never>(await consoleCall(t, null, 'POST', '/auth/passkey/options', {}));
    const elsewhere = await consoleCall(t, null, 'POST', '/auth/passkey', {
      response: adminKey.get(options, { origin: 'https://evil.example' }),
    });
    expect(elsewhere.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    const notVerified = await consoleCall(t, null, 'POST', '/auth/passkey', {
      response: adminKey.get(
        await ok<never>(await consoleCall(t, null, 'POST', '/auth/passkey/options', {})),
        {
          userVerified: false,
        },
      ),
    });
    expect(notVerified.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    // a registration challenge is no sign-in challenge
    const registration = await ok<{ challenge: string }>(
      await consoleCall(t, admin, 'POST', '/me/passkeys/options', {}),
    );
    const mixed = await consoleCall(t, null, 'POST', '/auth/passkey', {
      response: adminKey.get(options, { challenge: registration.challenge }),
    });
    expect(mixed.json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
  });

  it("removing one's passkey is e-mailed; an admin's reset is audited and e-mailed, and a link opens a whole session again", async () => {
    const sav = await signInByLink(t, 'sav@passkeys.example');
    // sav keeps a passkey (added above): their link session waits for it
    expect((await me(sav)).session.passkeyRequired).toBe(true);

    // only admins reset, and only their brand's people
    const other = await firstAdmin(t, 'atelier-nuit', 'admin@other.passkeys.example');
    const list = await ok<StaffList>(await consoleCall(t, admin, 'GET', `/brands/${aurele}/staff`));
    const savId = list.members.find((m) => m.email === 'sav@passkeys.example')!.id;
    expect(list.members.find((m) => m.id === savId)?.passkeys).toBe(1);
    const nuit = await brandId(t, 'atelier-nuit');
    expect(
      (await consoleCall(t, other, 'DELETE', `/brands/${nuit}/staff/${savId}/passkeys`)).statusCode,
    ).toBe(404);
    expect(
      (await consoleCall(t, other, 'DELETE', `/brands/${aurele}/staff/${savId}/passkeys`)).statusCode,
    ).toBe(404);

    t.clock.advance(1);
    expect(
      (await consoleCall(t, admin, 'DELETE', `/brands/${aurele}/staff/${savId}/passkeys`)).statusCode,
    ).toBe(204);
    expect((await mailsTo(t, 'sav@passkeys.example'))[0]?.text).toContain(
      `${admin.email}, an admin of Maison Aurèle, removed your Heirloom console passkeys`,
    );
    const audit = await ok<{ items: AuditEntry[] }>(
      await consoleCall(t, admin, 'GET', `/brands/${aurele}/audit/5/0`),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'staff.passkeys_reset',
      actor: { kind: 'staff', label: admin.email },
      target: { kind: 'staff', id: savId, label: 'sav@passkeys.example' },
      details: { removed: 1 },
    });
    // the session that waited has ended with the rest; the next link opens a whole one
    expect((await consoleCall(t, sav, 'GET', '/me')).statusCode).toBe(401);
    const again = await signInByLink(t, 'sav@passkeys.example');
    expect((await me(again)).session.passkeyRequired).toBe(false);
    expect((await consoleCall(t, again, 'GET', `/brands/${aurele}/stores`)).statusCode).toBe(200);

    // the admin removes their own passkey: e-mailed, and another person's id is not found
    const mine = await ok<{ items: Passkey[] }>(await consoleCall(t, admin, 'GET', '/me/passkeys'));
    const id = mine.items[0]!.id;
    expect((await consoleCall(t, again, 'DELETE', `/me/passkeys/${id}`)).statusCode).toBe(404);
    t.clock.advance(1);
    expect((await consoleCall(t, admin, 'DELETE', `/me/passkeys/${id}`)).statusCode).toBe(204);
    expect((await mailsTo(t, admin.email))[0]?.text).toContain(
      'was removed from your Heirloom console account',
    );
    expect((await me(admin)).passkeys).toBe(0);
    // a removed passkey opens nothing
    const gone = await passkeySignIn(adminKey);
    expect(gone.statusCode).toBe(401);
  });
  it('a session opened before the passkey, in another session, waits for it too (a mailbox thief’s earlier link)', async () => {
    const email = 'early@passkeys.example';
    const first = await colleague(t, admin, 'maison-aurele', email, ['catalogue']);
    t.clock.advance(1);
    const earlier = await signInByLink(t, email);
    expect((await me(earlier)).session.passkeyRequired).toBe(false);
    // the person adds a passkey in their first session: that session goes on whole, the earlier link's waits
    await addPasskey(first, new SoftAuthenticator(t.config.publicUrl));
    expect((await me(first)).session.passkeyRequired).toBe(false);
    expect((await me(earlier)).session.passkeyRequired).toBe(true);
    // so the earlier session can neither add a passkey of its own nor remove the person's
    expect((await consoleCall(t, earlier, 'POST', '/me/passkeys/options', {})).statusCode).toBe(403);
    const [theirs] = (await ok<{ items: Passkey[] }>(await consoleCall(t, first, 'GET', '/me/passkeys')))
      .items;
    expect((await consoleCall(t, earlier, 'DELETE', `/me/passkeys/${theirs!.id}`)).statusCode).toBe(403);

    // an invitation accepted by someone who keeps a passkey opens a waiting session as well
    const nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'admin@nuit.passkeys.example');
    const invited = await colleague(t, nuitAdmin, 'atelier-nuit', email, ['messages']);
    expect((await me(invited)).session).toEqual({ method: 'invitation', passkeyRequired: true });
  });

  it('a removed passkey ends the other sessions it opened; a reset ends all of the person’s sessions', async () => {
    const email = 'devices@passkeys.example';
    const here = await colleague(t, admin, 'maison-aurele', email, ['catalogue']);
    const phone = new SoftAuthenticator(t.config.publicUrl);
    const laptop = new SoftAuthenticator(t.config.publicUrl);
    const onPhone = await addPasskey(here, phone);
    await addPasskey(here, laptop);
    t.clock.advance(1);
    const byPhone = asStaff(email, await ok<StaffSession>(await passkeySignIn(phone)));
    const byLaptop = asStaff(email, await ok<StaffSession>(await passkeySignIn(laptop)));
    // the phone is lost: removed from the first session, its session ends, the laptop's and this one go on
    expect((await consoleCall(t, here, 'DELETE', `/me/passkeys/${onPhone.id}`)).statusCode).toBe(204);
    expect((await consoleCall(t, byPhone, 'GET', '/me')).statusCode).toBe(401);
    expect((await consoleCall(t, byLaptop, 'GET', '/me')).statusCode).toBe(200);
    expect((await consoleCall(t, here, 'GET', '/me')).statusCode).toBe(200);

    // everything is lost: an admin resets them, and every session of the person ends
    const list = await ok<StaffList>(await consoleCall(t, admin, 'GET', `/brands/${aurele}/staff`));
    const id = list.members.find((m) => m.email === email)!.id;
    expect((await consoleCall(t, admin, 'DELETE', `/brands/${aurele}/staff/${id}/passkeys`)).statusCode).toBe(
      204,
    );
    for (const session of [here, byLaptop])
      expect((await consoleCall(t, session, 'GET', '/me')).statusCode).toBe(401);
    expect((await passkeySignIn(laptop)).statusCode).toBe(401);
  });

  it('the command line resets the passkeys of a brand’s only admin who lost them (audited, e-mailed)', async () => {
    const email = 'only@passkeys.example';
    const only = await firstAdmin(t, 'domaine-solene', email);
    await addPasskey(only, new SoftAuthenticator(t.config.publicUrl));
    const solene = await brandId(t, 'domaine-solene');
    const list = await ok<StaffList>(await consoleCall(t, only, 'GET', `/brands/${solene}/staff`));
    const id = list.members.find((m) => m.email === email)!.id;
    // the staff of another brand are not the command line's to reset through this one
    await expect(t.app.services.staffPasskeys.reset(cliActor(aurele), id)).rejects.toMatchObject({
      statusCode: 404,
    });
    t.clock.advance(1);
    expect(await t.app.services.staffPasskeys.reset(cliActor(solene), id)).toBe(1);
    expect((await mailsTo(t, email))[0]?.text).toContain(
      "At Domaine Solène's request, Heirloom removed your Heirloom console passkeys",
    );
    expect((await consoleCall(t, only, 'GET', '/me')).statusCode).toBe(401);
    const again = await signInByLink(t, email);
    expect((await me(again)).session.passkeyRequired).toBe(false);
    const audit = await ok<{ items: AuditEntry[] }>(
      await consoleCall(t, again, 'GET', `/brands/${solene}/audit/1/0`),
    );
    expect(audit.items[0]).toMatchObject({ action: 'staff.passkeys_reset', actor: { kind: 'cli' } });
    // nothing left to reset: nothing removed, nobody told
    expect(await t.app.services.staffPasskeys.reset(cliActor(solene), id)).toBe(0);
  });

  it('a console passkey signs in to nothing in the owners’ app', async () => {
    const options = await t.app.inject({ method: 'POST', url: '/api/v1/auth/passkey/options', payload: {} });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/passkey/login',
      payload: { response: adminKey.get(options.json()) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PASSKEY_UNKNOWN' });
  });
});
