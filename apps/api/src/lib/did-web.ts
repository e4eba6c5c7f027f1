// The platform's decentralised identifier (did:web) and its DID document, which says with which key the
// platform signs its credentials (docs/decisions/034-ownership-credentials.md).
import { contexts as didContexts } from 'did-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';

export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

// both contexts ship with these packages: a DID document's verifier reads them offline
if (!didContexts.has(DID_CONTEXT) || !multikeyContexts.has(MULTIKEY_CONTEXT)) {
  throw new Error('the DID and Multikey JSON-LD contexts are missing from their packages');
}

/**
 * The did:web of the platform's public address (the did:web method, "Create"): its host, with a port written
 * %3A; the DID document is then at /.well-known/did.json of that host.
 */
export function didWebOf(publicUrl: string): string {
  const { host } = new URL(publicUrl);
  return `did:web:${host.replace(':', '%3A')}`;
}

/** The id of one of the platform's keys in its DID document (`key-1`, `key-2`…). */
export const keyIdOf = (did: string, name: string) => `${did}#${name}`;

/**
 * The DID document: the platform's Ed25519 keys as Multikeys, used to make assertions (sign credentials); the one
 * that signs now, one waiting to sign, and older ones kept for the credentials they signed.
 */
export function didDocumentOf(did: string, keys: readonly { name: string; publicKeyMultibase: string }[]) {
  const verificationMethod = keys.map((k) => ({
    id: keyIdOf(did, k.name),
    type: 'Multikey',
    controller: did,
    publicKeyMultibase: k.publicKeyMultibase,
  }));
  const ids = verificationMethod.map((m) => m.id);
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod,
    authentication: ids,
    assertionMethod: ids,
  };
}
