// The JSON-LD documents a credential's signer and checker read, all offline: the W3C contexts shipped in npm
// packages, and the documents this platform answers itself (its DID document, its status lists). Any other
// address is refused: nothing is fetched while signing or checking (docs/decisions/034-ownership-credentials.md).
import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import type { DocumentLoader } from '@digitalbazaar/vc';
import { contexts as didContexts } from 'did-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

const shipped = new Map<string, object>([...credentialContexts, ...didContexts, ...multikeyContexts]);

/** Documents this platform answers for, by address (undefined: not one of them). */
export type OwnDocuments = (url: string) => Promise<object | undefined>;

/** A document loader over the shipped contexts and the platform's own documents; any other address throws. */
export function offlineLoader(own: OwnDocuments): DocumentLoader {
  return async (url: string) => {
    const document = shipped.get(url) ?? (await own(url));
    if (!document) throw new Error(`JSON-LD document not available offline: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };
}
