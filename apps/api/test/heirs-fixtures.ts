// Heirs for the tests: naming an heir through the real step-up, the safeguard's round, the time passing, the
// heir's claim and its documents (docs/decisions/043-heirs.md).
import type { Heir, HeirClaim, NewHeir } from '@heirloom/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { heirs, inactivityWatches, items, stepUpGrants, users } from '../src/db/schema';
import { stepUpBinding } from '../src/modules/auth/step-up-binding';
import { apiCall, type Session, type TestApp } from './helpers';
import { multipart } from './media-fixtures';
import { pdfDocument } from './passport-fixtures';

const DAY = 86_400;

/** A call under /api as `s` (null: signed out). */
export const call = apiCall;

/**
 * An open changeHeirs grant for this number, written straight in (the real flow, SMS code or passkey, is
 * tested in heirs.test.ts; a phone's codes are limited per day).
 */
export async function heirGrant(t: TestApp, s: Session, phoneTo: string): Promise<void> {
  const { userId, sessionId } = (await t.app.services.auth.authenticate(s.accessToken))!;
  const now = t.clock.now();
  await t.app.database.db.insert(stepUpGrants).values({
    userId,
    sessionId,
    action: 'changeHeirs',
    binding: stepUpBinding('changeHeirs', { phoneTo }),
    method: 'sms',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 300_000),
  });
}

/** Names an heir with a step-up grant for their number first. */
export async function nameHeir(t: TestApp, owner: Session, body: NewHeir): Promise<Heir> {
  await heirGrant(t, owner, body.phone);
  const res = await call(t, owner, 'POST', '/v1/heirs', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Heir>();
}

export async function userIdOf(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!row) throw new Error(`no user ${phone}`);
  return row.id;
}

/** The owner was last seen `days` ago (the period counts from then). */
export async function lastSeenDaysAgo(t: TestApp, ownerId: string, days: number): Promise<void> {
  await t.app.database.db
    .update(inactivityWatches)
    .set({ lastSeenAt: new Date(t.clock.now().getTime() - days * DAY * 1000) })
    .where(eq(inactivityWatches.ownerId, ownerId));
}

/** The notices queued so far sent (as the queue's workers would), and every run under way done. */
export async function sendNotices(t: TestApp): Promise<void> {
  await t.app.services.jobs.drain();
  while ((await t.app.services.jobs.round()) > 0);
}

/** One round of the safeguard, then the notices it queued sent. */
export async function round(t: TestApp): Promise<number> {
  const moved = await t.app.services.safeguard.round();
  await sendNotices(t);
  return moved;
}

/** Moves the clock by `days` and runs rounds until nothing more is due: the number of watches moved. */
export async function daysPass(t: TestApp, days: number): Promise<number> {
  t.clock.advance(days * DAY);
  let moved = 0;
  for (let n = await round(t); n > 0; n = await round(t)) moved += n;
  return moved;
}

/** From a watch's period passed to its heirs told: the four reminders, then the heirs' notice. */
export async function untilHeirsTold(t: TestApp, ownerId: string): Promise<void> {
  await lastSeenDaysAgo(t, ownerId, 400);
  for (const days of [0, 10, 10, 8, 2]) await daysPass(t, days);
  const [watch] = await t.app.database.db
    .select()
    .from(inactivityWatches)
    .where(eq(inactivityWatches.ownerId, ownerId));
  expect(watch?.heirsToldAt).not.toBeNull();
}

export const smsTo = (t: TestApp, phone: string, pattern: RegExp) =>
  t.sms.sent.filter((m) => m.to === phone && pattern.test(m.text));

/** The first naming of the caller that may be claimed. */
export async function namedMe(t: TestApp, heir: Session) {
  const res = await call(t, heir, 'GET', '/v1/heirs/named-me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    items: {
      id: string;
      ownerName: string | null;
      itemCount: number;
      namedAt: string;
      mayClaimSince: string | null;
      mayClaim: boolean;
      claim: HeirClaim | null;
    }[];
  }>();
}

export async function makeClaim(t: TestApp, heir: Session, namingId: string): Promise<HeirClaim> {
  const res = await call(t, heir, 'POST', `/v1/heirs/named-me/${namingId}/claim`, {
    statement: 'My father passed away in March.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HeirClaim>();
}

export async function uploadDocument(
  t: TestApp,
  heir: Session,
  claimId: string,
  brandId: string,
  bytes?: Buffer,
) {
  const form = await multipart(
    { brandId },
    {
      bytes: bytes ?? (await pdfDocument('Death certificate')),
      name: 'certificate.pdf',
      type: 'application/pdf',
      field: 'file',
    },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/heir-claims/${claimId}/documents`,
    headers: { ...heir.headers, ...form.headers },
    payload: form.payload,
  });
}

/** The owners of these items now. */
export async function ownersOf(t: TestApp, ids: string[]) {
  const rows = await t.app.database.db
    .select({ id: items.id, ownerId: items.ownerId })
    .from(items)
    .where(sql`${items.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r.ownerId]));
}

export async function heirRow(t: TestApp, ownerId: string, phone: string) {
  const [row] = await t.app.database.db
    .select()
    .from(heirs)
    .where(and(eq(heirs.ownerId, ownerId), eq(heirs.phone, phone)));
  return row;
}
