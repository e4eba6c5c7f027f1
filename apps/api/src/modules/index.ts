// The API's modules, registered under /api in the order their declared needs give (module.ts): each wires its
// repository, service and routes from app.deps and the services of the modules it needs. Once all are
// registered, every kind of job must have its handler, or the app does not start.
import type { FastifyInstance } from 'fastify';
import { authModule } from './auth/auth.module';
import { brandModule } from './brand/brand.module';
import { careModule } from './care/care.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { chainModule } from './chain/chain.module';
import { clientsModule } from './clients/clients.module';
import { credentialsModule } from './credentials/credentials.module';
import { custodyModule } from './custody/custody.module';
import { heirsModule } from './heirs/heirs.module';
import { imagesModule } from './images/images.module';
import { itemsModule } from './items/items.module';
import { jobsModule } from './jobs/jobs.module';
import { legalModule } from './legal/legal.module';
import { mediaModule } from './media/media.module';
import { messagesModule } from './messages/messages.module';
import { notificationsModule } from './notifications/notifications.module';
import { type ApiModule, inDependencyOrder } from './module';
import { passkeysModule } from './passkeys/passkeys.module';
import { passportModule } from './passport/passport.module';
import { paymentsModule } from './payments/payments.module';
import { returnsModule } from './payments/returns.module';
import { protectionModule } from './protection/protection.module';
import { repairsModule } from './repairs/repairs.module';
import { shopModule } from './shop/shop.module';
import { staffModule } from './staff/staff.module';
import { systemModule } from './system/system.module';
import { tagsModule } from './tags/tags.module';
import { transfersModule } from './transfers/transfers.module';
import { usersModule } from './users/users.module';

/** Every module of the API (their order here matters only between modules that do not need each other). */
export const allModules: readonly ApiModule[] = [
  systemModule,
  jobsModule,
  notificationsModule,
  authModule,
  passkeysModule,
  brandModule,
  staffModule,
  itemsModule,
  imagesModule,
  clientsModule,
  custodyModule,
  transfersModule,
  repairsModule,
  protectionModule,
  tagsModule,
  chainModule,
  messagesModule,
  legalModule,
  usersModule,
  shopModule,
  paymentsModule,
  returnsModule,
  catalogueModule,
  mediaModule,
  credentialsModule,
  passportModule,
  careModule,
  heirsModule,
];

export interface ApiModulesOptions {
  /** the modules to register (all of them unless a test leaves some out) */
  modules?: readonly ApiModule[];
}

export async function apiModules(api: FastifyInstance, options: ApiModulesOptions): Promise<void> {
  for (const module of inDependencyOrder(options.modules ?? allModules)) await api.register(module.plugin);
  // the kinds of job queued by a module left out would wait for ever: refuse to start instead
  api.serviceRegistry.of(['jobs']).jobs.assertHandled();
}
