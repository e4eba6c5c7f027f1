// The media module: the stored pictures, logos and covers the other modules' answers point to.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import type { ModuleServices } from '../services';
import { ClientsRepository } from '../clients/clients.repository';
import { registerMediaRoutes } from './media.routes';
import { MediaService } from './media.service';

export const mediaModule = defineModule({ name: 'media', register: registerMedia });

async function registerMedia(api: FastifyInstance): Promise<ModuleServices['media']> {
  const { database, images, mediaUrls, providers } = api.deps;
  const media = new MediaService({
    images,
    clients: new ClientsRepository(database.db),
    storage: providers.storage,
    urls: mediaUrls,
  });
  registerMediaRoutes(api, media);
  return { media };
}
