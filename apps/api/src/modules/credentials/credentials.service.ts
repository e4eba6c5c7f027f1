// The owner's certificates of ownership (docs/decisions/034-ownership-credentials.md): one active certificate per
// item and owner, signed by the platform, revoked in the same transaction as the item changes hands; its
// revocation status lists; and the public check of a certificate.
import { randomInt, randomUUID } from 'node:crypto';
import {
  buildPath,
  CREDENTIAL_CODE,
  type CredentialCheck,
  type Language,
  type Token,
  credentialRoutes,
  type VerifiableCredential,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { certificatePdf } from '../../lib/certificate-pdf';
import { itemAddress } from '../../lib/digital-link';
import { notFound } from '../../lib/errors';
import { Service } from '../service';
import type { CredentialsRepository } from './credentials.repository';
import { type CredentialSigner, STATUS_LIST_LENGTH } from './credential-signer';
import { type CertifiedItem, ownershipCredential } from './ownership-credential';
import { readCertifiedItem, readCredential } from './credential-reading';

/** Statuses in which the owner no longer has the item in hand: on its way to someone else, or sent out. */
const NOT_HELD = new Set(['pending_transfer', 'withdrawn']);

/** A status list takes new certificates until half its bits are given (random indexes stay easy to find). */
const LIST_FILL = STATUS_LIST_LENGTH / 2;

/** Where the items' tokens are read from (the chain's outbox, deps.tokens). */
export interface CertifiedTokens {
  token(itemId: string): Promise<Token | null>;
}

export interface CredentialsServiceDeps {
  repo: CredentialsRepository;
  signer: CredentialSigner;
  tokens: CertifiedTokens;
  clock: Clock;
  publicUrl: string;
}

export class CredentialsService extends Service<CredentialsServiceDeps> {
  /** Each status list as last signed, with the revoked indexes it was signed for: signed again only on a change. */
  private readonly signedLists = new Map<number, { revoked: string; document: Promise<object> }>();

  /** The address of a status list credential. */
  statusListUrl(list: number): string {
    return `${this.deps.publicUrl}/api${buildPath(credentialRoutes.statusList.path, { list })}`;
  }

  /** The owner's certificate of the item they hold: the active one, or a new one signed now. 404 otherwise. */
  async issue(ownerId: string, itemId: string): Promise<VerifiableCredential> {
    // read outside the transaction: the outbox's reads go through the database's own connection
    const token = await this.deps.tokens.token(itemId);
    const document = await this.deps.repo.transaction(async (tx) => {
      const item = await this.deps.repo.lockItem(tx, itemId);
      if (!item || item.ownerId !== ownerId || NOT_HELD.has(item.status)) throw notFound();
      const active = await this.deps.repo.active(tx, itemId, ownerId);
      if (active) return active;
      const certified: CertifiedItem = {
        address: itemAddress(this.deps.publicUrl, item, item.gtin),
        name: item.name,
        brand: item.brand,
        serialNumber: item.serialNumber,
        gtin: item.gtin,
        heldSince: item.acquiredAt,
        token,
      };
      return this.signNew(tx, ownerId, itemId, certified);
    });
    return JSON.parse(document) as VerifiableCredential;
  }

  /** Revokes the items' active certificates (they changed hands), in the mover's transaction. */
  revokeMoved(tx: DbOrTx, itemIds: string[], at: Date): Promise<void> {
    return this.deps.repo.revokeItems(tx, itemIds, at);
  }

  /** A status list credential, signed again when its revocations changed; 404 for a list no certificate has a bit in. */
  async statusList(list: number) {
    const { exists, revoked } = await this.deps.repo.listState(list);
    if (!exists && list !== 1) throw notFound();
    const now = this.deps.clock.now();
    // signed again for another key too (an older key may be retired)
    const key = `${await this.deps.signer.signingKeyName(now)}:${revoked.sort((a, b) => a - b).join(',')}`;
    const kept = this.signedLists.get(list);
    if (kept?.revoked === key) return kept.document;
    const document = this.deps.signer.statusList(this.statusListUrl(list), revoked, now);
    this.signedLists.set(list, { revoked: key, document });
    document.catch(() => this.signedLists.delete(list));
    return document;
  }

  /**
   * The owner's certificate as a PDF in `language` (for an insurer or a notary): the same certificate as the
   * credential, its id printed as the verification code that the public check takes.
   */
  async certificatePdf(ownerId: string, itemId: string, language: Language) {
    const credential = await this.issue(ownerId, itemId);
    const item = readCertifiedItem(credential);
    if (!item) throw new Error(`certificate ${credential.id} names no item`);
    const token = await this.deps.tokens.token(itemId);
    const pdf = await certificatePdf({
      language,
      item: { name: item.name, serialNumber: item.serialNumber, gtin: item.gtin, digitalLink: item.id },
      brand: item.brand,
      ownedSince: new Date(item.heldSince),
      issuedAt: new Date(credential.validFrom),
      token: token && { chainName: token.chainName, contract: token.contract, tokenId: token.tokenId },
      verificationCode: credential.id.replace(/^urn:uuid:/, ''),
    });
    return { pdf, serialNumber: item.serialNumber };
  }

  /** What a pasted or uploaded credential, or its PDF's verification code, is: valid, revoked (since when) or forged. */
  async check(given: string | Record<string, unknown>): Promise<CredentialCheck> {
    const code = typeof given === 'string' ? CREDENTIAL_CODE.exec(given)?.[1]?.toLowerCase() : undefined;
    // a code: the certificate it names as it was handed out (none: not one this platform gave)
    const input = code ? await this.deps.repo.documentOf(code) : given;
    if (input === undefined) return { status: 'forged' };
    const credential = readCredential(input, this.deps.signer.did);
    if (!credential) return { status: 'forged' };
    const now = this.deps.clock.now();
    const result = await this.deps.signer
      .check(credential.document, now, (url) => this.ownStatusList(url))
      .catch(() => ({ verified: false as const }));
    const item = readCertifiedItem(credential.document);
    if (!result.verified || !item) return { status: 'forged' };
    if (!result.revoked) return { status: 'valid', item, issuedAt: credential.document.validFrom };
    const revokedAt = await this.deps.repo.revokedAt(credential.id);
    // a bit set for a certificate this platform does not know as revoked: not one it gave
    return revokedAt ? { status: 'revoked', item, revokedAt: revokedAt.toISOString() } : { status: 'forged' };
  }

  private async signNew(tx: DbOrTx, ownerId: string, itemId: string, item: CertifiedItem) {
    const current = await this.deps.repo.currentList(tx);
    const list = current.used >= LIST_FILL ? current.list + 1 : current.list;
    const issuedAt = this.deps.clock.now();
    // a random free index (the list's recommendation: an index in order would tell when it was given)
    for (let attempt = 0; attempt < 16; attempt++) {
      const id = randomUUID();
      const index = randomInt(STATUS_LIST_LENGTH);
      const unsigned = ownershipCredential(
        this.deps.publicUrl,
        this.deps.signer.did,
        id,
        item,
        { listUrl: this.statusListUrl(list), index },
        issuedAt,
      );
      const signed = JSON.stringify(await this.deps.signer.sign(unsigned, issuedAt, async () => undefined));
      const row = { id, itemId, ownerId, statusList: list, statusIndex: index, document: signed, issuedAt };
      if (await this.deps.repo.add(tx, row)) return signed;
    }
    throw new Error('no free index in the credentials status list');
  }

  /** The platform's status lists, for its own check (never fetched over HTTP). */
  private async ownStatusList(url: string): Promise<object | undefined> {
    const match = /\/(\d+)$/.exec(url);
    const list = match ? Number(match[1]) : NaN;
    if (!Number.isSafeInteger(list) || url !== this.statusListUrl(list)) return undefined;
    return this.statusList(list).catch(() => undefined);
  }
}
