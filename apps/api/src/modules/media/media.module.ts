// The media module: the stored pictures, logos and covers the other modules' answers point to.
import type { FastifyInstance } from 'fastify';
import { ClientsRepository } from '../clients/clients.repository';
import { provide } from '../services';
import { registerMediaRoutes } from './media.routes';
import { MediaService } from './media.service';

export async function mediaModule(api: FastifyInstance): Promise<void> {
  const { database, images, mediaUrls, providers } = api.deps;
  const media = new MediaService({
    images,
    clients: new ClientsRepository(database.db),
    storage: providers.storage,
    urls: mediaUrls,
  });
  provide(api, { media });
  registerMediaRoutes(api, media);
}
