// The API's modules, registered in this order under /api. Each wires its repository, service and routes
// from app.deps, and may use the services of the modules above it (app.services).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authModule } from './auth/auth.module';
import { brandModule } from './brand/brand.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { chainModule } from './chain/chain.module';
import { clientsModule } from './clients/clients.module';
import { custodyModule } from './custody/custody.module';
import { imagesModule } from './images/images.module';
import { itemsModule } from './items/items.module';
import { jobsModule } from './jobs/jobs.module';
import { legalModule } from './legal/legal.module';
import { mediaModule } from './media/media.module';
import { messagesModule } from './messages/messages.module';
import { passkeysModule } from './passkeys/passkeys.module';
import { paymentsModule } from './payments/payments.module';
import { protectionModule } from './protection/protection.module';
import { repairsModule } from './repairs/repairs.module';
import { shopModule } from './shop/shop.module';
import { staffModule } from './staff/staff.module';
import { systemModule } from './system/system.module';
import { tagsModule } from './tags/tags.module';
import { transfersModule } from './transfers/transfers.module';
import { usersModule } from './users/users.module';

const modules: FastifyPluginAsync[] = [
  systemModule,
  jobsModule, // the owner notifier's queue: before every module that notifies
  authModule,
  passkeysModule, // uses auth: its rules guard every step-up
  brandModule,
  staffModule, // the console's people (uses passkeys' ceremonies): the authentication hook asks it about console calls
  itemsModule,
  imagesModule,
  clientsModule,
  custodyModule, // the items' custody moves: before every module that hands items over
  transfersModule, // uses auth, custody
  repairsModule,
  protectionModule, // uses items
  tagsModule, // uses protection (the public item), staff (passkeys)
  chainModule, // uses protection
  messagesModule,
  legalModule,
  usersModule, // uses auth, transfers, repairs, protection, messages, legal (account deletion)
  shopModule,
  paymentsModule, // uses auth, shop, transfers
  catalogueModule, // the console's catalogue: uses shop (market links)
  mediaModule,
];

export async function apiModules(api: FastifyInstance): Promise<void> {
  for (const module of modules) await api.register(module);
}
