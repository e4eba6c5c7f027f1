// The chain module: the items' token metadata (what tokenURI points at). Chain writes are queued by the
// modules that change custody and sent by the chain worker (decision 013).
import { publicRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { itemIdOf } from '../../chain/items-contract';
import { registerRoute } from '../../http/route';
import { notFound } from '../../lib/errors';
import { tokenMetadata } from './token-metadata';
import { TokensRepository } from './tokens.repository';

export async function chainModule(api: FastifyInstance): Promise<void> {
  const { database, config } = api.deps;
  const { protection } = api.services;
  const tokens = new TokensRepository(database.db);
  registerRoute(api, publicRoutes.token, async (request, reply) => {
    const itemId = itemIdOf(BigInt(request.params.tokenId));
    const publicId = itemId ? await tokens.publicIdOf(itemId) : undefined;
    if (!publicId) throw notFound();
    // wallets and marketplaces read it in English (the metadata standard has one language)
    const item = await protection.publicItem(publicId, 'en');
    void reply.header('cache-control', 'public, max-age=300');
    return tokenMetadata(item, config.publicUrl);
  });
}
