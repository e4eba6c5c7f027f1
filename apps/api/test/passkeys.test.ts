// Passkeys (decision 018), end to end through HTTP with a software authenticator: registration and sign-in round
// trips; challenges single use, five minutes, bound to their session; wrong origin, RP ID, user verification,
// another owner's credential, a counter gone backwards refused; an owner with a passkey cannot send with an SMS
// grant; the recovery lock holds 48 hours and is lifted by cancelling it; the owner is told on every channel.
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, passkeys, users } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { insertGrants } from './fixtures';
import { createTestApp, signIn, type Session } from './helpers';
import { SoftAuthenticator } from './soft-authenticator';

const { t, owner1 } = demoAppWithOwners();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, s?: Session | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(s ? s.headers : {}), 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' },
    ...(payload !== undefined ? { payload } : {}),
  });
const db = () => t.app.database.db;
const authenticator = () => new SoftAuthenticator(t.config.publicUrl);
/** Sends the notices queued so far, as the queue's worker would within a second. */
const drainNotices = async () => {
  await t.app.services.jobs.round();
  await t.app.services.jobs.drain();
};
/** The texts sent to a phone (notices of one round of the queue go in any order). */
const smsTo = (phone: string) => t.sms.sent.filter((m) => m.to === phone).map((m) => m.text);

