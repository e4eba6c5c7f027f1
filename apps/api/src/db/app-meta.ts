// The database's own bookkeeping: in app_meta, one mark per one-time step (its first start, a data
// migration, the demo seed); in app_secrets, the secrets generated at first start. Each is written once
// even when several instances start together; a secret is replaced only over the value it had (a key rotation).
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { appMeta, appSecrets } from './schema';

/** Sets the mark; true if this call set it (false when it was there already). */
export async function claimMark(db: DbOrTx, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(appMeta)
    .values({ key, value: now.toISOString() })
    .onConflictDoNothing()
    .returning();
  return rows.length === 1;
}

export async function hasMark(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return rows.length === 1;
}

/** Marks the database as initialised; true the first time (a new database). */
export function markInitialised(db: DbOrTx, now: Date): Promise<boolean> {
  return claimMark(db, 'initialised', now);
}

/** The secret kept under `name`; the first instance to ask stores `make()`, every other one reads it. */
export async function keptSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

/** The secret kept under `name` (undefined: none yet). */
export async function readSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}

/** Replaces the secret kept under `name` if it still is `before` (false when another writer changed it first). */
export async function replaceSecret(db: Db, name: string, before: string, value: string): Promise<boolean> {
  const rows = await db
    .update(appSecrets)
    .set({ value })
    .where(and(eq(appSecrets.name, name), eq(appSecrets.value, before)))
    .returning({ name: appSecrets.name });
  return rows.length === 1;
}
