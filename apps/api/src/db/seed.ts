// Demo data, seeded once on a new database outside production (ARCHITECTURE §4 "Demo owners").
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta, users } from './schema';

export const DEMO_OWNER_PHONE = '+33600000001';
export const SECOND_DEMO_OWNER_PHONE = '+33600000002';

export async function seedDemo(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values([
        { phone: DEMO_OWNER_PHONE, language: 'en', status: 'active', createdAt: now },
        { phone: SECOND_DEMO_OWNER_PHONE, language: 'fr', status: 'active', createdAt: now },
      ])
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: 'demo_seeded', value: now.toISOString() }).onConflictDoNothing();
  });
}

/** Marks the database as initialised; true the first time (a new database). */
export async function markInitialised(db: Db, now: Date): Promise<boolean> {
  const rows = await db
    .insert(appMeta)
    .values({ key: 'initialised', value: now.toISOString() })
    .onConflictDoNothing()
    .returning();
  return rows.length === 1;
}

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'));
  return rows.length === 1;
}
