// The media module: the stored pictures, logos and covers the other modules' answers point to.
import { defineModule } from '../module';
import { ClientsRepository } from '../clients/clients.repository';
import { registerMediaRoutes } from './media.routes';
import { MediaService } from './media.service';

export const mediaModule = defineModule({
  name: 'media',
  async register(api) {
    const { database, images, mediaUrls, providers } = api.deps;
    const media = new MediaService({
      images,
      clients: new ClientsRepository(database.db),
      storage: providers.storage,
      urls: mediaUrls,
    });
    registerMediaRoutes(api, media);
    return { media };
  },
});
