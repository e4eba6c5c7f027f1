// GET /api/v1/tokens/:tokenId — an item's ERC-721 metadata, where its token's tokenURI points.
import type { PublicItem, TokenMetadata } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenIdOf } from '../src/chain/items-contract';
import { items } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';

const { t } = demoAppWithOwners();
const token = (tokenId: string) => t.app.inject({ method: 'GET', url: `/api/v1/tokens/${tokenId}` });

describe('token metadata', () => {
  it("is the item's public page as ERC-721 metadata, with no sign-in", async () => {
    const [item] = await t.app.database.db.select().from(items).where(eq(items.isToMint, false)).limit(1);
    const res = await token(tokenIdOf(item!.id).toString());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const metadata = res.json<TokenMetadata>();
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/items/${item!.publicId}`,
        headers: { 'accept-language': 'en' },
      })
    ).json<PublicItem>();
    expect(metadata.name).toBe(page.name);
    expect(metadata.description).toBe(page.description);
    // the item's GS1 Digital Link (every demo collection has a GTIN)
    expect(metadata.external_url).toBe(page.digitalLink);
    expect(metadata.external_url).toMatch(new RegExp(`^${t.config.publicUrl}/01/\\d{14}/21/`));
    expect(metadata.attributes).toContainEqual({ trait_type: 'Serial number', value: item!.serialNumber });
    expect(metadata.image).toMatch(new RegExp(`^${t.config.publicUrl}/`));
  });

  it('is readable from any origin, as are the public pictures it points to (a wallet reads them from its page)', async () => {
    const [item] = await t.app.database.db.select().from(items).where(eq(items.isToMint, false)).limit(1);
    const url = `/api/v1/tokens/${tokenIdOf(item!.id).toString()}`;
    const origin = { origin: 'https://wallet.example' };
    const res = await t.app.inject({ method: 'GET', url, headers: origin });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        ...origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'accept',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': 'accept',
    });
    const picture = new URL(res.json<TokenMetadata>().image ?? '');
    const image = await t.app.inject({
      method: 'GET',
      url: picture.pathname + picture.search,
      headers: origin,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['access-control-allow-origin']).toBe('*');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // an unknown token is refused to other origins readably too
    const missing = await token(tokenIdOf('00000000-0000-4000-8000-000000000000').toString());
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });

  it('is 404 for a number that is no item, and 400 for what is not a token id', async () => {
    expect((await token(tokenIdOf('00000000-0000-4000-8000-000000000000').toString())).statusCode).toBe(404);
    expect((await token((1n << 128n).toString())).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1'.repeat(40), '0x10']) {
      const res = await token(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
