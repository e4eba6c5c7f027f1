// The owners' notices go through the durable job queue (decision 014): a provider's outage delays a notice
// and a retry sends only what did not go; two workers on the same jobs send each notice once; a worker that
// dies holding jobs lets another send them when its lease runs out; a notice queued in a transaction that
// rolls back is never sent; a job that keeps failing is given up after MAX_ATTEMPTS with one error line.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, users } from '../src/db/schema';
import { JobQueue, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '../src/modules/jobs/job-queue';
import { JobsRepository } from '../src/modules/jobs/jobs.repository';
import { notifierOn } from '../src/modules/notifications/notifications.module';
import { NOTIFY_JOB } from '../src/modules/notifications/owner-notifier';
import { UsersRepository } from '../src/modules/users/users.repository';
import type { EmailMessage, EmailProvider } from '../src/providers/email/email-provider';
import { createTestApp, signIn, type TestApp } from './helpers';

/** An e-mail provider that keeps what it sent and can be down for a while. */
class MemoryEmail implements EmailProvider {
  readonly name = 'memory';
  readonly sent: EmailMessage[] = [];
  down = false;
  async send(message: EmailMessage): Promise<void> {
    if (this.down) throw new Error('e-mail provider down');
    this.sent.push(message);
  }
}

let t: TestApp;
const email = new MemoryEmail();
let userId: string;
let phone: string;
const address = 'queue-owner@example.com';

/** The app's queue and notifier: the same ones its routes use (and its own worker's rounds run). */
const queue = () => t.app.services.jobs;
const notifier = () => t.app.services.notifier;
const db = () => t.app.database.db;

const smsWith = (text: string) => t.sms.sent.filter((m) => m.to === phone && m.text === text);
const mailsWith = (text: string) => email.sent.filter((m) => m.to === address && m.text === text);
const note = (text: string) => () => ({ subject: 'Queue test', text });
/** The clock counts seconds; the queue's delays are in milliseconds. */
const advanceMs = (ms: number) => t.clock.advance(ms / 1000);
const jobOf = async (text: string) =>
  (await db().select().from(jobs).where(eq(jobs.kind, NOTIFY_JOB))).find(
    (j) => (j.payload as { notices: { en: { text: string } } }).notices.en.text === text,
  );

/** Runs a round here and waits for every run of the app's queue (its own worker may have taken the jobs). */
const settle = async (...others: JobQueue[]) => {
  await Promise.all([queue().round(), ...others.map((q) => q.round())]);
  await Promise.all([queue().drain(), ...others.map((q) => q.drain())]);
};

beforeAll(async () => {
  t = await createTestApp({}, { providers: { email } });
  const owner = await signIn(t);
  phone = owner.phone;
  const [row] = await db().select().from(users).where(eq(users.phone, phone));
  userId = row!.id;
  await db()
    .update(users)
    .set({ email: address, emailConfirmedAt: t.clock.now() })
    .where(eq(users.id, userId));
});
afterAll(() => t.close());
beforeEach(() => {
  email.down = false;
  t.sms.failNext = false;
});

describe('notices through the durable queue', () => {
  it('a provider that is down delays the notice: the retry sends what did not go, once', async () => {
    email.down = true;
    await notifier().notify(userId, note('outage 1'));
    // the SMS went at once; the e-mail waits for a retry, a second later
    expect(smsWith('outage 1')).toHaveLength(1);
    expect(mailsWith('outage 1')).toHaveLength(0);
    const waiting = await jobOf('outage 1');
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, stepsDone: ['sms'] });
    expect(waiting?.lastError).toContain('e-mail provider down');
    expect(waiting?.lease).toBeNull();

    // not due yet; then due, but the provider is still down: it waits longer (2 s)
    await settle();
    expect(mailsWith('outage 1')).toHaveLength(0);
    advanceMs(retryDelayMs(1));
    await settle();
    expect((await jobOf('outage 1'))?.attempts).toBe(2);

    // the provider is back: the e-mail goes once, the SMS is not sent again
    email.down = false;
    advanceMs(retryDelayMs(2));
    await settle();
    expect(mailsWith('outage 1')).toHaveLength(1);
    expect(smsWith('outage 1')).toHaveLength(1);
    const done = await jobOf('outage 1');
    expect(done).toMatchObject({ state: 'done', attempts: 3, lease: null });
    // every try of the notice carries the job's id as its idempotency key
    expect(mailsWith('outage 1')[0]?.idempotencyKey).toBe(done?.id);
    expect(smsWith('outage 1')[0]?.idempotencyKey).toBe(done?.id);

    // later rounds find nothing to do
    advanceMs(60 * 60_000);
    await settle();
    expect(mailsWith('outage 1')).toHaveLength(1);
    expect(smsWith('outage 1')).toHaveLength(1);
  });

  it('an SMS provider that fails once: the SMS goes on the retry, the e-mail is not sent twice', async () => {
    t.sms.failNext = true;
    await notifier().notify(userId, note('sms outage'));
    expect(smsWith('sms outage')).toHaveLength(0);
    expect(mailsWith('sms outage')).toHaveLength(1);
    advanceMs(retryDelayMs(1));
    await settle();
    expect(smsWith('sms outage')).toHaveLength(1);
    expect(mailsWith('sms outage')).toHaveLength(1);
    expect((await jobOf('sms outage'))?.state).toBe('done');
  });

  it('two workers racing on the same jobs send each notice once', async () => {
    // a second instance: its own queue and notifier on the same database and providers
    const other = new JobQueue({ repo: new JobsRepository(db()), clock: t.clock, log: t.app.log, batch: 3 });
    notifierOn({
      users: new UsersRepository(db()),
      sms: t.sms,
      email,
      push: t.app.providers.push,
      log: t.app.log,
      jobs: other,
    });
    const texts = Array.from({ length: 12 }, (_, i) => `race ${i}`);
    // queued in one transaction: due at once, held by no worker
    await db().transaction(async (tx) => {
      for (const text of texts) await notifier().notify(userId, note(text), { tx });
    });
    await Promise.all([queue().round(), other.round(), queue().round(), other.round(), other.round()]);
    await settle(other);
    for (const text of texts) {
      expect(smsWith(text), text).toHaveLength(1);
      expect(mailsWith(text), text).toHaveLength(1);
      expect((await jobOf(text))?.state).toBe('done');
    }
  });

  it('a worker that dies after claiming lets another send the notices when its lease runs out', async () => {
    const repo = new JobsRepository(db());
    await db().transaction(async (tx) => {
      await notifier().notify(userId, note('crash 1'), { tx });
      await notifier().notify(userId, note('crash 2'), { tx });
    });
    // a worker claims them, then its process dies: nothing is sent
    const now = t.clock.now();
    const dead = { token: 'dead-worker', until: new Date(now.getTime() + LEASE_MS) };
    const claimed = await repo.claim([NOTIFY_JOB], now, dead, 10);
    expect(
      claimed.map((j) => (j.payload as { notices: { en: { text: string } } }).notices.en.text).sort(),
    ).toEqual(['crash 1', 'crash 2']);
    // held: no other worker takes them before the lease runs out
    await settle();
    expect(smsWith('crash 1')).toHaveLength(0);
    advanceMs(LEASE_MS - 1000);
    await settle();
    expect(smsWith('crash 2')).toHaveLength(0);
    // the lease has run out: another worker sends them, once
    advanceMs(2000);
    await settle();
    for (const text of ['crash 1', 'crash 2']) {
      expect(smsWith(text)).toHaveLength(1);
      expect(mailsWith(text)).toHaveLength(1);
    }
    // the dead worker, were it to wake up, can no longer settle what it lost
    expect(await repo.finish(claimed[0]!.id, dead.token, t.clock.now())).toBe(false);
    expect((await repo.byId(claimed[0]!.id))?.attempts).toBe(2);
  });

  it('a notice queued in a transaction that rolls back is never sent; one that commits is', async () => {
    await expect(
      db().transaction(async (tx) => {
        await notifier().notify(userId, note('rolled back'), { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db().transaction(async (tx) => {
      await notifier().notify(userId, note('committed'), { tx });
    });
    // nothing is sent before the commit's worker round
    advanceMs(60 * 60_000);
    await settle();
    expect(smsWith('committed')).toHaveLength(1);
    expect(smsWith('rolled back')).toHaveLength(0);
    expect(mailsWith('rolled back')).toHaveLength(0);
    expect(await jobOf('rolled back')).toBeUndefined();
  });

  it('the same notice queued twice (one key) is sent once', async () => {
    await notifier().notify(userId, note('keyed'), { key: 'queue-test:keyed' });
    await notifier().notify(userId, note('keyed'), { key: 'queue-test:keyed' });
    await settle();
    expect(smsWith('keyed')).toHaveLength(1);
    expect(mailsWith('keyed')).toHaveLength(1);
  });

  it('a job that keeps failing is given up after MAX_ATTEMPTS runs, with one error line', async () => {
    const warned: object[] = [];
    const errors: object[] = [];
    const failing = new JobQueue({
      repo: new JobsRepository(db()),
      clock: t.clock,
      log: { warn: (obj) => warned.push(obj), error: (obj) => errors.push(obj) },
    });
    // a kind of its own would not type: the refund's kind, in a database where no order is refunded
    failing.handle('order-refund', async () => {
      throw new Error('never works');
    });
    await failing.enqueue({ kind: 'order-refund', key: 'queue-test:doomed', payload: { orderId: 'doomed' } });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 3; attempt += 1) {
      await failing.round();
      advanceMs(retryDelayMs(attempt));
    }
    const [job] = await db().select().from(jobs).where(eq(jobs.key, 'queue-test:doomed'));
    expect(job).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'never works' });
    expect(warned).toHaveLength(MAX_ATTEMPTS - 1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'order-refund', attempts: MAX_ATTEMPTS });
  });

  it('waits 1 s, 2 s, 4 s … after each failure, never more than 10 minutes', () => {
    expect([1, 2, 3, 4, 10, 11, 30].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 512_000, 600_000, 600_000,
    ]);
  });
});
