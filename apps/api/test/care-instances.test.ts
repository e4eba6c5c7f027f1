// Entrusted care's housekeeping round on several instances of the app over one PostgreSQL database, as production
// runs them (docs/decisions/044-entrusted-care.md): rounds of both instances at once end each period past its end
// once, with one history line and one notice each. PostgreSQL only (a PGlite database serves one process).
import type { OwnerCare } from '@heirloom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carePeriods, itemEvents, items, jobs, users } from '../src/db/schema';
import { DEMO_OWNER_1 } from './demo-app';
import { newPhone, signIn, type Session, type TestApp } from './helpers';
import { createTestApps, testPostgresUrl } from './instances';
import { grantFor } from './security/support';

const HOUR_MS = 3_600_000;

describe.skipIf(!testPostgresUrl)('the end of care periods, with two instances', () => {
  let apps: TestApp[] = [];
  let owner: Session;
  beforeAll(async () => {
    apps = await createTestApps(2, { SEED_DEMO: 'true' });
    owner = await signIn(apps[0]!, DEMO_OWNER_1);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  it('ends each period past its end once, whichever instance comes first', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const db = a.app.database.db;
    const [me] = await db.select().from(users).where(eq(users.phone, DEMO_OWNER_1));
    const names = ['Lune Perpétuelle', 'Pilote 42', 'Pochette Soirée', 'Cabas Riviera', 'Sac Voyageur 48h'];
    const owned = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.ownerId, me!.id), inArray(items.name, names)));
    expect(owned).toHaveLength(names.length);
    const cares: OwnerCare[] = [];
    for (const { id } of owned) {
      const phone = newPhone();
      await grantFor(a, me!.id, 'entrustToPhone', { phoneTo: phone, productsIds: [id] });
      const res = await a.app.inject({
        method: 'POST',
        url: `/api/v1/products/${id}/care`,
        headers: owner.headers,
        payload: {
          carer: { kind: 'person', phone },
          endsAt: new Date(a.clock.now().getTime() + 2 * HOUR_MS).toISOString(),
          share: { pictures: false, certificate: false, ownerName: null, note: null },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      cares.push(res.json<OwnerCare>());
    }
    for (const t of apps) t.clock.advance(2 * 3600 + 1);
    const rounds = await Promise.all([
      a.app.services.careEndings.round(),
      b.app.services.careEndings.round(),
      a.app.services.careEndings.round(),
      b.app.services.careEndings.round(),
    ]);
    expect(rounds.reduce((x, y) => x + y, 0)).toBe(cares.length);
    const ids = cares.map((c) => c.id);
    const ended = await db.select().from(carePeriods).where(inArray(carePeriods.id, ids));
    expect(ended.every((c) => c.endedBy === 'time')).toBe(true);
    const lines = await db
      .select()
      .from(itemEvents)
      .where(
        and(
          inArray(
            itemEvents.itemId,
            owned.map((i) => i.id),
          ),
          eq(itemEvents.kind, 'care_ended'),
        ),
      );
    expect(lines).toHaveLength(cares.length);
    // one notice to the owner per period that ended by itself
    const notices = await db.select().from(jobs).where(eq(jobs.kind, 'notify'));
    const toOwner = notices.filter(
      (j) =>
        (j.payload as { userId?: string }).userId === me!.id &&
        JSON.stringify(j.payload).includes('its period came to its end'),
    );
    expect(toOwner).toHaveLength(cares.length);
  });
});
