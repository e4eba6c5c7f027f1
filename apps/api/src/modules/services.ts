// The services each module offers (docs/decisions/026-modules-as-plugins.md): a module reads only those of the
// modules it declares it needs (module.ts), and app.services holds them all for the HTTP pipeline and the tests.
import type { AuthService } from './auth/auth.service';
import type { CareEndings } from './care/care-endings';
import type { CareService } from './care/care.service';
import type { BrandKeys } from './brand/brand-keys';
import type { ClientsService } from './clients/clients.service';
import type { CredentialsService } from './credentials/credentials.service';
import type { CustodyService } from './custody/custody.service';
import type { ClaimsService } from './heirs/claims.service';
import type { HeirsService } from './heirs/heirs.service';
import type { SafeguardService } from './heirs/safeguard.service';
import type { ImagesService } from './images/images.service';
import type { ItemsService } from './items/items.service';
import type { JobQueue } from './jobs/job-queue';
import type { LegalService } from './legal/legal.service';
import type { MediaService } from './media/media.service';
import type { MessagesService } from './messages/messages.service';
import type { OwnerNotifier } from './notifications/owner-notifier';
import type { PasskeyCeremonies } from './passkeys/ceremonies';
import type { PasskeysService } from './passkeys/passkeys.service';
import type { PassportAccess } from './passport/passport-access';
import type { PaymentsService } from './payments/payments.service';
import type { ReturnsService } from './payments/returns.service';
import type { FinderMessagesService } from './protection/finder-messages.service';
import type { ProtectionService } from './protection/protection.service';
import type { RepairsService } from './repairs/repairs.service';
import type { ShopService } from './shop/shop.service';
import type { StaffPasskeysService } from './staff/staff-passkeys.service';
import type { StaffTeamService } from './staff/staff-team.service';
import type { StaffService } from './staff/staff.service';
import type { SystemService } from './system/system.service';
import type { TagsService } from './tags/tags.service';
import type { TapsService } from './tags/taps.service';
import type { TransfersService } from './transfers/transfers.service';
import type { AccountService } from './users/account.service';
import type { UsersService } from './users/users.service';

/** Each module by name, with the services it offers the modules that need it (none: an empty object). */
export interface ModuleServices {
  system: { system: SystemService };
  jobs: { jobs: JobQueue };
  /** the owner notifier: notices by SMS, e-mail and push, sent as jobs */
  notifications: { notifier: OwnerNotifier };
  auth: { auth: AuthService };
  /** the passkey ceremonies too, for the owners' passkeys and the console's */
  passkeys: { passkeys: PasskeysService; passkeyCeremonies: PasskeyCeremonies };
  brand: { brandKeys: BrandKeys };
  /** the console's people: their sign-in and sessions, a brand's staff as its admins manage them, passkeys */
  staff: { staff: StaffService; staffTeam: StaffTeamService; staffPasskeys: StaffPasskeysService };
  items: { items: ItemsService };
  images: { images: ImagesService };
  clients: { clients: ClientsService };
  /** the items' custody moves (not deps.custody, the chain's custody accounts) */
  custody: { custody: CustodyService };
  transfers: { transfers: TransfersService };
  repairs: { repairs: RepairsService };
  protection: { protection: ProtectionService; finderMessages: FinderMessagesService };
  tags: { tags: TagsService; taps: TapsService };
  chain: Record<never, never>;
  messages: { messages: MessagesService };
  legal: { legal: LegalService };
  users: { users: UsersService; account: AccountService };
  shop: { shop: ShopService };
  payments: { payments: PaymentsService };
  returns: { returns: ReturnsService };
  catalogue: Record<never, never>;
  media: { media: MediaService };
  /** the owners' certificates of ownership (W3C Verifiable Credentials) */
  credentials: { credentials: CredentialsService };
  /** the items' passports (docs/decisions/035-the-item-passport.md) */
  passport: { passports: PassportAccess };
  /** entrusted care (docs/decisions/044-entrusted-care.md); its endings, for a handover that ends a care */
  care: { care: CareService; careEndings: CareEndings };
  /** heirs, the inactivity safeguard and heirs' claims (docs/decisions/043-heirs.md) */
  heirs: { heirs: HeirsService; safeguard: SafeguardService; heirClaims: ClaimsService };
}

export type ModuleName = keyof ModuleServices;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The services of these modules, as one object. */
export type ServicesOf<M extends ModuleName> = [M] extends [never]
  ? Record<never, never>
  : UnionToIntersection<ModuleServices[M]>;

/** Every module's services (app.services). */
export type Services = ServicesOf<ModuleName>;

/** The services offered so far, by module: what a module registering next may read. */
export class ServiceRegistry {
  /** every module's services in one object (app.services), filled as the modules register */
  readonly all = {} as Services;
  private readonly byModule = new Map<ModuleName, object>();

  offer<N extends ModuleName>(module: N, services: ModuleServices[N]): void {
    this.byModule.set(module, services);
    Object.assign(this.all, services);
  }

  /** The services of `modules`, which must have registered (Fastify checked the dependencies before). */
  of<M extends ModuleName>(modules: readonly M[]): ServicesOf<M> {
    const services = {};
    for (const module of modules) {
      const offered = this.byModule.get(module);
      if (!offered) throw new Error(`module ${module} has not registered yet`);
      Object.assign(services, offered);
    }
    return services as ServicesOf<M>;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** the services offered so far, by module (module.ts hands each module those it needs) */
    serviceRegistry: ServiceRegistry;
  }
}
