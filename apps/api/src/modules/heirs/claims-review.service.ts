// A brand's review of its part of heirs' claims in the console (docs/decisions/043-heirs.md): its after-sales and
// admin staff read the heir's statement and documents, the items and the owner's last activity, and approve
// (the items the owner still holds move to the heir through the custody move, "inherited" in their history,
// their tokens' writes queued in the same transaction) or refuse with a reason; audited, the heir told.
import {
  DEFAULT_HEIR_DOCUMENTS,
  type ConsoleHeirClaim as ConsoleClaim,
  type ConsoleHeirClaimSummary,
  type Language,
  type LocalizedText,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { maskPhone } from '../../lib/phone';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { CustodyService } from '../custody/custody.service';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import type { TransfersService } from '../transfers/transfers.service';
import type { UsersRepository } from '../users/users.repository';
import type { ClaimsRepository, PartRow } from './claims.repository';
import { documentsIn, presentDocument, type ClaimsService } from './claims.service';
import { claimDecidedNotice } from './heir-notices';
import type { HeirsRepository } from './heirs.repository';

export interface ClaimsReviewDeps {
  repo: HeirsRepository;
  claims: ClaimsRepository;
  claimsService: ClaimsService;
  users: UsersRepository;
  custody: CustodyService;
  transfers: TransfersService;
  notifier: OwnerNotifier;
  audit: AuditRepository;
  clock: Clock;
  publicUrl: string;
}

export class ClaimsReviewService {
  constructor(private readonly deps: ClaimsReviewDeps) {}

  async list(
    clientId: string,
    limit: number,
    offset: number,
  ): Promise<{ items: ConsoleHeirClaimSummary[]; total: number }> {
    const { rows, total } = await this.deps.claims.pageForBrand(clientId, limit, offset);
    return {
      items: rows.map(({ part, itemCount, documentCount }) => ({
        claimId: part.claimId,
        state: part.state as ConsoleHeirClaimSummary['state'],
        createdAt: part.createdAt.toISOString(),
        itemCount,
        documentCount,
      })),
      total,
    };
  }

  async get(clientId: string, claimId: string, language: Language): Promise<ConsoleClaim> {
    const claim = await this.deps.claims.claim(claimId);
    const part = claim && (await this.deps.claims.part(claimId, clientId));
    if (!claim || !part) throw notFound();
    const [heir, watch, items, documents, lists] = await Promise.all([
      this.deps.users.user(claim.claimantId),
      this.deps.repo.watch(claim.ownerId),
      this.deps.claims.partItems(claimId, clientId, claim.ownerId),
      this.deps.claims.documents(claimId, clientId),
      this.deps.repo.brandDocuments([clientId]),
    ]);
    return {
      claimId,
      state: part.state as ConsoleClaim['state'],
      claimState: claim.state as ConsoleClaim['claimState'],
      createdAt: claim.createdAt.toISOString(),
      statement: claim.statement,
      // the brand needs no more than this to recognise the heir: their documents say who they are
      heirPhone: maskPhone(heir?.phone ?? ''),
      ownerLastSeenAt: watch?.lastSeenAt.toISOString() ?? null,
      heirsToldAt: watch?.heirsToldAt?.toISOString() ?? null,
      items: items.map(({ id, name, serialNumber, held }) => ({ id, name, serialNumber, held })),
      documents: documents.map(presentDocument),
      requiredDocuments: documentsIn(lists.get(clientId), language),
      reason: part.reason,
      decidedBy: part.decidedBy,
      decidedAt: part.decidedAt?.toISOString() ?? null,
    };
  }

  async document(clientId: string, claimId: string, documentId: string) {
    return this.deps.claimsService.read(await this.deps.claims.document(claimId, documentId, clientId));
  }

  /** Approves: the items the owner still holds move to the heir (all of them free, else 409 CLAIM_ITEMS_BUSY). */
  async approve(actor: BrandActor, claimId: string, language: Language): Promise<ConsoleClaim> {
    const now = this.deps.clock.now();
    const { removed, notice } = await this.deps.claims.transaction(async (tx) => {
      const { part, claim } = await this.openPart(tx, actor.clientId, claimId);
      const heir = await this.deps.users.user(claim.claimantId, tx);
      const owner = await this.deps.users.user(claim.ownerId, tx);
      if (!heir || heir.status !== 'active' || !owner) throw new AppError(409, 'CLAIM_NOT_OPEN');
      const held = (await this.deps.claims.partItems(claimId, actor.clientId, owner.id, tx)).filter(
        (i) => i.held,
      );
      const items = await this.deps.claims.lockHeld(
        tx,
        owner.id,
        held.map((i) => i.id),
      );
      const busy = items.find((i) => i.status !== 'active' || i.oppositionKind !== null);
      if (busy) throw new AppError(409, 'CLAIM_ITEMS_BUSY', { item: busy.name });
      if (items.length === 0) throw new AppError(409, 'CLAIM_NO_ITEMS');
      const ids = items.map((i) => i.id);
      const transferId = await this.deps.transfers.recordInheritance(tx, {
        ownerId: owner.id,
        heirId: heir.id,
        itemIds: ids,
        now,
      });
      const removed = await this.deps.custody.move(tx, {
        items,
        from: { owner: owner.id, address: owner.custodialAddress },
        to: { owner: heir.id, address: heir.custodialAddress },
        status: 'active',
        changed: () => new AppError(409, 'CLAIM_ITEMS_BUSY', { item: items[0]?.name ?? '' }),
        transferId,
        // history never names people: the heir reads "inherited", later owners too, the public page a new owner
        history: [{ kind: 'inherited', actor: 'system', actorUserId: null, data: {} }],
        at: now,
      });
      await this.decide(tx, actor, part, { state: 'approved', reason: null }, now, { items: ids.length });
      const notice = await this.noticeOf(tx, claim.claimantId, actor.clientId, {
        approved: true,
        reason: null,
      });
      return { removed, notice };
    });
    await this.deps.custody.deletePhotos(removed);
    await this.deps.notifier.send(notice);
    return this.get(actor.clientId, claimId, language);
  }

  async refuse(
    actor: BrandActor,
    claimId: string,
    reason: string,
    language: Language,
  ): Promise<ConsoleClaim> {
    const now = this.deps.clock.now();
    const notice = await this.deps.claims.transaction(async (tx) => {
      const { part, claim } = await this.openPart(tx, actor.clientId, claimId);
      await this.decide(tx, actor, part, { state: 'refused', reason }, now, { reason });
      return this.noticeOf(tx, claim.claimantId, actor.clientId, { approved: false, reason });
    });
    await this.deps.notifier.send(notice);
    return this.get(actor.clientId, claimId, language);
  }

  async settings(clientId: string): Promise<{ documents: LocalizedText[] }> {
    const lists = await this.deps.repo.brandDocuments([clientId]);
    return { documents: lists.get(clientId) ?? DEFAULT_HEIR_DOCUMENTS };
  }

  async setSettings(actor: BrandActor, documents: LocalizedText[]) {
    const now = this.deps.clock.now();
    await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.setBrandDocuments(tx, actor.clientId, documents, now);
      await this.deps.audit.record(
        tx,
        actor,
        { action: 'heirSettings.changed', details: { documents: documents.length } },
        now,
      );
    });
    return this.settings(actor.clientId);
  }

  /** The brand's part of the claim, locked, both still open (404 when the brand has no part in it). */
  private async openPart(tx: DbOrTx, clientId: string, claimId: string) {
    const part = await this.deps.claims.lockPart(tx, claimId, clientId);
    const claim = part && (await this.deps.claims.claim(claimId, tx));
    if (!part || !claim) throw notFound();
    if (part.state !== 'open' || claim.state !== 'open') throw new AppError(409, 'CLAIM_NOT_OPEN');
    return { part, claim };
  }

  private async decide(
    tx: DbOrTx,
    actor: BrandActor,
    part: PartRow,
    decision: { state: 'approved' | 'refused'; reason: string | null },
    now: Date,
    details: Record<string, unknown>,
  ) {
    await this.deps.claims.decidePart(tx, part, { ...decision, decidedBy: actor.label, decidedAt: now });
    const target = { kind: 'heirClaim', id: part.claimId };
    await this.deps.audit.record(tx, actor, { action: `heirClaim.${decision.state}`, target, details }, now);
  }

  private async noticeOf(
    tx: DbOrTx,
    heirId: string,
    clientId: string,
    decision: { approved: boolean; reason: string | null },
  ) {
    const brand = await this.deps.claims.brandName(clientId, tx);
    return this.deps.notifier.queue(
      heirId,
      (language) => claimDecidedNotice(language, { brand, ...decision }, this.deps.publicUrl),
      tx,
    );
  }
}
