// An independent verifier of the platform's credentials, as an outsider runs one: Digital Bazaar's
// @digitalbazaar/vc with the eddsa-rdfc-2022 cryptosuite and its Bitstring Status List library, whose document
// loader resolves the platform's did:web and status lists through the app itself (over HTTP, as the methods say).
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { contexts as didContexts } from 'did-context';
import { expect } from 'vitest';
import type { TestApp } from './helpers';

export function independentVerifier(t: TestApp, PUBLIC_URL: string) {
  /** The contexts a verifier keeps offline, straight from their packages. */
  const contexts = new Map<string, object>([...credentialContexts, ...didContexts, ...multikeyContexts]);

  /**
   * The verifier's own document loader: contexts offline; a did:web resolved as its method says
   * (did:web:<host, ':' written %3A> → <host>/.well-known/did.json) and a status list by its URL, both read from
   * the app; anything else refused.
   */
  async function documentLoader(url: string) {
    const known = contexts.get(url);
    if (known) return { contextUrl: null, documentUrl: url, document: known };
    const fetchJson = async (address: string) => {
      const parsed = new URL(address);
      expect(parsed.origin).toBe(PUBLIC_URL);
      const res = await t.app.inject({ url: parsed.pathname });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      return res.json<Record<string, unknown>>();
    };
    if (url.startsWith('did:web:')) {
      const [did, fragment] = url.split('#');
      const host = decodeURIComponent(did!.slice('did:web:'.length));
      const document = await fetchJson(`http://${host}/.well-known/did.json`);
      expect(document.id).toBe(did);
      if (!fragment) return { contextUrl: null, documentUrl: url, document };
      const methods = document.verificationMethod as { id: string }[];
      const method = methods.find((m) => m.id === url);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { '@context': document['@context'], ...method },
      };
    }
    if (url.startsWith(`${PUBLIC_URL}/api/public/credentials/status/`)) {
      return { contextUrl: null, documentUrl: url, document: await fetchJson(url) };
    }
    throw new Error(`the verifier loads nothing else: ${url}`);
  }

  const suite = () => new DataIntegrityProof({ cryptosuite });
  const verify = (credential: object) =>
    vc.verifyCredential({
      credential,
      suite: suite(),
      documentLoader,
      now: t.clock.now(),
      checkStatus: (options) => checkStatus({ ...options, documentLoader, suite: suite() }),
    });
  const revocationOf = (credential: object) => checkStatus({ credential, documentLoader, suite: suite() });
  return { documentLoader, suite, verify, revocationOf };
}
