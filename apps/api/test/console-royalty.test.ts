// A brand's royalty in the console (ERC-2981, decision 030): set by the brand's admins only, the receiver's EIP-55
// checksum checked (EIP-55's published vectors), the rate capped, audited, and refused for another brand (404).
import { type AuditEntry, type BrandRoyalty, ROYALTY_MAX_BPS } from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chainWrites, clients } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { brandId, colleague, consoleCall, firstAdmin, signInByLink, type Staff } from './staff-fixtures';

const { t } = demoAppWithOwners(120_000);

// EIP-55's own test vectors: right checksums, and one with a letter's case changed
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const WRONG_CASE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe("a brand's royalty", () => {
  let aurele: string;
  let nuit: string;
  let admin: Staff;
  let catalogue: Staff;
  let nuitAdmin: Staff;

  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    nuit = await brandId(t, 'atelier-nuit');
    await firstAdmin(t, 'maison-aurele', 'claire@maison-aurele.example');
    admin = await signInByLink(t, 'claire@maison-aurele.example');
    catalogue = await colleague(t, admin, 'maison-aurele', 'cat@maison-aurele.example', ['catalogue']);
    nuitAdmin = await firstAdmin(t, 'atelier-nuit', 'boss@atelier-nuit.example');
  });

  const royalty = (staff: Staff, brand: string) => consoleCall(t, staff, 'GET', `/brands/${brand}/royalty`);
  const setRoyalty = (staff: Staff, brand: string, body: object, language = 'en') =>
    consoleCall(t, staff, 'PUT', `/brands/${brand}/royalty`, body, language);

  it('is none at first; the admin sets it, kept checksummed, audited; unchanged, nothing is written again', async () => {
    const first = await royalty(admin, aurele);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<BrandRoyalty>()).toEqual({
      receiver: null,
      bps: 0,
      maxBps: ROYALTY_MAX_BPS,
      chain: 'none',
    });

    // typed all in small letters (no checksum to check): kept in its EIP-55 form
    const set = await setRoyalty(admin, aurele, { receiver: CHECKSUMMED.toLowerCase(), bps: 500 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<BrandRoyalty>()).toMatchObject({ receiver: CHECKSUMMED, bps: 500 });
    const [row] = await t.app.database.db
      .select({ receiver: clients.royaltyReceiver, bps: clients.royaltyBps })
      .from(clients)
      .where(eq(clients.id, aurele));
    expect(row).toEqual({ receiver: CHECKSUMMED, bps: 500 });
    expect((await royalty(admin, aurele)).json<BrandRoyalty>()).toMatchObject({
      receiver: CHECKSUMMED,
      bps: 500,
    });

    await setRoyalty(admin, aurele, { receiver: CHECKSUMMED, bps: 500 });
    const log = await consoleCall(t, admin, 'GET', `/brands/${aurele}/audit/50/0`);
    const changes = log.json<{ items: AuditEntry[] }>().items.filter((e) => e.action === 'royalty.changed');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ actor: { label: 'claire@maison-aurele.example', kind: 'staff' } });
    // no chain on this server: nothing queued
    const queued = await t.app.database.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.brandId, aurele), eq(chainWrites.kind, 'royalty')));
    expect(queued).toHaveLength(0);
  });

  it('refuses a wrong checksum, the zero address, a rate above the cap, and a rate with no receiver', async () => {
    const wrong = await setRoyalty(admin, aurele, { receiver: WRONG_CASE, bps: 100 }, 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'ADDRESS_CHECKSUM', field: 'receiver' });
    expect(wrong.json().message).toContain('somme de contrôle');
    const zero = await setRoyalty(admin, aurele, { receiver: `0x${'0'.repeat(40)}`, bps: 100 });
    expect(zero.json()).toMatchObject({ code: 'ADDRESS_ZERO' });
    for (const body of [
      { receiver: OTHER, bps: ROYALTY_MAX_BPS + 1 },
      { receiver: OTHER, bps: 2.5 },
      { receiver: null, bps: 100 },
      { receiver: 'not an address', bps: 100 },
    ]) {
      const refused = await setRoyalty(admin, aurele, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await royalty(admin, aurele)).json<BrandRoyalty>()).toMatchObject({
      receiver: CHECKSUMMED,
      bps: 500,
    });
    // none at all: no receiver and 0
    const none = await setRoyalty(admin, aurele, { receiver: null, bps: 0 });
    expect(none.json<BrandRoyalty>()).toMatchObject({ receiver: null, bps: 0 });
  });

  it('is refused to staff who are not admins (403) and to another brand’s admin (404)', async () => {
    const cat = await setRoyalty(catalogue, aurele, { receiver: OTHER, bps: 100 });
    expect(cat.statusCode).toBe(403);
    expect(cat.json()).toMatchObject({ code: 'ROLE_REQUIRED' });
    expect((await royalty(catalogue, aurele)).statusCode).toBe(403);
    expect((await setRoyalty(nuitAdmin, aurele, { receiver: OTHER, bps: 100 })).statusCode).toBe(404);
    expect((await royalty(nuitAdmin, aurele)).statusCode).toBe(404);
    // their own brand's is theirs
    expect((await setRoyalty(nuitAdmin, nuit, { receiver: OTHER, bps: 100 })).statusCode).toBe(200);
    expect((await royalty(admin, aurele)).json<BrandRoyalty>()).toMatchObject({ receiver: null, bps: 0 });
  });
});
