// Repairs (docs/product.md "Repairs"): the owner asks, edits while requested, cancels while requested or
// accepted, confirms pickup; the SAV accepts, rejects, starts, marks ready and writes notes. Each move is checked
// by the state machine under a row lock (409), lands in steps and history; the owner hears of the brand's moves.
import {
  brandRepairMoves,
  isRepairOpen,
  openRepairStates,
  ownerCanCancel,
  ownerCanConfirmPickup,
  ownerCanEdit,
  type BrandNote,
  type BrandRepair,
  type Language,
  type Repair,
  type RepairRequest,
  type RepairState,
  type RepairUpdate,
  repairStates,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { brandNoteData } from '../../lib/localized';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { AuditEvent, BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { HistoryRepository } from '../history/history.repository';
import type { ImagesRepository } from '../images/images.repository';
import type { MediaUrls } from '../../lib/media-urls';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import { newRepairEmail } from './repair-texts';
import { ownerNotice, present, presentForBrand } from './repairs.presenter';
import type { RepairBundle, RepairRow, RepairScope, RepairsRepository } from './repairs.repository';
import { Service } from '../service';

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';

export interface RepairsServiceDeps {
  repo: RepairsRepository;
  /** the items' writer: an item is in repair while its repair is open */
  items: ItemWritesRepository;
  history: HistoryRepository;
  /** the items' pictures: the brand's store sees those their owners made public */
  images: ImagesRepository;
  urls: MediaUrls;
  /** the brand's audit log: its moves and notes */
  audit: AuditRepository;
  notifier: OwnerNotifier;
  email: EmailProvider;
  publicUrl: string;
  clock: Clock;
}

/** Told in its transaction that a repair closed (the care module ends the care opened for it). */
export type RepairCloseListener = (tx: DbOrTx, repairId: string, at: Date) => Promise<void>;

export class RepairsService extends Service<RepairsServiceDeps> {
  private readonly closeListeners: RepairCloseListener[] = [];
  onClose(listener: RepairCloseListener): void {
    this.closeListeners.push(listener);
  }

  async request(ownerId: string, itemId: string, body: RepairRequest, reader: Language): Promise<Repair> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.repo
      .transaction(async (tx) => {
        const row = await this.deps.repo.lockOwnedItem(tx, ownerId, itemId);
        if (!row) throw notFound();
        const { item } = row;
        if (!row.features.repairs) throw new AppError(409, 'REPAIRS_DISABLED');
        const store = await this.deps.repo.store(tx, body.savStore);
        if (!store || store.clientId !== row.clientId)
          throw new AppError(400, 'STORE_NOT_OF_BRAND', { field: 'savStore' });
        if (await this.deps.repo.openRepairOf(tx, itemId)) throw new AppError(409, 'REPAIR_ALREADY_OPEN');
        if (item.oppositionKind) throw new AppError(409, 'REPAIR_UNDER_OPPOSITION', { item: item.name });
        if (item.status !== 'active') throw new AppError(409, 'REPAIR_ITEM_BUSY', { item: item.name });
        const repair = await this.deps.repo.insert(tx, {
          itemId,
          ownerId,
          clientId: row.clientId,
          storeId: store.id,
          details: body.details,
          state: 'requested',
          createdAt: now,
          updatedAt: now,
        });
        await this.deps.repo.addStep(tx, {
          repairId: repair.id,
          kind: 'state',
          state: 'requested',
          actor: 'owner',
          createdAt: now,
        });
        await this.deps.items.setStatus(tx, itemId, 'in_repair');
        await this.deps.history.record(tx, {
          itemId,
          kind: 'repair_opened',
          actor: 'owner',
          actorUserId: ownerId,
          data: { store: store.name, state: 'requested' },
          createdAt: now,
        });
        return { bundle: await this.deps.repo.bundle(tx, repair.id), storeEmail: store.email };
      })
      .catch((err: unknown) => {
        // two requests at once: the partial unique index lets one through
        if (isUniqueViolation(err)) throw new AppError(409, 'REPAIR_ALREADY_OPEN');
        throw err;
      });
    if (outcome.storeEmail) {
      const notice = newRepairEmail({
        item: outcome.bundle.item.name,
        serial: outcome.bundle.item.serialNumber,
        details: outcome.bundle.repair.details,
      });
      await this.deps.email.send({ to: outcome.storeEmail, ...notice }).catch(() => undefined);
    }
    return present(outcome.bundle, reader);
  }

  /** In one transaction: the owner's or the brand's repair, locked, changed by `change`, then read back whole. */
  private async changed(
    which: { ownerId: string; itemId: string; repairId: string } | { actor: BrandActor; repairId: string },
    /** the brand's changes answer what the audit log says of them (the owner's answer nothing) */
    change: (tx: DbOrTx, repair: RepairRow, now: Date) => Promise<unknown>,
    tell?: { note: BrandNote | null; noteOnly: boolean; action: string },
  ): Promise<RepairBundle> {
    const now = this.deps.clock.now();
    const { bundle, notice } = await this.deps.repo.transaction(async (tx) => {
      const repair =
        'ownerId' in which
          ? await this.lockForOwner(tx, which.ownerId, which.itemId, which.repairId)
          : await this.lockForBrand(tx, which.actor.clientId, which.repairId);
      const details = await change(tx, repair, now);
      const changed = await this.deps.repo.bundle(tx, repair.id);
      // the brand's change is in its audit log if, and only if, it happened
      if ('actor' in which && tell) {
        const { item } = changed;
        await this.deps.audit.record(
          tx,
          which.actor,
          {
            action: tell.action,
            target: { kind: 'repair', id: repair.id, label: `${item.name} · ${item.serialNumber}` },
            details:
              typeof details === 'object' && details !== null ? (details as AuditEvent['details']) : {},
          },
          now,
        );
      }
      // the owner's notice is queued with the change: it exists if, and only if, the change does
      const queued = tell
        ? await this.deps.notifier.queue(
            changed.repair.ownerId,
            ownerNotice(this.deps.publicUrl, changed, tell.note, tell.noteOnly),
            tx,
          )
        : undefined;
      return { bundle: changed, notice: queued };
    });
    await this.deps.notifier.send(notice);
    return bundle;
  }

  /** The owner's repair of an item they still hold, locked; 404 for anything else. */
  private async lockForOwner(tx: DbOrTx, ownerId: string, itemId: string, repairId: string) {
    if (!(await this.deps.repo.lockOwnedItem(tx, ownerId, itemId))) throw notFound();
    const repair = await this.deps.repo.lock(tx, { ownerId, itemId, repairId });
    if (!repair) throw notFound();
    return repair;
  }

  /** Moves a repair to `state`: its row, a step, the item's status and history. */
  private async move(
    tx: DbOrTx,
    repair: RepairRow,
    state: RepairState,
    actor: 'owner' | 'brand',
    note: BrandNote | null,
    now: Date,
  ) {
    await this.deps.repo.update(tx, repair.id, {
      state,
      updatedAt: now,
      ...(actor === 'brand' && note ? { note } : {}),
    });
    await this.deps.repo.addStep(tx, {
      repairId: repair.id,
      kind: 'state',
      state,
      actor,
      note,
      createdAt: now,
    });
    const closed = !isRepairOpen(state);
    if (closed) await this.deps.items.setStatus(tx, repair.itemId, 'active');
    if (closed) for (const listener of this.closeListeners) await listener(tx, repair.id, now);
    const store = await this.deps.repo.store(tx, repair.storeId);
    await this.deps.history.record(tx, {
      itemId: repair.itemId,
      kind: closed ? 'repair_closed' : 'repair_updated',
      actor,
      actorUserId: actor === 'owner' ? repair.ownerId : null,
      data: { store: store?.name ?? '', state, ...(actor === 'brand' && note ? brandNoteData(note) : {}) },
      createdAt: now,
    });
  }

  async update(
    ownerId: string,
    itemId: string,
    repairId: string,
    body: RepairUpdate,
    reader: Language,
  ): Promise<Repair> {
    const bundle = await this.changed({ ownerId, itemId, repairId }, async (tx, repair, now) => {
      const state = repair.state as RepairState;
      if (body.details !== undefined) {
        if (!ownerCanEdit(state)) throw new AppError(409, 'REPAIR_NOT_EDITABLE');
        await this.deps.repo.update(tx, repair.id, { details: body.details, updatedAt: now });
        await this.deps.repo.addStep(tx, {
          repairId,
          kind: 'details',
          state,
          actor: 'owner',
          createdAt: now,
        });
      } else {
        if (!ownerCanConfirmPickup(state)) throw new AppError(409, 'REPAIR_NOT_READY');
        await this.move(tx, repair, 'completed', 'owner', null, now);
      }
    });
    return present(bundle, reader);
  }

  async cancel(ownerId: string, itemId: string, repairId: string, reader: Language): Promise<Repair> {
    const bundle = await this.changed({ ownerId, itemId, repairId }, async (tx, repair, now) => {
      if (!ownerCanCancel(repair.state as RepairState)) throw new AppError(409, 'REPAIR_NOT_CANCELLABLE');
      await this.move(tx, repair, 'cancelled', 'owner', null, now);
    });
    return present(bundle, reader);
  }

  async get(ownerId: string, itemId: string, repairId: string, reader: Language): Promise<Repair> {
    if (!(await this.deps.repo.isOwner(ownerId, itemId))) throw notFound();
    const { bundles } = await this.deps.repo.page({ ownerId, itemId, repairId }, 1, 0);
    const [bundle] = bundles;
    if (!bundle) throw notFound();
    return present(bundle, reader);
  }

  async list(ownerId: string, itemId: string, limit: number, offset: number, reader: Language) {
    if (!(await this.deps.repo.isOwner(ownerId, itemId))) throw notFound();
    const { bundles, total } = await this.deps.repo.page({ ownerId, itemId }, limit, offset);
    return { items: bundles.map((bundle) => present(bundle, reader)), total };
  }

  // ---- the brand's side ----

  async brandList(
    clientId: string,
    state: RepairState | undefined,
    limit: number,
    offset: number,
    reader: Language,
  ) {
    const { bundles, total } = await this.deps.repo.page({ clientId, state }, limit, offset);
    return { items: await this.forBrand(bundles, reader), total };
  }

  /** The repairs as the brand sees them, each with the photos its item's owner made public. */
  private async forBrand(bundles: RepairBundle[], reader: Language): Promise<BrandRepair[]> {
    const pictures = await this.deps.images.publicPicturesBy('owners', [
      ...new Set(bundles.map((b) => b.item.id)),
    ]);
    return bundles.map((bundle) =>
      presentForBrand(
        bundle,
        reader,
        pictures
          .filter((p) => p.itemId === bundle.item.id)
          .map((p) => ({
            id: p.id,
            title: p.title,
            thumbUrl: this.deps.urls.publicImage(p.id, 'thumb', p.sha256),
            url: this.deps.urls.publicImage(p.id, 'full', p.sha256),
          })),
      ),
    );
  }

  private async oneForBrand(bundle: RepairBundle, reader: Language): Promise<BrandRepair> {
    const [repair] = await this.forBrand([bundle], reader);
    if (!repair) throw notFound();
    return repair;
  }

  /** The brand's repair, locked after its item (the owner's order); 404 for another brand's. */
  private async lockForBrand(tx: DbOrTx, clientId: string, repairId: string) {
    const scope: RepairScope = { clientId, repairId };
    if (!(await this.deps.repo.lockItemOfRepair(tx, scope))) throw notFound();
    const repair = await this.deps.repo.lock(tx, scope);
    if (!repair) throw notFound();
    return repair;
  }

  async brandGet(clientId: string, repairId: string, reader: Language): Promise<BrandRepair> {
    const { bundles } = await this.deps.repo.page({ clientId, repairId }, 1, 0);
    const [bundle] = bundles;
    if (!bundle) throw notFound();
    return this.oneForBrand(bundle, reader);
  }

  /** Accept, reject, start, mark ready: only the moves the state machine allows the brand. */
  async brandMove(
    actor: BrandActor,
    repairId: string,
    to: RepairState,
    note: BrandNote | undefined,
    reader: Language,
  ): Promise<BrandRepair> {
    const bundle = await this.changed(
      { actor, repairId },
      async (tx, repair, now) => {
        const from = repair.state as RepairState;
        if (!brandRepairMoves[from].includes(to))
          throw new AppError(409, 'REPAIR_MOVE_REFUSED', { from, to });
        await this.move(tx, repair, to, 'brand', note ?? null, now);
        return { from, to, ...(note ? { note } : {}) };
      },
      { note: note ?? null, noteOnly: false, action: 'repair.moved' },
    );
    return this.oneForBrand(bundle, reader);
  }

  async brandNote(
    actor: BrandActor,
    repairId: string,
    note: BrandNote,
    reader: Language,
  ): Promise<BrandRepair> {
    const bundle = await this.changed(
      { actor, repairId },
      async (tx, repair, now) => {
        const state = repair.state as RepairState;
        if (!isRepairOpen(state)) throw new AppError(409, 'REPAIR_CLOSED');
        await this.deps.repo.update(tx, repairId, { note, updatedAt: now });
        await this.deps.repo.addStep(tx, {
          repairId,
          kind: 'note',
          state,
          actor: 'brand',
          note,
          createdAt: now,
        });
        const store = await this.deps.repo.store(tx, repair.storeId);
        await this.deps.history.record(tx, {
          itemId: repair.itemId,
          kind: 'repair_updated',
          actor: 'brand',
          data: { store: store?.name ?? '', state, ...brandNoteData(note) },
          createdAt: now,
        });
        return { note };
      },
      { note, noteOnly: true, action: 'repair.noted' },
    );
    return this.oneForBrand(bundle, reader);
  }

  /** The repairs the owner could still cancel: cancelled with the account (the SAV has not started). */
  private static readonly cancelledWithAccount = repairStates.filter(ownerCanCancel);

  /**
   * Account deletion, inside its transaction and once the owner's items are locked: the repairs the owner
   * could still cancel are cancelled (their items back to active), the owner's words are blanked. Gives the
   * repairs cancelled (item and store) for the items' history; the rest stays with the held items.
   */
  async eraseFor(tx: DbOrTx, userId: string, now: Date) {
    const cancelled = await this.deps.repo.cancelOwnedBy(
      tx,
      userId,
      RepairsService.cancelledWithAccount,
      now,
    );
    if (cancelled.length > 0) {
      const itemIds = cancelled.map((r) => r.itemId);
      await this.deps.items.setStatus(tx, itemIds, 'active', { status: 'in_repair' });
    }
    await this.deps.repo.eraseWordsOf(tx, userId);
    return cancelled;
  }

  /** Held items given back to their returning owner: the repairs under way on them follow. */
  async handOverWith(tx: DbOrTx, itemIds: string[], userId: string): Promise<void> {
    await this.deps.repo.handOver(tx, itemIds, userId, openRepairStates);
  }
}
