// One-time data migration (decision 011): phone numbers stored as typed are rewritten in their one E.164
// spelling, so that "+330612345678" and "+33612345678" stop being two accounts. Nothing is merged.
import { eq } from 'drizzle-orm';
import { normalisePhone } from '../lib/phone';
import type { Db } from './client';
import { claimMark } from './app-meta';
import { users, verificationCodes } from './schema';

const MARK = 'phones_e164';

export interface PhoneNormalisation {
  /** accounts whose number was rewritten */
  rewritten: number;
  /** accounts left as they were because another account already has the E.164 spelling */
  conflicts: { userId: string; phone: string; holderId: string }[];
  /** numbers the full metadata does not know (left as they are: they can no longer sign in) */
  unknown: number;
}

/**
 * Runs once per database (marked in app_meta, in the same transaction: several instances starting at
 * once do it once). An account whose E.164 spelling is taken by another is not touched: which of the two
 * is the person's cannot be told here, so both are reported for an operator (docs/operations.md).
 */
export async function normaliseStoredPhones(db: Db, now: Date): Promise<PhoneNormalisation | undefined> {
  return db.transaction(async (tx) => {
    if (!(await claimMark(tx, MARK, now))) return undefined;
    const outcome: PhoneNormalisation = { rewritten: 0, conflicts: [], unknown: 0 };
    const all = await tx.select({ id: users.id, phone: users.phone }).from(users);
    const byPhone = new Map(all.map((u) => [u.phone, u.id]));
    for (const user of all) {
      // a deleted account's number is erased (`deleted:<id>`): nothing to rewrite
      if (!user.phone.startsWith('+')) continue;
      const e164 = normalisePhone(user.phone);
      if (!e164) outcome.unknown += 1;
      if (!e164 || e164 === user.phone) continue;
      const holderId = byPhone.get(e164);
      if (holderId) {
        outcome.conflicts.push({ userId: user.id, phone: user.phone, holderId });
        continue;
      }
      await tx.update(users).set({ phone: e164 }).where(eq(users.id, user.id));
      byPhone.delete(user.phone);
      byPhone.set(e164, user.id);
      outcome.rewritten += 1;
    }
    // codes count toward the per-phone caps: they follow the spelling of their number
    const codePhones = await tx.selectDistinct({ phone: verificationCodes.phone }).from(verificationCodes);
    for (const { phone } of codePhones) {
      const e164 = normalisePhone(phone);
      if (e164 && e164 !== phone) {
        await tx.update(verificationCodes).set({ phone: e164 }).where(eq(verificationCodes.phone, phone));
      }
    }
    return outcome;
  });
}
