// Instances started together on a new PostgreSQL database with SEED_DEMO=true: the seed is decided and done
// under the migrations' lock, so one seeds and the others find the demo there (none crashes on a duplicate).
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../src/demo/data';
import { DEMO_OWNER_PHONE } from '../src/demo/seed';
import { createTestApps, testPostgresUrl } from './instances';

describe.skipIf(!testPostgresUrl)('the demo seed on several instances', () => {
  it(
    'three instances started at once all start, and the demo is there once',
    { timeout: 180_000 },
    async () => {
      const apps = await createTestApps(3, { SEED_DEMO: 'true' });
      try {
        const [{ app }] = apps as [(typeof apps)[number]];
        const slugs = demoBrands.map((b) => b.slug);
        const [brands] = await app.database.raw<{ n: number }>(
          'SELECT count(*)::int AS n FROM clients WHERE slug = ANY($1)',
          [slugs],
        );
        expect(brands?.n).toBe(slugs.length);
        const [owners] = await app.database.raw<{ n: number }>(
          'SELECT count(*)::int AS n FROM users WHERE phone = $1',
          [DEMO_OWNER_PHONE],
        );
        expect(owners?.n).toBe(1);
        for (const t of apps) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await Promise.all(apps.map((t) => t.close()));
      }
    },
  );
});
