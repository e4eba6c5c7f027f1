// The messages module: brand messages, written through the brand API and read by the owners.
import { defineModule } from '../module';
import { MessagesRepository } from './messages.repository';
import { registerBrandMessageRoutes, registerMessageRoutes } from './messages.routes';
import { MESSAGE_NOTICES_JOB, MessagesService } from './messages.service';

export const messagesModule = defineModule({
  name: 'messages',
  needs: ['jobs', 'notifications'],
  async register(api, { jobs, notifier }) {
    const { audit, clock, config, database, log, mediaUrls, providers } = api.deps;
    const messages = new MessagesService({
      repo: new MessagesRepository(database.db),
      audit,
      notifier,
      jobs,
      storage: providers.storage,
      urls: mediaUrls,
      publicUrl: config.publicUrl,
      clock,
      log,
    });
    jobs.handle(MESSAGE_NOTICES_JOB, (run) => messages.tellOwners(run));
    // the notices still going out finish before the database closes
    api.addHook('onClose', () => messages.drain());
    registerMessageRoutes(api, messages);
    registerBrandMessageRoutes(api, messages);
    return { messages };
  },
});
