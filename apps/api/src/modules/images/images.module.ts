// The images module: an item's photo gallery (adding, privacy, deleting).
import { defineModule } from '../module';
import { registerImageRoutes } from './images.routes';
import { ImagesService } from './images.service';

export const imagesModule = defineModule({
  name: 'images',
  needs: ['items'],
  async register(api, { items }) {
    const { clock, history, images: repo, presenter, providers } = api.deps;
    const images = new ImagesService({
      repo,
      tokens: api.deps.tokens,
      history,
      items,
      storage: providers.storage,
      present: presenter,
      clock,
    });
    registerImageRoutes(api, images);
    return { images };
  },
});
