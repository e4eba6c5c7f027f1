// The platform's DID document at /.well-known/did.json, where did:web resolves it: the key its credentials are
// signed with (docs/decisions/034-ownership-credentials.md). Readable from any origin.
import type { FastifyInstance } from 'fastify';
import { didDocumentOf, didWebOf } from '../lib/did-web';
import type { CredentialKeys } from '../lib/credential-keyring';
import { allowPreflight, readableFromAnyOrigin } from './cross-origin';

export const DID_DOCUMENT_PATH = '/.well-known/did.json';

export function installDidDocument(app: FastifyInstance, publicUrl: string, keys: CredentialKeys): void {
  const did = didWebOf(publicUrl);
  const schema = {
    operationId: 'pages.didDocument',
    summary: "The platform's DID document (did:web): the key that signs its certificates of ownership",
    tags: ['pages'],
    security: [],
  };
  app.get(DID_DOCUMENT_PATH, { schema }, async (_request, reply) => {
    const document = didDocumentOf(did, await keys.fresh());
    // cached far less long than a new key is published before it signs (lib/credential-keyring.ts)
    return readableFromAnyOrigin(reply)
      .type('application/did+ld+json')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(document));
  });
  allowPreflight(app, DID_DOCUMENT_PATH);
}
