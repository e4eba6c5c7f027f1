// SQL of the owners' consent to share their record of an item with its brand's after-sales: the one writer of
// passport_consents. A consent is its owner's: read for the item's current owner only.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { passportConsents } from '../../db/schema';

export class PassportConsentsRepository extends Repository {
  /** Whether this owner shares their record of this item (never said: no). */
  async sharesWithBrand(itemId: string, ownerId: string, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ share: passportConsents.shareWithBrand })
      .from(passportConsents)
      .where(and(eq(passportConsents.itemId, itemId), eq(passportConsents.ownerId, ownerId)))
      .limit(1);
    return row?.share ?? false;
  }

  async set(tx: DbOrTx, itemId: string, ownerId: string, shareWithBrand: boolean, at: Date): Promise<void> {
    await tx
      .insert(passportConsents)
      .values({ itemId, ownerId, shareWithBrand, at })
      .onConflictDoUpdate({
        target: [passportConsents.itemId, passportConsents.ownerId],
        set: { shareWithBrand, at },
      });
  }
}
