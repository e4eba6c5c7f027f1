// An heir's side (docs/decisions/043-heirs.md): who named them (the owner's name only with consent, the number of
// items, nothing else), their claim once the heirs were told, and the documents each brand asks for, kept by the
// storage the passports' documents use and read back by the heir and that brand's after-sales staff only.
import { createHash, randomUUID } from 'node:crypto';
import {
  DEFAULT_HEIR_DOCUMENTS,
  HEIR_DOCUMENTS_PER_PART,
  type HeirClaim,
  type Language,
  type LocalizedText,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { UsersRepository } from '../users/users.repository';
import type { ClaimRow, ClaimsRepository, DocumentRow } from './claims.repository';
import type { HeirRow, HeirsRepository } from './heirs.repository';
import { itemsOfHeirs } from './heirs-rules';

export interface ClaimsServiceDeps {
  repo: HeirsRepository;
  claims: ClaimsRepository;
  users: UsersRepository;
  storage: StorageProvider;
  clock: Clock;
}

const SIGNATURES: { type: DocumentRow['mediaType']; ext: string; magic: Buffer }[] = [
  { type: 'application/pdf', ext: 'pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { type: 'image/jpeg', ext: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/png', ext: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
];

/** A list of the brand's documents in the reader's language (the other one when a label has only it). */
export function documentsIn(list: LocalizedText[] | undefined, language: Language): string[] {
  return (list ?? DEFAULT_HEIR_DOCUMENTS).map((d) => d[language] ?? d.en ?? d.fr ?? '');
}

export function presentDocument(row: DocumentRow) {
  return {
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType as 'application/pdf',
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ClaimsService {
  constructor(private readonly deps: ClaimsServiceDeps) {}

  /** The namings of the caller's number an heir may know of: those that told them, or whose heirs were told. */
  async namedMe(userId: string, language: Language) {
    const me = await this.deps.users.user(userId);
    if (!me) throw notFound();
    const out = [];
    for (const heir of await this.deps.repo.namingsOf(me.phone)) {
      const watch = await this.deps.repo.watch(heir.ownerId);
      const mayClaim = !!watch?.heirsToldAt;
      if (!heir.tell && !mayClaim) continue;
      const latest = await this.deps.claims.latestOfHeir(heir.id, userId);
      // a claim cancelled by the owner's return is no longer shown once they are back
      const claim =
        latest && (mayClaim || latest.state !== 'cancelled') ? await this.present(latest, language) : null;
      out.push({
        id: heir.id,
        ownerName: heir.shareName ? heir.ownerName : null,
        itemCount: (await this.share(heir)).length,
        namedAt: heir.createdAt.toISOString(),
        mayClaim,
        mayClaimSince: watch?.heirsToldAt?.toISOString() ?? null,
        claim,
      });
    }
    return { items: out };
  }

  /** The heir's claim: once the heirs were told, one open at a time, its items grouped per brand. */
  async claim(userId: string, heirId: string, statement: string, language: Language): Promise<HeirClaim> {
    const now = this.deps.clock.now();
    const claim = await this.deps.repo.transaction(async (tx) => {
      const me = await this.deps.users.user(userId, tx);
      const heir = await this.deps.repo.heirById(heirId, tx);
      if (!me || !heir || heir.phone !== me.phone) throw notFound();
      const watch = await this.deps.repo.watch(heir.ownerId, tx);
      if (!watch?.heirsToldAt) throw new AppError(409, 'CLAIM_NOT_OPEN');
      // one claim per heir and owner: a new one only after the owner's return cancelled the last
      const last = await this.deps.claims.lastOfHeir(tx, heir.id);
      if (last && last.state !== 'cancelled') throw new AppError(409, 'CLAIM_EXISTS');
      const items = await this.share(heir, tx);
      if (items.length === 0) throw new AppError(409, 'CLAIM_NO_ITEMS');
      const byBrand = new Map<string, string[]>();
      for (const item of items) byBrand.set(item.clientId, [...(byBrand.get(item.clientId) ?? []), item.id]);
      const made = await this.deps.claims.insertClaim(
        tx,
        {
          heirId: heir.id,
          ownerId: heir.ownerId,
          claimantId: userId,
          statement,
          state: 'open',
          createdAt: now,
          updatedAt: now,
        },
        [...byBrand].map(([clientId, itemIds]) => ({ clientId, itemIds })),
      );
      if (!made) throw new AppError(409, 'CLAIM_EXISTS');
      return made;
    });
    return this.present(claim, language);
  }

  async get(userId: string, claimId: string, language: Language): Promise<HeirClaim> {
    const claim = await this.deps.claims.claimOf(claimId, userId);
    if (!claim) throw notFound();
    return this.present(claim, language);
  }

  /** Keeps a document for one brand's open part of the heir's open claim (PDF, JPEG or PNG by their bytes). */
  async upload(userId: string, claimId: string, clientId: string, bytes: Buffer, fileName: string) {
    const claim = await this.deps.claims.claimOf(claimId, userId);
    const part = claim && (await this.deps.claims.part(claimId, clientId));
    if (!claim || !part) throw notFound();
    if (claim.state !== 'open' || part.state !== 'open') throw new AppError(409, 'CLAIM_NOT_OPEN');
    const kind = SIGNATURES.find(
      (s) => bytes.length >= s.magic.length && bytes.subarray(0, s.magic.length).equals(s.magic),
    );
    if (!kind) throw new AppError(415, 'CLAIM_DOCUMENT_TYPE', { field: 'file' });
    // checked again with the row, in its transaction: this one keeps a file of one too many from being stored
    if ((await this.deps.claims.countDocuments(undefined, claimId, clientId)) >= HEIR_DOCUMENTS_PER_PART)
      throw new AppError(409, 'CLAIM_TOO_MANY_DOCUMENTS');
    const id = randomUUID();
    const storageKey = `heir-documents/${claimId}/${id}.${kind.ext}`;
    await this.deps.storage.put(storageKey, bytes, kind.type);
    const row = await this.deps.claims.transaction(async (tx) => {
      if ((await this.deps.claims.countDocuments(tx, claimId, clientId)) >= HEIR_DOCUMENTS_PER_PART)
        throw new AppError(409, 'CLAIM_TOO_MANY_DOCUMENTS');
      return this.deps.claims.insertDocument(tx, {
        id,
        claimId,
        clientId,
        fileName,
        mediaType: kind.type,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        createdAt: this.deps.clock.now(),
      });
    });
    return presentDocument(row);
  }

  /** A document of the heir's own claim. */
  async document(userId: string, claimId: string, documentId: string) {
    const claim = await this.deps.claims.claimOf(claimId, userId);
    const row = claim && (await this.deps.claims.document(claimId, documentId));
    return this.read(row);
  }

  async read(row: DocumentRow | undefined): Promise<{ row: DocumentRow; bytes: Buffer }> {
    const bytes = row && (await this.deps.storage.get(row.storageKey));
    if (!row || !bytes) throw notFound();
    return { row, bytes };
  }

  /** The items the heir receives today (with their brand). */
  private async share(heir: HeirRow, tx?: DbOrTx) {
    const heirs = await this.deps.repo.heirsOf(heir.ownerId, tx);
    const chosen = await this.deps.repo.chosenItems(heir.ownerId, tx);
    const held = await this.deps.repo.heldItems(heir.ownerId, tx);
    return itemsOfHeirs(heirs, chosen, held).get(heir.id) ?? [];
  }

  private async present(claim: ClaimRow, language: Language): Promise<HeirClaim> {
    const parts = await this.deps.claims.partsOf(claim.id);
    const lists = await this.deps.repo.brandDocuments(parts.map((p) => p.part.clientId));
    const documents = await this.deps.claims.documents(claim.id);
    return {
      id: claim.id,
      state: claim.state as HeirClaim['state'],
      statement: claim.statement,
      createdAt: claim.createdAt.toISOString(),
      parts: parts.map(({ part, brandName, itemCount }) => ({
        brandId: part.clientId,
        brandName,
        itemCount,
        state: part.state as HeirClaim['parts'][number]['state'],
        reason: part.reason,
        decidedAt: part.decidedAt?.toISOString() ?? null,
        requiredDocuments: documentsIn(lists.get(part.clientId), language),
        documents: documents.filter((d) => d.clientId === part.clientId).map(presentDocument),
      })),
    };
  }
}
