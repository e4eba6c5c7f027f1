// The platform's signer and checker of credentials: W3C Verifiable Credentials 2.0 secured by a Data Integrity
// proof with the eddsa-rdfc-2022 cryptosuite, signed with the platform's Ed25519 key, whose DID document is at
// /.well-known/did.json (docs/decisions/034-ownership-credentials.md).
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import * as statusLists from '@digitalbazaar/vc-bitstring-status-list';
import { didDocumentOf, didWebOf, signingKeyIdOf } from '../../lib/did-web';
import type { CredentialKey } from '../../secrets';
import { offlineLoader, type OwnDocuments } from './json-ld';

/** Bits in a status list: the Bitstring Status List's minimum (16 KiB), so an index says little of its holder. */
export const STATUS_LIST_LENGTH = 131_072;

/** What a check found: the proof and the status list read; `revoked` only when both hold. */
export type ProofCheck = { verified: false } | { verified: true; revoked: boolean };

export class CredentialSigner {
  readonly did: string;
  readonly keyId: string;
  private readonly key: Promise<Ed25519Multikey.Ed25519KeyPair>;

  constructor(
    publicUrl: string,
    private readonly keyPair: CredentialKey,
  ) {
    this.did = didWebOf(publicUrl);
    this.keyId = signingKeyIdOf(this.did);
    this.key = Ed25519Multikey.from({
      type: 'Multikey',
      id: this.keyId,
      controller: this.did,
      ...keyPair,
    });
  }

  /** The platform's DID document (served at /.well-known/did.json). */
  didDocument() {
    return didDocumentOf(this.did, this.keyPair.publicKeyMultibase);
  }

  /** Signs a credential as the platform at `now` (its proof's `created`). */
  async sign<T extends object>(credential: T, now: Date, own: OwnDocuments) {
    const suite = new DataIntegrityProof({ signer: (await this.key).signer(), date: now, cryptosuite });
    return vc.issue({ credential, suite, documentLoader: this.loader(own), now });
  }

  /** A signed revocation status list where the `revoked` indexes are set. */
  async statusList(id: string, revoked: number[], now: Date) {
    const list = await statusLists.createList({ length: STATUS_LIST_LENGTH });
    for (const index of revoked) list.setStatus(index, true);
    const unsigned = await statusLists.createCredential({ id, list, statusPurpose: 'revocation' });
    const credential = { ...unsigned, issuer: this.did, validFrom: now.toISOString() };
    return this.sign(credential, now, async () => undefined);
  }

  /**
   * Checks a credential's proof (the platform's key only: another issuer's documents are not loaded) and its
   * revocation status in the platform's list.
   */
  async check(credential: object, now: Date, own: OwnDocuments): Promise<ProofCheck> {
    const documentLoader = this.loader(own);
    const suite = new DataIntegrityProof({ cryptosuite });
    let revoked = false;
    const result = await vc.verifyCredential({
      credential,
      suite,
      documentLoader,
      now,
      checkStatus: async (options) => {
        const status = await statusLists.checkStatus({ ...options, documentLoader, suite });
        revoked = status.results?.some((r) => r.status) ?? false;
        return status;
      },
    });
    return result.verified ? { verified: true, revoked } : { verified: false };
  }

  /** The offline loader, which also answers the platform's DID, its key and `own` documents. */
  private loader(own: OwnDocuments) {
    return offlineLoader(async (url) => {
      if (url === this.did) return this.didDocument();
      if (url === this.keyId) return { '@context': this.didDocument()['@context'], ...this.keyDocument() };
      return own(url);
    });
  }

  private keyDocument() {
    const [method] = this.didDocument().verificationMethod;
    if (!method) throw new Error('the DID document has no key');
    return method;
  }
}
