// The heirs' data the authorization matrix names (docs/decisions/043-heirs.md): heirs the owner named, and the
// owner as somebody else's heir (that somebody holding one of the brand's items, their heirs told), with claims
// and a document. Made straight in the database and through the services (memoized unless fresh).
import { and, eq } from 'drizzle-orm';
import { heirs, inactivityWatches, items, users } from '../../src/db/schema';
import { newPhone, type TestApp } from '../helpers';
import { pdfDocument } from '../passport-fixtures';

export interface HeirMatrixFixtures {
  /** an heir the owner named, without items (fresh: a new one, for a cell that removes it) */
  heir(fresh?: boolean): Promise<{ id: string; phone: string }>;
  /** a naming of the owner's number by an account holding one of the brand's items, its heirs told (fresh: new) */
  naming(fresh?: boolean): Promise<string>;
  /** the owner's open claim as that account's heir (fresh: a new one, for a cell that decides it) */
  claim(fresh?: boolean): Promise<string>;
  /** a PDF the owner gave the brand's part of the claim */
  document(): Promise<string>;
}

export function heirMatrixFixtures(
  t: TestApp,
  ctx: {
    ownerId: () => Promise<string>;
    brandId: () => Promise<string>;
    untaggedSerial: () => Promise<string>;
  },
): HeirMatrixFixtures {
  const db = t.app.database.db;
  const DAY = 86_400_000;

  const newHeir = async () => {
    const now = t.clock.now();
    const [row] = await db
      .insert(heirs)
      .values({
        ownerId: await ctx.ownerId(),
        phone: newPhone(),
        displayName: 'Matrix heir',
        scope: 'chosen',
        tell: false,
        shareName: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { id: row!.id, phone: row!.phone };
  };

  const newNaming = async () => {
    const now = t.clock.now();
    const owner = await db
      .select()
      .from(users)
      .where(eq(users.id, await ctx.ownerId()));
    const giver = await db.transaction((tx) => t.app.deps.users.createPending(tx, newPhone(), 'en', now));
    await db.update(users).set({ status: 'active' }).where(eq(users.id, giver!.id));
    const serial = await ctx.untaggedSerial();
    await db
      .update(items)
      .set({ ownerId: giver!.id, status: 'active', acquiredAt: now })
      .where(and(eq(items.serialNumber, serial)));
    const [naming] = await db
      .insert(heirs)
      .values({
        ownerId: giver!.id,
        phone: owner[0]!.phone,
        displayName: 'Matrix',
        scope: 'all',
        tell: false,
        shareName: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await db.insert(inactivityWatches).values({
      ownerId: giver!.id,
      months: 12,
      lastSeenAt: new Date(now.getTime() - 400 * DAY),
      remindersFrom: new Date(now.getTime() - 30 * DAY),
      remindersSent: 4,
      heirsToldAt: now,
      updatedAt: now,
    });
    return naming!.id;
  };

  const newClaim = async () => {
    const claim = await t.app.services.heirClaims.claim(
      await ctx.ownerId(),
      await newNaming(),
      'Matrix.',
      'en',
    );
    return claim.id;
  };

  let heir: Promise<{ id: string; phone: string }> | undefined;
  let naming: Promise<string> | undefined;
  let claim: Promise<string> | undefined;
  let document: Promise<string> | undefined;
  const fixtures: HeirMatrixFixtures = {
    heir: (fresh) => (fresh ? newHeir() : (heir ??= newHeir())),
    naming: (fresh) => (fresh ? newNaming() : (naming ??= newNaming())),
    claim: (fresh) => (fresh ? newClaim() : (claim ??= newClaim())),
    document: () =>
      (document ??= (async () => {
        const claimId = await fixtures.claim();
        const stored = await t.app.services.heirClaims.upload(
          await ctx.ownerId(),
          claimId,
          await ctx.brandId(),
          await pdfDocument('Matrix certificate'),
          'm.pdf',
        );
        return stored.id;
      })()),
  };
  return fixtures;
}
