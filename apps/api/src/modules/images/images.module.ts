// The images module: an item's photo gallery (adding, privacy, deleting).
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import type { ModuleServices, ServicesOf } from '../services';
import { registerImageRoutes } from './images.routes';
import { ImagesService } from './images.service';

export const imagesModule = defineModule({ name: 'images', needs: ['items'], register: registerImages });

async function registerImages(
  api: FastifyInstance,
  { items }: ServicesOf<'items'>,
): Promise<ModuleServices['images']> {
  const { clock, history, images: repo, presenter, providers } = api.deps;
  const images = new ImagesService({
    repo,
    history,
    items,
    storage: providers.storage,
    present: presenter,
    clock,
  });
  registerImageRoutes(api, images);
  return { images };
}
