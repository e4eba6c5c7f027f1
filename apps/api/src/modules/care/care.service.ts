// Entrusted care (docs/decisions/044-entrusted-care.md, docs/product.md "Entrusted care"): the owner entrusts an
// item to a person or to a store of its brand, confirmed by step-up as a send is; the owner, the person and the
// brand's after-sales staff each read what is theirs of it, and each may end it early (care-endings.ts).
import {
  CARE_MAX_DAYS,
  CARE_MIN_MINUTES,
  type CaredItem,
  type EntrustedCare,
  type OwnerCare,
  type StoreCare,
  type careRequestBody,
} from '@heirloom/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { MediaUrls } from '../../lib/media-urls';
import { assertSmsPhone } from '../../lib/phone';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { AuditRepository } from '../audit/audit.repository';
import type { BrandActor } from '../audit/audit';
import type { AuthService } from '../auth/auth.service';
import type { AuthenticatedUser } from '../auth/auth-types';
import type { ChainTokens } from '../chain/chain-tokens';
import type { HistoryRepository } from '../history/history.repository';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import type { UsersRepository } from '../users/users.repository';
import { Service } from '../service';
import { entrustedNotice, storeCareEmail } from './care-notices';
import type { CareEndings, StoreMail } from './care-endings';
import type { CareBundle, CareRepository, CareScope } from './care.repository';
import { caredItemView, entrustedView, ownerCareView, storeCareView } from './care-views';

/** The request as the route's schema gave it (the phone in E.164). */
type CareRequestParsed = z.output<typeof careRequestBody>;

export interface CareServiceDeps {
  repo: CareRepository;
  endings: CareEndings;
  /** step-up grants: entrusting is confirmed as a send is (decision 011) */
  auth: Pick<AuthService, 'requireGrant'>;
  items: ItemWritesRepository;
  users: UsersRepository;
  history: HistoryRepository;
  audit: AuditRepository;
  notifier: OwnerNotifier;
  email: EmailProvider;
  tokens: Pick<ChainTokens, 'token'>;
  urls: MediaUrls;
  publicUrl: string;
  clock: Clock;
}

/** An end at least an hour and at most a year away, else 400 CARE_END_INVALID. */
function checkEnd(endsAt: Date, now: Date): void {
  const soonest = addSeconds(now, CARE_MIN_MINUTES * 60);
  const latest = addSeconds(now, CARE_MAX_DAYS * 86_400);
  if (endsAt < soonest || endsAt > latest) throw new AppError(400, 'CARE_END_INVALID', { field: 'endsAt' });
}

export class CareService extends Service<CareServiceDeps> {
  /** The owner entrusts their item (404 unless theirs); answers the period as the owner sees it. */
  async entrust(caller: AuthenticatedUser, itemId: string, request: CareRequestParsed): Promise<OwnerCare> {
    const now = this.deps.clock.now();
    const endsAt = new Date(request.endsAt);
    checkEnd(endsAt, now);
    const { carer } = request;
    if (carer.kind === 'person') assertSmsPhone(carer.phone, 'carer.phone');
    const { bundle, mail } = await this.deps.repo.transaction(async (tx) => {
      const owned = await this.deps.repo.lockOwnedItem(tx, caller.userId, itemId);
      if (!owned) throw notFound();
      const { item } = owned;
      if (item.inCareUntil) throw new AppError(409, 'ITEM_IN_CARE', { item: item.name });
      const owner = await this.deps.repo.user(tx, caller.userId);
      if (!owner) throw notFound();
      const to = carer.kind === 'person' ? await this.person(tx, carer.phone, owner, now) : undefined;
      const store = carer.kind === 'store' ? await this.store(tx, carer, owned) : undefined;
      // in repair: only for that repair's store; otherwise an item free of every other hand-over
      const forRepair = carer.kind === 'store' && carer.repairId !== undefined;
      if (!forRepair && (item.oppositionKind || item.status !== 'active'))
        throw new AppError(409, 'CARE_ITEM_BUSY', { item: item.name });
      await this.deps.auth.requireGrant(
        caller,
        carer.kind === 'person' ? 'entrustToPhone' : 'entrustToStore',
        carer.kind === 'person' ? { phoneTo: carer.phone, productsIds: [itemId] } : { productsIds: [itemId] },
        tx,
      );
      const care = await this.deps.repo.insert(tx, {
        itemId,
        ownerId: caller.userId,
        clientId: owned.clientId,
        carerKind: carer.kind,
        carerUserId: to?.id ?? null,
        carerPhone: carer.kind === 'person' ? carer.phone : null,
        storeId: store?.id ?? null,
        repairId: carer.kind === 'store' ? (carer.repairId ?? null) : null,
        share: request.share,
        startsAt: now,
        endsAt,
        createdAt: now,
      });
      await this.deps.items.setCare(tx, [itemId], endsAt);
      await this.deps.history.record(tx, {
        itemId,
        kind: 'entrusted',
        actor: 'owner',
        actorUserId: caller.userId,
        // a store is named; a person never is (later owners read the history)
        data: store ? { store: store.name } : {},
        createdAt: now,
      });
      if (to) {
        const link = `${this.deps.publicUrl}/entrusted/${care.id}`;
        await this.deps.notifier.notify(
          to.id,
          (language) =>
            entrustedNotice(language, {
              item: item.name,
              ownerName: request.share.ownerName,
              until: endsAt,
              link,
            }),
          { tx },
        );
      }
      const started = await this.deps.repo.bundle({ ownerId: caller.userId }, care.id, tx);
      if (!started) throw new Error('care not read back');
      const storeMail: StoreMail | undefined = store?.email
        ? {
            to: store.email,
            ...storeCareEmail({ item: item.name, serial: item.serialNumber, until: endsAt, ended: false }),
          }
        : undefined;
      return { bundle: started, mail: storeMail };
    });
    await this.deps.endings.sendMails(mail ? [mail] : []);
    return ownerCareView(bundle);
  }