async function registrationOptions(s: Session) {
  const res = await api('POST', '/v1/passkeys/registration/options', s, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Adds a passkey through the real flow; the authenticator keeps it. */
async function addPasskey(s: Session, auth = authenticator()) {
  const res = await api('POST', '/v1/passkeys/registration/verify', s, {
    response: auth.create(await registrationOptions(s)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { auth, passkey: res.json<{ id: string; name: string }>() };
}

async function loginOptions() {
  const res = await api('POST', '/v1/auth/passkey/options', null, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Signs in with the authenticator's passkey: a session like signIn's. */
async function passkeySignIn(auth: SoftAuthenticator): Promise<Session> {
  const res = await api('POST', '/v1/auth/passkey/login', null, { response: auth.get(await loginOptions()) });
  expect(res.statusCode, res.body).toBe(200);
  // the page session beside the tokens, as the SMS sign-in sets it (decision 042)
  expect(String(res.headers['set-cookie'])).toMatch(/^heirloom\.session=[\w-]+\.[\w-]+\.[\w-]+; .*HttpOnly/);
  const tokens = res.json<{ accessToken: string; refreshToken: string }>();
  return { phone: '', ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

/** A passkey grant through the real flow: the API's answer to the verification. */
async function passkeyGrant(
  s: Session,
  auth: SoftAuthenticator,
  body: { action: string; passkeyId?: string; phoneTo?: string; productsIds?: string[] },
) {
  const options = await api('POST', '/v1/authorizations/passkey/options', s, body);
  expect(options.statusCode, options.body).toBe(200);
  return api('POST', '/v1/authorizations/passkey/verify', s, {
    action: body.action,
    response: auth.get(options.json().options),
  });
}

const list = async (s: Session) => {
  const res = await api('GET', '/v1/passkeys', s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    items: { id: string; name: string; lastUsedAt: string | null; deviceType: string }[];
    recovery: { startedAt: string; endsAt: string } | null;
    sessionMethod: string;
  }>();
};

describe('registration and sign-in', () => {
  it('adds a passkey to an SMS session, lists it, and signs in with it without a phone number', async () => {
    const s = await signIn(t);
    expect(await list(s)).toEqual({ items: [], recovery: null, sessionMethod: 'sms' });
    const options = await registrationOptions(s);
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const auth = authenticator();
    const added = await api('POST', '/v1/passkeys/registration/verify', s, {
      response: auth.create(options),
      name: '  My iPhone  ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ name: 'My iPhone', deviceType: 'multiDevice', backedUp: true });
    expect((await list(s)).items).toHaveLength(1);
    await drainNotices();
    expect(smsTo(s.phone).some((text) => text.includes('“My iPhone” was added'))).toBe(true);

    const signedIn = await passkeySignIn(auth);
    const after = await list(signedIn);
    expect(after.sessionMethod).toBe('passkey');
    expect(after.items[0]?.lastUsedAt).toBe(t.clock.now().toISOString());
    // the same account: the SMS session sees the same passkey
    expect(after.items[0]?.id).toBe(added.json().id);
  });

  it('names a passkey after the device when no name is given, and renames it', async () => {
    const s = await signIn(t);
    const { passkey } = await addPasskey(s);
    expect(passkey.name).toBe('Safari on iPhone');
    const renamed = await api('PATCH', `/v1/passkeys/${passkey.id}`, s, { name: 'Work phone' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Work phone');
    expect((await api('PATCH', `/v1/passkeys/${passkey.id}`, s, { name: ' ' })).statusCode).toBe(400);
    // another owner's passkey is not found
    const other = await signIn(t);
    expect((await api('PATCH', `/v1/passkeys/${passkey.id}`, other, { name: 'Mine' })).statusCode).toBe(404);
  });

  it('refuses a challenge used twice, an expired one, and one of another session', async () => {
    const s = await signIn(t);
    const { auth } = await addPasskey(s);
    const options = await loginOptions();
    const response = auth.get(options);
    expect((await api('POST', '/v1/auth/passkey/login', null, { response })).statusCode).toBe(200);
    const again = await api('POST', '/v1/auth/passkey/login', null, { response: auth.get(options) });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CHALLENGE_INVALID');

    const late = await loginOptions();
    t.clock.advance(5 * 60 + 1);
    const expired = await api('POST', '/v1/auth/passkey/login', null, { response: auth.get(late) });
    expect(expired.json().code).toBe('CHALLENGE_INVALID');

    // a registration challenge of one session does not serve another
    const stranger = await signIn(t);
    const theirs = await registrationOptions(stranger);
    const mine = await api('POST', '/v1/passkeys/registration/verify', await signIn(t), {
      response: authenticator().create(theirs),
    });
    expect(mine.json().code).toBe('CHALLENGE_INVALID');
    // nor does a sign-in challenge serve a registration
    const wrongPurpose = await api('POST', '/v1/passkeys/registration/verify', stranger, {
      response: authenticator().create({ ...theirs, challenge: (await loginOptions()).challenge }),
    });
    expect(wrongPurpose.json().code).toBe('CHALLENGE_INVALID');
  });

  it('refuses a wrong origin, a wrong RP ID and a user who was not verified, at registration and sign-in', async () => {
    const s = await signIn(t);
    for (const tamper of [
      { origin: 'https://heirloom.example.evil' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const res = await api('POST', '/v1/passkeys/registration/verify', s, {
        response: authenticator().create(await registrationOptions(s), tamper),
      });
      expect(res.statusCode, JSON.stringify(tamper)).toBe(400);
      expect(res.json().code).toBe('PASSKEY_INVALID');
    }
    expect((await list(s)).items).toEqual([]);

    const { auth } = await addPasskey(s);
    for (const tamper of [
      { origin: 'https://heirloom.example.evil' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const res = await api('POST', '/v1/auth/passkey/login', null, {
        response: auth.get(await loginOptions(), tamper),
      });
      expect(res.statusCode, JSON.stringify(tamper)).toBe(400);
      expect(res.json().code).toBe('PASSKEY_INVALID');
    }
  });

  it('refuses a signature counter that goes backwards (a cloned authenticator)', async () => {
    const s = await signIn(t);
    const { auth } = await addPasskey(s, new SoftAuthenticator(t.config.publicUrl, false));
    await passkeySignIn(auth); // counter 1
    await passkeySignIn(auth); // counter 2
    for (const counter of [2, 1]) {
      const res = await api('POST', '/v1/auth/passkey/login', null, {
        response: auth.get(await loginOptions(), { counter }),
      });
      expect(res.statusCode, `counter ${counter}`).toBe(400);
      expect(res.json().code).toBe('PASSKEY_INVALID');
    }
    await passkeySignIn(auth); // counter 3: the real one goes on
  });

  it('answers an unknown passkey (e.g. removed) with PASSKEY_UNKNOWN', async () => {
    const stray = authenticator();
    stray.create(await registrationOptions(await signIn(t))); // never sent to the server
    const res = await api('POST', '/v1/auth/passkey/login', null, {
      response: stray.get(await loginOptions()),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_UNKNOWN');
  });

  it('adds a second passkey from a passkey session only', async () => {
    const s = await signIn(t);
    const { auth } = await addPasskey(s);
    const refused = await api('POST', '/v1/passkeys/registration/options', s, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSKEY_REQUIRED');
    const viaPasskey = await passkeySignIn(auth);
    await addPasskey(viaPasskey, authenticator());
    expect((await list(s)).items).toHaveLength(2);
    // the same credential twice is refused (a browser would not even offer it: it is in excludeCredentials)
    const options = await registrationOptions(viaPasskey);
    expect(options.excludeCredentials).toHaveLength(2);
    const twice = await api('POST', '/v1/passkeys/registration/verify', viaPasskey, {
      response: auth.create(options, { reuse: auth.credentials[0] }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PASSKEY_EXISTS');
  });
});

describe('the guarded actions', () => {
  let owner1Auth: SoftAuthenticator;
  let owner1Id: string;
  /** The owner's items whose certificate is minted (one being minted cannot be sent). */
  const ownedIds = async () =>
    (
      await db()
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.ownerId, owner1Id), isNotNull(items.mintedAt)))
        .orderBy(items.serialNumber)
    ).map((i) => i.id);

  beforeAll(async () => {
    owner1Id = (await t.app.services.auth.authenticate(owner1.accessToken))!.userId;
    owner1Auth = (await addPasskey(owner1)).auth;
  });

  it('an owner with a passkey gets no SMS code for a send, and an SMS grant moves nothing (403)', async () => {
    const [itemId] = await ownedIds();
    const send = { phoneTo: '+33600000002', productsIds: [itemId!] };
    t.clock.advance(31);
    const sentBefore = t.sms.sent.length;
    const asked = await api('POST', '/transactions/requestCode', owner1, { action: 'sendToPhone', ...send });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('PASSKEY_REQUIRED');
    expect(t.sms.sent.length).toBe(sentBefore);

    // an SMS grant (opened before the passkey, say) is refused, and nothing moves
    await insertGrants(t, owner1, 'sendToPhone', [send]);
    const res = await api('POST', '/transactions/sendToPhone', owner1, send);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PASSKEY_REQUIRED');
    expect(await ownedIds()).toContain(itemId);
  });

  it('a passkey grant sends exactly the confirmed transaction', async () => {
    const [itemId, otherId] = await ownedIds();
    const send = { phoneTo: '+33600000002', productsIds: [itemId!] };
    const granted = await passkeyGrant(owner1, owner1Auth, { action: 'sendToPhone', ...send });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().action).toBe('sendToPhone');
    // not another item
    const other = await api('POST', '/transactions/sendToPhone', owner1, {
      ...send,
      productsIds: [otherId!],
    });
    expect(other.json().code).toBe('STEP_UP_REQUIRED');
    const res = await api('POST', '/transactions/sendToPhone', owner1, send);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ownedIds()).not.toContain(itemId);
    // used once
    expect((await api('POST', '/transactions/sendToPhone', owner1, send)).statusCode).toBe(403);
  });

  it('refuses another owner’s passkey, and a grant asked for one action used for another', async () => {
    const stranger = await signIn(t);
    const { auth: strangerAuth } = await addPasskey(stranger);
    const options = await api('POST', '/v1/authorizations/passkey/options', owner1, {
      action: 'deleteAccount',
    });
    const theirs = strangerAuth.get(options.json().options, { credential: strangerAuth.credentials[0] });
    const res = await api('POST', '/v1/authorizations/passkey/verify', owner1, {
      action: 'deleteAccount',
      response: theirs,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSKEY_INVALID');

    const asked = await api('POST', '/v1/authorizations/passkey/options', owner1, {
      action: 'deleteAccount',
    });
    const swapped = await api('POST', '/v1/authorizations/passkey/verify', owner1, {
      action: 'removePasskey',
      response: owner1Auth.get(asked.json().options),
    });
    expect(swapped.json().code).toBe('CHALLENGE_INVALID');
  });

  it('removes a passkey only with a passkey grant for exactly that passkey', async () => {
    const viaPasskey = await passkeySignIn(owner1Auth);
    const { passkey: second } = await addPasskey(viaPasskey);
    const { items: before } = await list(owner1);
    const first = before.find((p) => p.id !== second.id)!;
    expect((await api('DELETE', `/v1/passkeys/${second.id}`, viaPasskey)).json().code).toBe(
      'STEP_UP_REQUIRED',
    );
    // a grant for the first passkey does not remove the second
    await passkeyGrant(viaPasskey, owner1Auth, { action: 'removePasskey', passkeyId: first.id });
    expect((await api('DELETE', `/v1/passkeys/${second.id}`, viaPasskey)).statusCode).toBe(403);
    const granted = await passkeyGrant(viaPasskey, owner1Auth, {
      action: 'removePasskey',
      passkeyId: second.id,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const removed = await api('DELETE', `/v1/passkeys/${second.id}`, viaPasskey);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(owner1)).items.map((p) => p.id)).toEqual([first.id]);
    // another owner's passkey is not found, before any grant is asked for
    const stranger = await signIn(t);
    const theirs = await api('POST', '/v1/authorizations/passkey/options', stranger, {
      action: 'removePasskey',
      passkeyId: first.id,
    });
    expect(theirs.statusCode).toBe(409); // the stranger has no passkey at all
  });

  it('tells the owner of an SMS sign-in on every channel, whatever their settings', async () => {
    const off = await api('PATCH', '/users/settings', owner1, {
      notifications: { sms: false, email: false, push: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = smsTo(owner1.phone).length;
    t.clock.advance(31);
    await signIn(t, owner1.phone);
    await drainNotices();
    const notices = smsTo(owner1.phone).slice(before);
    // the sign-in code, then the notice (signIn() sends no user agent: an unknown device)
    expect(
      notices.some((text) => text.includes('new sign-in by SMS to your account (an unknown device')),
    ).toBe(true);
    // an owner without a passkey hears nothing of it
    const plain = await signIn(t);
    const plainBefore = smsTo(plain.phone).length;
    t.clock.advance(31);
    await signIn(t, plain.phone);
    await drainNotices();
    expect(
      smsTo(plain.phone)
        .slice(plainBefore)
        .some((text) => text.includes('sign-in by SMS')),
    ).toBe(false);
  });
});

describe('recovery', () => {
  it('locks the guarded actions for 48 hours, told on every channel, then removes the lost passkeys', async () => {
    const s = await signIn(t);
    const { auth } = await addPasskey(s);
    await db()
      .update(users)
      .set({ email: `${s.phone.slice(1)}@example.com`, emailConfirmedAt: t.clock.now() })
      .where(eq(users.phone, s.phone));
    const started = await api('POST', '/v1/passkeys/recovery', s, {});
    expect(started.statusCode, started.body).toBe(200);
    const endsAt = new Date(started.json().endsAt);
    expect(endsAt.getTime() - t.clock.now().getTime()).toBe(48 * 3600 * 1000);
    expect((await api('POST', '/v1/passkeys/recovery', s, {})).json().code).toBe('RECOVERY_UNDER_WAY');
    await drainNotices();
    expect(smsTo(s.phone).some((text) => text.includes('a recovery of your passkeys was asked for'))).toBe(
      true,
    );
    const mail = await api('GET', `/dev/outbox?to=${encodeURIComponent(`${s.phone.slice(1)}@example.com`)}`);
    expect(mail.json<{ subject: string }[]>().map((m) => m.subject)).toContain('Recovery of your passkeys');

    // locked: a passkey grant, an SMS code, a second passkey, removing one
    t.clock.advance(48 * 3600 - 60);
    const again = await signIn(t, s.phone); // the first session's access token has long expired
    const locked = await api('POST', '/v1/authorizations/passkey/options', again, {
      action: 'deleteAccount',
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('RECOVERY_LOCKED');
    expect(locked.json().message).toContain('UTC');
    const code = await api('POST', '/transactions/requestCode', again, { action: 'deleteAccount' });
    expect(code.json().code).toBe('RECOVERY_LOCKED');
    const viaPasskey = await passkeySignIn(auth); // signing in still works
    expect((await api('POST', '/v1/passkeys/registration/options', viaPasskey, {})).json().code).toBe(
      'RECOVERY_LOCKED',
    );
    expect((await list(again)).recovery).toEqual(started.json());

    // the wait is over: the passkeys are gone, the owner told, and SMS confirms again
    t.clock.advance(61);
    expect(await list(again)).toMatchObject({ items: [], recovery: null });
    await drainNotices();
    expect(smsTo(s.phone).some((text) => text.includes('your old passkeys were removed'))).toBe(true);
    const unlocked = await api('POST', '/transactions/requestCode', again, { action: 'deleteAccount' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const gone = await api('POST', '/v1/auth/passkey/login', null, {
      response: auth.get(await loginOptions()),
    });
    expect(gone.json().code).toBe('PASSKEY_UNKNOWN');
  });

  it('is cancelled from any signed-in device, which lifts the lock', async () => {
    const s = await signIn(t);
    const { auth } = await addPasskey(s);
    expect((await api('POST', '/v1/passkeys/recovery', s, {})).statusCode).toBe(200);
    const elsewhere = await passkeySignIn(auth);
    const cancelled = await api('DELETE', '/v1/passkeys/recovery', elsewhere);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await api('DELETE', '/v1/passkeys/recovery', s)).json().code).toBe('NO_RECOVERY');
    await drainNotices();
    expect(smsTo(s.phone).some((text) => text.includes('recovery of your passkeys was cancelled'))).toBe(
      true,
    );
    t.clock.advance(49 * 3600);
    const later = await passkeySignIn(auth);
    expect((await list(later)).items).toHaveLength(1);
    const granted = await passkeyGrant(later, auth, { action: 'deleteAccount' });
    expect(granted.statusCode, granted.body).toBe(200);
  });

  it('needs a passkey to recover from', async () => {
    const s = await signIn(t);
    expect((await api('POST', '/v1/passkeys/recovery', s, {})).json().code).toBe('NO_PASSKEYS');
    expect((await api('DELETE', '/v1/passkeys/recovery', s)).json().code).toBe('NO_RECOVERY');
  });
});

describe('account deletion', () => {
  it('takes a passkey grant when the owner has a passkey, and the passkeys leave with the account', async () => {
    const s = await signIn(t);
    const { auth } = await addPasskey(s);
    const me = (await api('GET', '/v1/passkeys', s)).json();
    expect(me.items).toHaveLength(1);
    const userId = (await t.app.services.auth.authenticate(s.accessToken))!.userId;
    const smsOnly = await api('DELETE', `/users/${userId}`, s);
    expect(smsOnly.statusCode).toBe(403);
    const granted = await passkeyGrant(s, auth, { action: 'deleteAccount' });
    expect(granted.statusCode, granted.body).toBe(200);
    const deleted = await api('DELETE', `/users/${userId}`, s);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, userId))).toEqual([]);
    const res = await api('POST', '/v1/auth/passkey/login', null, {
      response: auth.get(await loginOptions()),
    });
    expect(res.json().code).toBe('PASSKEY_UNKNOWN');
  });
});

describe('per-IP limits', () => {
  it('apply to the passkey sign-in as to the SMS one', async () => {
    const limited = await createTestApp({ AUTH_REQUESTS_PER_IP_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/passkey/options',
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
