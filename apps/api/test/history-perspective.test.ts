// An item's history as each owner reads it: a hand-over is the recipient's "Received" (not the sender's
// "Sent" above it), and every line names its actor from the reader's side: you, a previous owner, the brand.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, users } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { grantFor, type Session } from './security/support';

const { t, owner1: sender, owner2: recipient } = demoAppWithOwners();

type Line = { kind: string; actor: string; details: { counterparty?: string } };
const historyOf = async (s: Session, itemId: string) =>
  (
    await t.app.inject({ url: `/api/v1/products/getProductHistory/${itemId}?limit=100`, headers: s.headers })
  ).json<{ items: Line[]; total: number }>();

describe('history, from the reader’s side', () => {
  it('reads "Received · By you" for the recipient, "Sent · By you" for the sender, and the brand’s delivery by the brand', async () => {
    const db = t.app.database.db;
    const senderId = (await db.select().from(users).where(eq(users.phone, sender.phone)))[0]!.id;
    const item = (await db.select().from(items).where(eq(items.name, 'Cabas Riviera')))[0]!;
    expect(item.ownerId).toBe(senderId);
    const before = await historyOf(sender, item.id);
    expect(before.items.find((e) => e.kind === 'received')).toMatchObject({
      actor: 'brand',
      details: { counterparty: 'Maison Aurèle' },
    });
    expect(before.items.every((e) => e.kind !== 'sent' || e.actor === 'you')).toBe(true);
    expect(before.items.some((e) => e.actor === 'owner')).toBe(false);

    // an act of the sender's own: a declaration made and withdrawn
    for (const action of ['makeOpposition', 'withdrawOpposition']) {
      t.clock.advance(60);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${action}/${item.id}`,
        headers: sender.headers,
        payload: { details: 'Found it in the car.' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mine = await historyOf(sender, item.id);
    expect(mine.items.filter((e) => e.kind.startsWith('opposition')).map((e) => e.actor)).toEqual([
      'you',
      'you',
    ]);
    t.clock.advance(60); // the send comes after: one order for the lines
    const send = { phoneTo: recipient.phone, productsIds: [item.id] };
    await grantFor(t, senderId, 'sendToPhone', send);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/sendToPhone',
      headers: sender.headers,
      payload: send,
    });
    expect(res.statusCode).toBe(200);

    const theirs = await historyOf(recipient, item.id);
    expect(theirs.items[0]).toMatchObject({ kind: 'received', actor: 'you' });
    // the sender's "Sent" is not the recipient's line; the sender's own events read "By a previous owner"
    expect(theirs.items.some((e) => e.kind === 'sent')).toBe(false);
    expect(theirs.total).toBe(theirs.items.length);
    const earlier = theirs.items.slice(1).filter((e) => e.actor !== 'brand' && e.actor !== 'system');
    expect(earlier.length).toBeGreaterThan(0);
    expect(earlier.every((e) => e.actor === 'previous_owner')).toBe(true);
    expect(theirs.items.some((e) => e.actor === 'owner')).toBe(false);
  });
});
