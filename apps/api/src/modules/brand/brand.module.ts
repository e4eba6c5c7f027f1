// The brand module: the brands' API keys, which the brand API's routes (repairs, messages, market links) check.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { BrandKeys } from './brand-keys';
import { BrandKeysRepository } from './brand-keys.repository';

export async function brandModule(api: FastifyInstance): Promise<void> {
  provide(api, { brandKeys: new BrandKeys({ repo: new BrandKeysRepository(api.deps.database.db) }) });
}
