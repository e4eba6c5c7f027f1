// The owner's 5-minute proof of ownership (docs/decisions/023-what-the-public-page-proves.md): a sealed token
// (item, owner, times; no table) that the public page checks against who holds the item at the moment it is read.
import { OWNERSHIP_PROOF_SECONDS, type OwnershipProof, type OwnershipProofCheck } from '@heirloom/contract';
import type { Clock } from '../../lib/clock';
import { itemAddress } from '../../lib/digital-link';
import { AppError, notFound } from '../../lib/errors';
import type { SealedTokens } from '../../lib/sealed-tokens';
import type { OwnershipProofRepository } from './ownership-proof.repository';
import { Service } from '../service';

/**
 * Statuses in which the holder no longer has the item in hand on Heirloom: on its way to someone else, or sent
 * out to a wallet. A declared lost or stolen item still proves: its owner may have to show the police.
 */
const NOT_HELD = new Set(['pending_transfer', 'withdrawn']);

export interface OwnershipProofServiceDeps {
  repo: OwnershipProofRepository;
  seals: SealedTokens;
  clock: Clock;
  /** the web app's address: the proof is a link to the item's public page */
  publicUrl: string;
}

export class OwnershipProofService extends Service<OwnershipProofServiceDeps> {
  /** A proof for the item its caller holds now; 404 otherwise (another's, or one they are sending or sent). */
  async make(ownerId: string, itemId: string): Promise<OwnershipProof> {
    const item = await this.held(itemId, ownerId);
    if (!item) throw notFound();
    // whole seconds: the token keeps its expiry in seconds, and the page shows the same instant
    const issued = Math.floor(this.deps.clock.now().getTime() / 1000) * 1000;
    const expiresAt = new Date(issued + OWNERSHIP_PROOF_SECONDS * 1000);
    const proof = this.deps.seals.seal(
      'ownership_proof',
      { i: itemId, o: ownerId, iat: new Date(issued).toISOString() },
      expiresAt,
    );
    // the item's own address (its Digital Link when its model has a GTIN), as its QR code names it
    const url = `${itemAddress(this.deps.publicUrl, item, item.gtin)}?proof=${proof}`;
    return { url, expiresAt: expiresAt.toISOString() };
  }

  /** What a proof says now: never an error, whatever the token (a page shows it beside the record). */
  async check(token: string): Promise<OwnershipProofCheck> {
    const now = this.deps.clock.now();
    let data: Record<string, string>;
    try {
      data = this.deps.seals.open('ownership_proof', token, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOKEN_EXPIRED') return { status: 'expired' };
      return { status: 'invalid' };
    }
    const { i: itemId, o: ownerId, iat } = data;
    if (!itemId || !ownerId || !iat) return { status: 'invalid' };
    // read again now: a proof made before a send says nothing once the item has changed hands
    const item = await this.held(itemId, ownerId);
    if (!item) return { status: 'invalid' };
    const validUntil = new Date(Date.parse(iat) + OWNERSHIP_PROOF_SECONDS * 1000);
    return {
      status: 'proven',
      publicId: item.publicId,
      checkedAt: now.toISOString(),
      validUntil: validUntil.toISOString(),
    };
  }

  private async held(itemId: string, ownerId: string) {
    const item = await this.deps.repo.custody(itemId);
    if (!item || item.ownerId !== ownerId || NOT_HELD.has(item.status)) return undefined;
    return item;
  }
}
