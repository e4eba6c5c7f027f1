// The cryptosuite the certificates are signed with, checked against the W3C's published test vector
// (Data Integrity EdDSA Cryptosuites v1.0, eddsa-rdfc-2022, w3c/vc-di-eddsa TestVectors/eddsa-rdfc-2022): the
// libraries and options the platform signs with give the specification's proofValue, byte for byte, for its key,
// its credential and its proof options (Ed25519 signatures are deterministic).
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { describe, expect, it } from 'vitest';
import { offlineLoader } from './json-ld';

/** The specification's key pair (TestVectors/keyPair.json): never for anything real. */
const KEY = {
  publicKeyMultibase: 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
  secretKeyMultibase: 'z3u2en7t5LR2WtQH5PfFqMqwVHBeXouLzo6haApm8XHqvjxq',
};
const ISSUER = 'https://vc.example/issuers/5678';
const KEY_ID = `${ISSUER}#${KEY.publicKeyMultibase}`;
const EXAMPLES_CONTEXT = 'https://www.w3.org/ns/credentials/examples/v2';

/** The unsigned credential of the vector. */
const unsigned = {
  '@context': ['https://www.w3.org/ns/credentials/v2', EXAMPLES_CONTEXT],
  id: 'urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33',
  type: ['VerifiableCredential', 'AlumniCredential'],
  name: 'Alumni Credential',
  description: 'A minimum viable example of an Alumni Credential.',
  issuer: ISSUER,
  validFrom: '2023-01-01T00:00:00Z',
  credentialSubject: { id: 'did:example:abcdefgh', alumniOf: 'The School of Examples' },
};

/** Its proof as published (TestVectors/eddsa-rdfc-2022/signedDataInt.json). */
const PUBLISHED_PROOF = {
  type: 'DataIntegrityProof',
  cryptosuite: 'eddsa-rdfc-2022',
  created: '2023-02-24T23:36:38Z',
  verificationMethod: KEY_ID,
  proofPurpose: 'assertionMethod',
  proofValue: 'z21EVs3eXERqTn4acNHT9viboqgzUaQ3kTmhPT3eA8qrVPE7CrQq78WkzctnMX5W4CrzcKnHw8V6dvy5pgWYCU5e9',
};

// the vector's examples context (the W3C's, a single @vocab) and its issuer's key, offline like the platform's
const documentLoader = offlineLoader(async (url) => {
  if (url === EXAMPLES_CONTEXT)
    return { '@context': { '@vocab': 'https://www.w3.org/ns/credentials/examples#' } };
  if (url === KEY_ID) {
    return {
      '@context': 'https://w3id.org/security/multikey/v1',
      id: KEY_ID,
      type: 'Multikey',
      controller: ISSUER,
      publicKeyMultibase: KEY.publicKeyMultibase,
    };
  }
  if (url === ISSUER) {
    // the issuer as a controller document: it names the key for its assertions
    const contexts = ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'];
    return { '@context': contexts, id: ISSUER, assertionMethod: [KEY_ID] };
  }
  return undefined;
});

describe('eddsa-rdfc-2022 as the platform signs with it', () => {
  it('gives the W3C test vector’s proof for its key, credential and proof options', async () => {
    const key = await Ed25519Multikey.from({ type: 'Multikey', id: KEY_ID, controller: ISSUER, ...KEY });
    const signed = await vc.issue({
      credential: structuredClone(unsigned),
      suite: new DataIntegrityProof({ signer: key.signer(), date: PUBLISHED_PROOF.created, cryptosuite }),
      documentLoader,
      now: new Date('2023-02-25T00:00:00Z'),
    });
    expect(signed.proof).toEqual(PUBLISHED_PROOF);
  });

  it('verifies the published credential, and not once a field is changed', async () => {
    const suite = new DataIntegrityProof({ cryptosuite });
    const now = new Date('2023-02-25T00:00:00Z');
    const published = { ...unsigned, proof: PUBLISHED_PROOF };
    const result = await vc.verifyCredential({ credential: published, suite, documentLoader, now });
    expect(
      result.verified,
      JSON.stringify(result, (_k, v: unknown) => (v instanceof Error ? v.message : v)),
    ).toBe(true);
    const changed = {
      ...published,
      credentialSubject: { ...unsigned.credentialSubject, alumniOf: 'Elsewhere' },
    };
    expect((await vc.verifyCredential({ credential: changed, suite, documentLoader, now })).verified).toBe(
      false,
    );
  });
});