  /** The person entrusted: their account, or one made for the number (theirs at its first sign-in). */
  private async person(tx: DbOrTx, phone: string, owner: { phone: string; language: string }, now: Date) {
    if (phone === owner.phone) throw new AppError(409, 'CARE_TO_SELF');
    const existing = await this.deps.users.userByPhone(phone, tx);
    // a number never seen gets a pending account; its language is unknown, so the owner's is used
    const user = existing ?? (await this.deps.users.createPending(tx, phone, owner.language, now));
    if (!user) throw new Error('carer account not created');
    return user;
  }

  /** A store of the item's brand (400 otherwise) and, for a repair, the open repair there (409 otherwise). */
  private async store(
    tx: DbOrTx,
    carer: { storeId: string; repairId?: string | undefined },
    owned: { clientId: string; item: { id: string } },
  ) {
    const store = await this.deps.repo.store(tx, carer.storeId);
    if (!store || store.clientId !== owned.clientId)
      throw new AppError(400, 'STORE_NOT_OF_BRAND', { field: 'carer.storeId' });
    if (carer.repairId !== undefined) {
      const repair = await this.deps.repo.openRepair(tx, owned.item.id, carer.repairId);
      if (!repair || repair.storeId !== store.id) throw new AppError(409, 'CARE_REPAIR_MISMATCH');
    }
    return store;
  }

  /** The item's open care period, if any (404 unless the item is the caller's). */
  async ofItem(ownerId: string, itemId: string): Promise<{ care: OwnerCare | null }> {
    const { repo } = this.deps;
    const open = await repo.transaction(async (tx) => {
      if (!(await repo.lockOwnedItem(tx, ownerId, itemId, false))) throw notFound();
      return repo.openBundleOf(tx, ownerId, itemId);
    });
    return { care: open ? ownerCareView(open) : null };
  }

  async given(ownerId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.page({ ownerId }, limit, offset);
    return { items: rows.map(ownerCareView), total };
  }

  async entrusted(carerUserId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.page({ carerUserId }, limit, offset);
    const items = await Promise.all(rows.map(async (b) => entrustedView(b, await this.caredItem(b))));
    return { items, total };
  }

  async entrustedOne(carerUserId: string, careId: string): Promise<EntrustedCare> {
    const bundle = await this.deps.repo.bundle({ carerUserId }, careId);
    if (!bundle) throw notFound();
    return entrustedView(bundle, await this.caredItem(bundle));
  }

  async storeCare(clientId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.page({ clientId, openOnly: true }, limit, offset);
    const items = await Promise.all(rows.map(async (b) => storeCareView(b, await this.caredItem(b))));
    return { items, total };
  }

  async storeCareOne(clientId: string, careId: string): Promise<StoreCare> {
    const bundle = await this.deps.repo.bundle({ clientId }, careId);
    if (!bundle || !bundle.store) throw notFound();
    return storeCareView(bundle, await this.caredItem(bundle));
  }

  /** The item as shared with its carer: its pictures and token read only when shared. */
  private async caredItem(bundle: CareBundle): Promise<CaredItem> {
    const { care } = bundle;
    const pictures = care.share.pictures ? await this.deps.repo.pictures(care.itemId, care.ownerId) : [];
    const token = care.share.certificate ? await this.deps.tokens.token(care.itemId) : null;
    return caredItemView(
      bundle,
      { pictures, token },
      { urls: this.deps.urls, publicUrl: this.deps.publicUrl },
    );
  }

  /** The owner ends their care period now (409 CARE_ENDED when it had ended). */
  async endByOwner(ownerId: string, careId: string): Promise<OwnerCare> {
    return ownerCareView(await this.end({ ownerId }, careId, 'owner'));
  }

  /** The person entrusted hands the item back now (404 once ended: it is no longer theirs to see). */
  async endByCarer(carerUserId: string, careId: string): Promise<{ ok: true }> {
    await this.end({ carerUserId }, careId, 'carer');
    return { ok: true };
  }

  /** The brand's store hands the item back now; in the brand's audit log. */
  async endByStore(actor: BrandActor, careId: string): Promise<StoreCare> {
    const bundle = await this.end({ clientId: actor.clientId }, careId, 'carer', actor);
    return storeCareView(bundle, await this.caredItem(bundle));
  }

  private async end(scope: CareScope, careId: string, reason: 'owner' | 'carer', actor?: BrandActor) {
    const now = this.deps.clock.now();
    const { bundle, mail } = await this.deps.repo.transaction(async (tx) => {
      const care = await this.deps.repo.lock(tx, scope, careId);
      // a store's care only: a brand's staff never end a person's
      if (!care || (actor && care.carerKind !== 'store')) throw notFound();
      if (care.endedAt) throw new AppError(409, 'CARE_ENDED');
      const ended = await this.deps.endings.finish(tx, care, reason, now);
      if (!ended) throw new AppError(409, 'CARE_ENDED');
      if (actor) {
        const { item, store } = ended.bundle;
        await this.deps.audit.record(
          tx,
          actor,
          {
            action: 'care.ended',
            target: { kind: 'care', id: care.id, label: `${item.name} · ${item.serialNumber}` },
            details: { store: store?.name ?? null },
          },
          now,
        );
      }
      return ended;
    });
    await this.deps.endings.sendMails(mail ? [mail] : []);
    return bundle;
  }
}
