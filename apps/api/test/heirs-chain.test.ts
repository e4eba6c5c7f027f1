// An heir's claim approved on a local chain (Anvil), as `npm start` runs it: the tokens' moves are queued with the
// handover and land at the heir's custody addresses (docs/decisions/043-heirs.md).
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tokenIdOf } from '../src/chain/items-contract';
import { chainWrites, collections, items } from '../src/db/schema';
import { chainWaits } from './chain-waits';
import { demoAppWithOwners } from './demo-app';
import { signIn } from './helpers';
import { makeClaim, nameHeir, namedMe, untilHeirsTold, userIdOf } from './heirs-fixtures';
import { brandId, consoleCall, firstAdmin } from './staff-fixtures';

const { t, owner1, owner2 } = demoAppWithOwners(90_000, { CHAIN: 'local', CHAIN_BLOCK_TIME: '0.2' });
const { eventually, chainSettled } = chainWaits(t);

it('moves the claimed items’ tokens to the heir’s custody, queued with the handover', async () => {
  await chainSettled();
  const ownerId = await userIdOf(t, owner1.phone);
  const heirId = await userIdOf(t, owner2.phone);
  const aurele = await brandId(t, 'maison-aurele');
  const claimed = await t.app.database.db
    .select({ id: items.id })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId))
    .where(and(eq(items.ownerId, ownerId), eq(collections.clientId, aurele), eq(items.status, 'active')));
  expect(claimed.length).toBeGreaterThan(0);
  await nameHeir(t, owner1, {
    phone: owner2.phone,
    displayName: 'H',
    scope: 'all',
    tell: false,
    shareName: false,
  });
  await untilHeirsTold(t, ownerId);
  const heir = await signIn(t, owner2.phone); // the heir's session of today
  const claim = await makeClaim(t, heir, (await namedMe(t, heir)).items[0]!.id);
  const admin = await firstAdmin(t, 'maison-aurele', 'heirs-chain@maison-aurele.example');
  const approved = await consoleCall(t, admin, 'POST', `/brands/${aurele}/heir-claims/${claim.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  for (const { id } of claimed) {
    const writes = await t.app.database.db.select().from(chainWrites).where(eq(chainWrites.itemId, id));
    expect(writes.some((w) => w.kind === 'move' && w.transferId !== null)).toBe(true);
  }
  const chain = t.app.deps.chain!.items;
  await eventually(async () => {
    for (const { id } of claimed)
      expect(await chain.ownerOf(tokenIdOf(id))).toBe(t.app.deps.custody.address(heirId, id));
  }, 60_000);
}, 180_000);
