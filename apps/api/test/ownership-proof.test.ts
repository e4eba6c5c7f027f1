// The owner's 5-minute proof of ownership: made only for an item the caller holds, proven while it lasts and
// while they still hold the item, expired after, void after a send, never an error for a bad token, naming no one.
import type { OwnershipProof, OwnershipProofCheck } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { heldBy as heldByOf } from './fixtures';
import { sendWithGrant } from './fixtures';
import type { Session } from './helpers';

const { t, owner1, owner2, signInAgain } = demoAppWithOwners();

const db = () => t.app.database.db;
const userId = async (s: Session) => (await db().select().from(users).where(eq(users.phone, s.phone)))[0]!.id;
const heldBy = (s: Session, skip = 0) => heldByOf(t, s, skip);
const makeProof = (s: Session, itemId: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/products/${itemId}/ownershipProof`, headers: s.headers });
const check = (proof: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/ownershipProof?proof=${encodeURIComponent(proof)}` });
const proofIn = (url: string) => new URL(url).searchParams.get('proof')!;

describe('a proof of ownership', () => {
  it('opens the item’s public page and says, for 5 minutes, that its maker holds the item', async () => {
    const item = await heldBy(owner1);
    const made = await makeProof(owner1, item.id);
    expect(made.statusCode, made.body).toBe(200);
    const { url, expiresAt } = made.json<OwnershipProof>();
    const now = t.clock.now().getTime();
    // the item's own address, its Digital Link, as its QR code names it
    const page = (await t.app.inject({ url: `/api/public/items/${item.publicId}` })).json<{
      digitalLink: string;
    }>();
    expect(new URL(url).pathname).toMatch(/^\/01\/\d{14}\/21\//);
    expect(url).toBe(`${page.digitalLink}?proof=${proofIn(url)}`);
    expect(Date.parse(expiresAt) - Math.floor(now / 1000) * 1000).toBe(300_000);

    t.clock.advance(120);
    const res = await check(proofIn(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<OwnershipProofCheck>()).toEqual({
      status: 'proven',
      publicId: item.publicId,
      checkedAt: t.clock.now().toISOString(),
      validUntil: expiresAt,
    });
    // it names no one: no phone, no user id, no item id, in the link or in the answer
    const ownerId = await userId(owner1);
    for (const text of [url, res.body]) {
      expect(text).not.toContain(ownerId);
      expect(text).not.toContain(item.id);
      expect(text).not.toContain(owner1.phone.slice(1));
    }
  });

  it('has expired 5 minutes and 1 second after it was made', async () => {
    const item = await heldBy(owner1);
    const made = await makeProof(owner1, item.id);
    const proof = proofIn(made.json<OwnershipProof>().url);
    const expiresAt = Date.parse(made.json<OwnershipProof>().expiresAt);
    t.clock.advance((expiresAt - t.clock.now().getTime()) / 1000 - 1);
    expect((await check(proof)).json<OwnershipProofCheck>().status).toBe('proven');
    t.clock.advance(2);
    const res = await check(proof);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'expired' });
    await signInAgain();
  });

  it('is not proven when altered or made up, and never fails with a 500', async () => {
    const item = await heldBy(owner1);
    const proof = proofIn((await makeProof(owner1, item.id)).json<OwnershipProof>().url);
    const flipped = `${proof.slice(0, 20)}${proof[20] === 'A' ? 'B' : 'A'}${proof.slice(21)}`;
    for (const bad of [flipped, proof.slice(0, -4), 'A'.repeat(64), `${proof}AAAA`]) {
      const res = await check(bad);
      expect(res.statusCode, bad).toBe(200);
      expect(res.json()).toEqual({ status: 'invalid' });
    }
    // not the shape of a token at all: refused by the contract's schema, as any bad input
    for (const bad of ['short', 'has spaces and more than sixteen', 'x'.repeat(600)]) {
      expect((await check(bad)).statusCode, bad).toBe(400);
    }
    // another purpose's sealed token (a reservation link's) is no proof
    const seals = t.app.deps.seals;
    const market = seals.seal('market', { i: item.id }, new Date(t.clock.now().getTime() + 60_000));
    expect((await check(market)).json()).toEqual({ status: 'invalid' });
  });

  it('is refused (404) for an item of another owner, and for one the caller has sent', async () => {
    const theirs = await heldBy(owner2);
    const refused = await makeProof(owner1, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    const unknown = await makeProof(owner1, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('is void once the item has been sent to another phone, even before it expires', async () => {
    const item = await heldBy(owner1, 1);
    const proof = proofIn((await makeProof(owner1, item.id)).json<OwnershipProof>().url);
    expect((await check(proof)).json<OwnershipProofCheck>().status).toBe('proven');
    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [item.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await check(proof)).json()).toEqual({ status: 'invalid' });
    // the new holder's own proof holds; the sender can no longer make one
    expect((await makeProof(owner1, item.id)).statusCode).toBe(404);
    const theirs = await makeProof(owner2, item.id);
    expect(theirs.statusCode).toBe(200);
    expect((await check(proofIn(theirs.json<OwnershipProof>().url))).json<OwnershipProofCheck>().status).toBe(
      'proven',
    );
  });

  it('still proves an item declared stolen: its owner may have to show the police', async () => {
    const item = await heldBy(owner1);
    const declared = await t.app.inject({
      method: 'POST',
      url: `/api/products/makeOpposition/${item.id}`,
      headers: owner1.headers,
      payload: { details: 'Taken from my bag.', kind: 'stolen' },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const made = await makeProof(owner1, item.id);
    expect(made.statusCode).toBe(200);
    expect((await check(proofIn(made.json<OwnershipProof>().url))).json<OwnershipProofCheck>().status).toBe(
      'proven',
    );
  });
});
