// The messages module: brand messages, written through the brand API and read by the owners.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { MessagesRepository } from './messages.repository';
import { registerBrandMessageRoutes, registerMessageRoutes } from './messages.routes';
import { MessagesService } from './messages.service';

export async function messagesModule(api: FastifyInstance): Promise<void> {
  const { audit, clock, config, database, log, mediaUrls, notifier, providers } = api.deps;
  const messages = new MessagesService({
    repo: new MessagesRepository(database.db),
    audit,
    notifier,
    jobs: api.services.jobs,
    storage: providers.storage,
    urls: mediaUrls,
    publicUrl: config.publicUrl,
    clock,
    log,
  });
  // the notices still going out finish before the database closes
  api.addHook('onClose', () => messages.drain());
  provide(api, { messages });
  registerMessageRoutes(api, messages);
  registerBrandMessageRoutes(api, messages);
}
