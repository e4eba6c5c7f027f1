// The services the modules offer each other (app.services): a module reads those of the modules registered
// before it (modules/index.ts) and offers its own with provide(). The tests read them too.
import type { FastifyInstance } from 'fastify';
import type { AuthService } from './auth/auth.service';
import type { BrandKeys } from './brand/brand-keys';
import type { ClientsService } from './clients/clients.service';
import type { CustodyService } from './custody/custody.service';
import type { ImagesService } from './images/images.service';
import type { ItemsService } from './items/items.service';
import type { JobQueue } from './jobs/job-queue';
import type { LegalService } from './legal/legal.service';
import type { MediaService } from './media/media.service';
import type { MessagesService } from './messages/messages.service';
import type { PasskeyCeremonies } from './passkeys/ceremonies';
import type { PasskeysService } from './passkeys/passkeys.service';
import type { PaymentsService } from './payments/payments.service';
import type { FinderMessagesService } from './protection/finder-messages.service';
import type { ProtectionService } from './protection/protection.service';
import type { RepairsService } from './repairs/repairs.service';
import type { ShopService } from './shop/shop.service';
import type { StaffPasskeysService } from './staff/staff-passkeys.service';
import type { StaffService } from './staff/staff.service';
import type { SystemService } from './system/system.service';
import type { TagsService } from './tags/tags.service';
import type { TapsService } from './tags/taps.service';
import type { TransfersService } from './transfers/transfers.service';
import type { AccountService } from './users/account.service';
import type { UsersService } from './users/users.service';

export interface Services {
  system: SystemService;
  jobs: JobQueue;
  auth: AuthService;
  passkeys: PasskeysService;
  /** the passkey ceremonies, for the owners' passkeys and the console's */
  passkeyCeremonies: PasskeyCeremonies;
  brandKeys: BrandKeys;
  staff: StaffService;
  staffPasskeys: StaffPasskeysService;
  items: ItemsService;
  images: ImagesService;
  clients: ClientsService;
  /** the items' custody moves (not deps.custody, the chain's custody accounts) */
  custody: CustodyService;
  transfers: TransfersService;
  users: UsersService;
  account: AccountService;
  repairs: RepairsService;
  protection: ProtectionService;
  finderMessages: FinderMessagesService;
  tags: TagsService;
  taps: TapsService;
  messages: MessagesService;
  legal: LegalService;
  shop: ShopService;
  payments: PaymentsService;
  media: MediaService;
}

/** What buildApp decorates the app with: empty, then filled by the modules as they register. */
export function serviceRegistry(): Services {
  return {} as Services;
}

/** Offers a module's services to the modules registered after it. */
export function provide(app: FastifyInstance, services: Partial<Services>): void {
  Object.assign(app.services, services);
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
