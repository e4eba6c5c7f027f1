// Naming heirs (docs/decisions/043-heirs.md): each change confirmed by the owner's step-up (changeHeirs, for the
// heir's number), each item going to one heir at most, the heir told by SMS when the owner wishes, with the
// owner's name only with their consent, in the heir's language when they have an account, else the owner's.
import {
  HEIR_MONTHS_DEFAULT,
  HEIRS_PER_OWNER,
  type Heir,
  type HeirSafeguard,
  type NewHeir,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { AuthenticatedUser, AuthService } from '../auth/auth.service';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import type { UsersRepository } from '../users/users.repository';
import { namedNotice } from './heir-notices';
import type { HeirRow, HeirsRepository } from './heirs.repository';
import { itemsOfHeirs, safeguardOf } from './heirs-rules';

export interface HeirsServiceDeps {
  repo: HeirsRepository;
  auth: AuthService;
  users: UsersRepository;
  notifier: OwnerNotifier;
  clock: Clock;
  publicUrl: string;
  /** the claims of an heir removed are cancelled with it */
  cancelClaimsOf: (tx: DbOrTx, heirId: string, now: Date) => Promise<void>;
}

type HeirInput = Omit<NewHeir, 'phone'>;

export class HeirsService {
  constructor(private readonly deps: HeirsServiceDeps) {}

  async list(ownerId: string): Promise<{ heirs: Heir[]; safeguard: HeirSafeguard }> {
    const { repo } = this.deps;
    const [rows, chosen, held, watch] = await Promise.all([
      repo.heirsOf(ownerId),
      repo.chosenItems(ownerId),
      repo.heldItems(ownerId),
      repo.watch(ownerId),
    ]);
    const shares = itemsOfHeirs(rows, chosen, held);
    return {
      heirs: rows.map((row) => this.present(row, chosen, shares.get(row.id)?.length ?? 0)),
      safeguard: safeguardOf(watch, rows.length > 0),
    };
  }

  async add(caller: AuthenticatedUser, input: NewHeir): Promise<Heir> {
    const { repo, clock } = this.deps;
    const now = clock.now();
    const phone = input.phone;
    const { heir, notice } = await repo.transaction(async (tx) => {
      const owner = await repo.lockOwner(tx, caller.userId);
      if (!owner) throw notFound();
      if (owner.phone === phone) throw new AppError(409, 'HEIR_IS_SELF');
      await this.deps.auth.requireGrant(caller, 'changeHeirs', { phoneTo: phone }, tx);
      const existing = await repo.heirsOf(owner.id, tx);
      if (existing.some((h) => h.phone === phone)) throw new AppError(409, 'HEIR_EXISTS');
      if (existing.length >= HEIRS_PER_OWNER) throw new AppError(409, 'TOO_MANY_HEIRS');
      await this.checkScope(tx, owner.id, null, existing, input);
      const heir = await repo.insertHeir(tx, {
        ownerId: owner.id,
        phone,
        ...this.fields(input),
        createdAt: now,
        updatedAt: now,
      });
      await repo.setChosenItems(tx, heir, input.scope === 'chosen' ? (input.itemIds ?? []) : []);
      await repo.ensureWatch(tx, owner.id, HEIR_MONTHS_DEFAULT, now);
      const notice = input.tell ? await this.queueNamedNotice(tx, heir, owner.language, now) : undefined;
      return { heir, notice };
    });
    await this.deps.notifier.send(notice);
    return this.presentOne(caller.userId, heir);
  }

  async change(caller: AuthenticatedUser, id: string, input: HeirInput): Promise<Heir> {
    const { repo, clock } = this.deps;
    const now = clock.now();
    const { heir, notice } = await repo.transaction(async (tx) => {
      const owner = await repo.lockOwner(tx, caller.userId);
      const before = owner && (await repo.heir(owner.id, id, tx));
      if (!owner || !before) throw notFound();
      await this.deps.auth.requireGrant(caller, 'changeHeirs', { phoneTo: before.phone }, tx);
      await this.checkScope(tx, owner.id, id, await repo.heirsOf(owner.id, tx), input);
      const heir = await repo.updateHeir(tx, id, { ...this.fields(input), updatedAt: now });
      await repo.setChosenItems(tx, heir, input.scope === 'chosen' ? (input.itemIds ?? []) : []);
      // told now when the owner has just chosen to tell them
      const notice =
        input.tell && !before.tell ? await this.queueNamedNotice(tx, heir, owner.language, now) : undefined;
      return { heir, notice };
    });
    await this.deps.notifier.send(notice);
    return this.presentOne(caller.userId, heir);
  }

  async remove(caller: AuthenticatedUser, id: string): Promise<void> {
    const { repo, clock } = this.deps;
    const now = clock.now();
    await repo.transaction(async (tx) => {
      const owner = await repo.lockOwner(tx, caller.userId);
      const heir = owner && (await repo.heir(owner.id, id, tx));
      if (!owner || !heir) throw notFound();
      await this.deps.auth.requireGrant(caller, 'changeHeirs', { phoneTo: heir.phone }, tx);
      await this.deps.cancelClaimsOf(tx, heir.id, now);
      await repo.deleteHeir(tx, heir.id);
    });
  }

  async setMonths(ownerId: string, months: number): Promise<HeirSafeguard> {
    const { repo, clock } = this.deps;
    await repo.transaction((tx) => repo.setMonths(tx, ownerId, months, clock.now()));
    return (await this.list(ownerId)).safeguard;
  }

  private fields(input: HeirInput) {
    return {
      displayName: input.displayName,
      scope: input.scope,
      tell: input.tell,
      shareName: input.shareName,
      ownerName: input.shareName ? (input.ownerName ?? null) : null,
    };
  }

  /** The items chosen are the owner's and nobody else's heir's; one heir at most receives "all the rest". */
  private async checkScope(
    tx: DbOrTx,
    ownerId: string,
    heirId: string | null,
    existing: HeirRow[],
    input: HeirInput,
  ): Promise<void> {
    const others = existing.filter((h) => h.id !== heirId);
    if (input.scope === 'all') {
      if (others.some((h) => h.scope === 'all')) throw new AppError(409, 'HEIR_REST_TAKEN');
      return;
    }
    const ids = [...new Set(input.itemIds ?? [])];
    const owned = await this.deps.repo.ownedAmong(tx, ownerId, ids);
    if (owned.length !== ids.length) throw new AppError(409, 'HEIR_ITEM_NOT_OWNED', { field: 'itemIds' });
    const otherIds = new Set(others.map((h) => h.id));
    const taken = (await this.deps.repo.chosenItems(ownerId, tx)).find(
      (c) => otherIds.has(c.heirId) && ids.includes(c.itemId),
    );
    const item = taken && owned.find((o) => o.id === taken.itemId);
    if (item) throw new AppError(409, 'HEIR_ITEM_TAKEN', { item: item.name });
  }

  /** The heir's SMS (their account's language, else the owner's: a pending account is made in it). */
  private async queueNamedNotice(tx: DbOrTx, heir: HeirRow, ownerLanguage: string, now: Date) {
    const account =
      (await this.deps.users.userByPhone(heir.phone, tx)) ??
      (await this.deps.users.createPending(tx, heir.phone, ownerLanguage, now));
    const name = heir.shareName ? heir.ownerName : null;
    return this.deps.notifier.queue(
      account?.id ?? null,
      (language) => namedNotice(language, name, this.deps.publicUrl),
      tx,
      `heir-named:${heir.id}`,
    );
  }

  private async presentOne(ownerId: string, heir: HeirRow): Promise<Heir> {
    const { heirs } = await this.list(ownerId);
    const found = heirs.find((h) => h.id === heir.id);
    if (!found) throw notFound();
    return found;
  }

  private present(row: HeirRow, chosen: { heirId: string; itemId: string }[], itemCount: number): Heir {
    return {
      id: row.id,
      phone: row.phone,
      displayName: row.displayName,
      scope: row.scope as Heir['scope'],
      itemIds: chosen.filter((c) => c.heirId === row.id).map((c) => c.itemId),
      itemCount,
      tell: row.tell,
      shareName: row.shareName,
      ownerName: row.ownerName,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
