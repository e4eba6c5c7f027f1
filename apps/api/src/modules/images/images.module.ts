// The images module: an item's photo gallery (adding, privacy, deleting).
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { registerImageRoutes } from './images.routes';
import { ImagesService } from './images.service';

export async function imagesModule(api: FastifyInstance): Promise<void> {
  const { clock, history, images: repo, presenter, providers } = api.deps;
  const { items } = api.services;
  const images = new ImagesService({
    repo,
    history,
    items,
    storage: providers.storage,
    present: presenter,
    clock,
  });
  provide(api, { images });
  registerImageRoutes(api, images);
}
