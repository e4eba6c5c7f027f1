// The demo's NFC tags: every demo brand gets the published demo master key (README; production refuses a demo
// database, and its taps prove nothing there) and every demo item a simulated chip, whose next URL
// GET /api/dev/tap/<publicId> and `npm run tag -- tap <serial>` give (docs/decisions/024-tags-and-taps.md).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { collections, items } from '../db/schema';
import { DEMO_TAG_MASTER_KEY } from '../modules/tags/tags.service';
import type { TagKeyVault } from '../modules/tags/tag-key-vault';
import { TagsRepository } from '../modules/tags/tags.repository';

/** A demo chip's UID: NXP's manufacturer byte 04, then 6 bytes from the item's serial (stable across seeds). */
export const demoTagUid = (serial: string) =>
  `04${createHash('sha256').update(`heirloom-demo-tag:${serial}`).digest('hex').slice(0, 12)}`.toUpperCase();

export async function seedDemoTags(db: Db, tx: Tx, vault: TagKeyVault, now: Date): Promise<void> {
  const repo = new TagsRepository(db);
  const all = await tx
    .select({ id: items.id, serial: items.serialNumber, clientId: collections.clientId })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId));
  for (const clientId of new Set(all.map((item) => item.clientId))) {
    await repo.setMasterKey(tx, {
      clientId,
      keyEncrypted: vault.seal(Buffer.from(DEMO_TAG_MASTER_KEY, 'hex')),
      demo: true,
      setAt: now,
    });
  }
  await repo.insertTags(
    tx,
    all.map((item) => ({
      clientId: item.clientId,
      uid: demoTagUid(item.serial),
      itemId: item.id,
      registeredAt: now,
    })),
  );
}
