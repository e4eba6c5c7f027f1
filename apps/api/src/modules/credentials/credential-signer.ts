// The platform's signer and checker of credentials: W3C Verifiable Credentials 2.0 secured by a Data Integrity
// proof with the eddsa-rdfc-2022 cryptosuite, signed with the platform's Ed25519 key, whose DID document is at
// /.well-known/did.json (docs/decisions/034-ownership-credentials.md).
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import * as statusLists from '@digitalbazaar/vc-bitstring-status-list';
import { type CredentialKey, type CredentialKeyring, signingKey } from '../../lib/credential-keyring';
import { didDocumentOf, didWebOf, keyIdOf } from '../../lib/did-web';
import { offlineLoader, type OwnDocuments } from './json-ld';

/** Bits in a status list: the Bitstring Status List's minimum (16 KiB), so an index says little of its holder. */
export const STATUS_LIST_LENGTH = 131_072;

/** What a check found: the proof and the status list read; `revoked` only when both hold. */
export type ProofCheck = { verified: false } | { verified: true; revoked: boolean };

/** Where the signer reads the platform's keys (lib/credential-keyring.ts's CredentialKeys). */
export interface KeySource {
  /** the ring, without waiting on the database once read (signing happens inside transactions) */
  ring(): Promise<CredentialKeyring>;
  /** the ring read again when it is old (outside transactions) */
  fresh(): Promise<CredentialKeyring>;
  /** read again now (a credential names a key this instance does not know yet) */
  refresh(): Promise<CredentialKeyring>;
}

export class CredentialSigner {
  readonly did: string;
  private readonly pairs = new Map<string, Promise<Ed25519Multikey.Ed25519KeyPair>>();

  constructor(
    publicUrl: string,
    private readonly keys: KeySource,
  ) {
    this.did = didWebOf(publicUrl);
  }

  /** The platform's DID document (served at /.well-known/did.json): every key of the ring. */
  async didDocument() {
    return didDocumentOf(this.did, await this.keys.fresh());
  }

  /** Signs a credential as the platform at `now` (its proof's `created`), with the key that signs then. */
  async sign<T extends object>(credential: T, now: Date, own: OwnDocuments) {
    const key = await this.pair(signingKey(await this.keys.ring(), now));
    const suite = new DataIntegrityProof({ signer: key.signer(), date: now, cryptosuite });
    return vc.issue({ credential, suite, documentLoader: this.loader(own), now });
  }

  /** The name of the key that signs at `now` (a status list is signed again when it changes). */
  async signingKeyName(now: Date): Promise<string> {
    return signingKey(await this.keys.ring(), now).name;
  }

  /** The key a credential's proof names (`did:…#key-2` → key-2), if it is one of the platform's. */
  keyNameOf(credential: { proof?: unknown }): string | undefined {
    const method = (credential.proof as { verificationMethod?: unknown } | undefined)?.verificationMethod;
    const prefix = `${this.did}#`;
    return typeof method === 'string' && method.startsWith(prefix) ? method.slice(prefix.length) : undefined;
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
   * Checks a credential's proof (the platform's keys only: another issuer's documents are not loaded) and its
   * revocation status in the platform's list.
   */
  async check(credential: object, now: Date, own: OwnDocuments): Promise<ProofCheck> {
    const name = this.keyNameOf(credential);
    // a key another instance has just added: read the ring again before calling the proof forged
    if (name && !(await this.keys.fresh()).some((k) => k.name === name)) await this.keys.refresh();
    const document = await this.didDocument();
    const documentLoader = this.loader(own, document);
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

  private pair(key: CredentialKey): Promise<Ed25519Multikey.Ed25519KeyPair> {
    let pair = this.pairs.get(key.name);
    if (!pair) {
      const { publicKeyMultibase, secretKeyMultibase } = key;
      pair = Ed25519Multikey.from({
        type: 'Multikey',
        id: keyIdOf(this.did, key.name),
        controller: this.did,
        publicKeyMultibase,
        secretKeyMultibase,
      });
      this.pairs.set(key.name, pair);
    }
    return pair;
  }

  /** The offline loader, which also answers the platform's DID, its keys and `own` documents. */
  private loader(own: OwnDocuments, document?: ReturnType<typeof didDocumentOf>) {
    return offlineLoader(async (url) => {
      if (url !== this.did && !url.startsWith(`${this.did}#`)) return own(url);
      const did = document ?? (await this.didDocument());
      if (url === this.did) return did;
      const method = did.verificationMethod.find((m) => m.id === url);
      return method && { '@context': did['@context'], ...method };
    });
  }
}
