// The owner's certificate of ownership as a W3C Verifiable Credential, checked by an independent verifier
// (Digital Bazaar's @digitalbazaar/vc with the eddsa-rdfc-2022 cryptosuite, and its Bitstring Status List
// library) whose document loader resolves the platform's did:web and status list through the app itself: valid
// before a send, revoked after; a changed field or another key's signature fail; the public check's three answers.
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import type { CredentialCheck, VerifiableCredential } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, users } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { independentVerifier } from './vc-verifier';
import { heldBy as heldByOf } from './fixtures';
import { grantByCode, sendWithGrant } from './fixtures';
import { createTestApp, type Session, signIn } from './helpers';

const PUBLIC_URL = 'http://localhost:3111';
const { t, owner1, owner2 } = demoAppWithOwners(undefined, { PUBLIC_URL });

const db = () => t.app.database.db;
const userId = async (s: Session) => (await db().select().from(users).where(eq(users.phone, s.phone)))[0]!.id;
const heldBy = (s: Session, skip = 0) => heldByOf(t, s, skip);
const credentialOf = (s: Session, itemId: string) =>
  t.app.inject({ url: `/api/v1/items/${itemId}/credential`, headers: s.headers });
const verifyRoute = (credential: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/credentials/verify',
    payload: { credential },
    headers,
  });

const { documentLoader, suite, verify, revocationOf } = independentVerifier(t, PUBLIC_URL);

describe('a certificate of ownership', () => {
  it('is a VC 2.0 credential the independent verifier accepts, issued by the platform’s did:web, not revoked', async () => {
    const item = await heldBy(owner1);
    const res = await credentialOf(owner1, item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vc\+ld\+json/);
    const credential = res.json<VerifiableCredential>();
    expect(credential['@context'][0]).toBe('https://www.w3.org/ns/credentials/v2');
    expect(credential.type).toEqual(['VerifiableCredential', 'OwnershipCredential']);
    expect(credential.issuer).toBe('did:web:localhost%3A3111');
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      verificationMethod: 'did:web:localhost%3A3111#key-1',
    });
    const page = (await t.app.inject({ url: `/api/public/items/${item.publicId}` })).json<{
      digitalLink: string;
      gtin: string;
    }>();
    expect(credential.credentialSubject).toMatchObject({
      id: page.digitalLink,
      type: 'Product',
      name: item.name,
      serialNumber: item.serialNumber,
      gtin: page.gtin,
      heldSince: item.acquiredAt.toISOString(),
    });
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: `${PUBLIC_URL}/api/public/credentials/status/1`,
    });

    const result = await verify(credential);
    expect(result.error, String(result.error?.errors ?? result.error)).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(await revocationOf(credential)).toMatchObject({ verified: true, results: [{ status: false }] });

    // no personal data: no phone, no e-mail, no account id
    const ownerId = await userId(owner1);
    expect(res.body).not.toContain(ownerId);
    expect(res.body).not.toContain(owner1.phone.slice(1));
    expect(res.body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  it('is the same one when asked again while the owner holds the item', async () => {
    const item = await heldBy(owner1);
    const first = await credentialOf(owner1, item.id);
    t.clock.advance(60);
    const again = await credentialOf(owner1, item.id);
    expect(again.json()).toEqual(first.json());
  });

  it('is not found for another owner’s item, or an item that does not exist', async () => {
    const item = await heldBy(owner1);
    expect((await credentialOf(owner2, item.id)).statusCode).toBe(404);
    expect((await credentialOf(owner1, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const fr = await t.app.inject({
      url: `/api/v1/items/${item.id}/credential`,
      headers: { ...owner2.headers, 'accept-language': 'fr' },
    });
    expect(fr.statusCode).toBe(404);
    expect(fr.json<{ message: string }>().message).not.toBe(
      (await credentialOf(owner2, item.id)).json<{ message: string }>().message,
    );
  });

  it('fails the check with a changed field or another key’s signature', async () => {
    const item = await heldBy(owner1);
    const credential = (await credentialOf(owner1, item.id)).json<VerifiableCredential>();
    const changed = structuredClone(credential);
    changed.credentialSubject.serialNumber = 'SN-FORGED-1';
    expect((await verify(changed)).verified).toBe(false);
    expect((await verifyRoute(changed)).json()).toEqual({ status: 'forged' });

    // the same document, signed by another key claiming to be the platform's
    const other = await Ed25519Multikey.generate({
      id: 'did:web:localhost%3A3111#key-1',
      controller: 'did:web:localhost%3A3111',
    });
    const { proof: _proof, ...unsigned } = changed;
    const resigned = await vc.issue({
      credential: unsigned,
      suite: new DataIntegrityProof({ signer: other.signer(), cryptosuite, date: t.clock.now() }),
      documentLoader,
      now: t.clock.now(),
    });
    expect((await verify(resigned)).verified).toBe(false);
    expect((await verifyRoute(resigned)).json()).toEqual({ status: 'forged' });
  });

  it('is revoked, in the same move, once the owner sends the item to someone else', async () => {
    const item = await heldBy(owner1, 1);
    const credential = (await credentialOf(owner1, item.id)).json<VerifiableCredential>();
    expect((await verifyRoute(credential)).json<CredentialCheck>().status).toBe('valid');

    t.clock.advance(60);
    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [item.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // the move's time: the item's new holding starts then, and the certificate is revoked then
    const [moved] = await db().select().from(items).where(eq(items.id, item.id));
    const sentAt = moved!.acquiredAt.toISOString();
    expect(sentAt > item.acquiredAt.toISOString()).toBe(true);

    expect(await revocationOf(credential)).toMatchObject({ verified: true, results: [{ status: true }] });
    // its proof still holds: what it says was true until the send
    expect((await verify(credential)).statusResult).toMatchObject({
      verified: true,
      results: [{ status: true }],
    });
    const answer = (await verifyRoute(JSON.stringify(credential))).json<CredentialCheck>();
    expect(answer).toMatchObject({
      status: 'revoked',
      revokedAt: sentAt,
      item: { id: credential.credentialSubject.id },
    });
    // the sender has none any more; the new holder gets their own, valid
    expect((await credentialOf(owner1, item.id)).statusCode).toBe(404);
    const theirs = (await credentialOf(owner2, item.id)).json<VerifiableCredential>();
    expect(theirs.id).not.toBe(credential.id);
    expect(theirs.credentialSubject.heldSince).toBe(sentAt);
    expect((await verify(theirs)).verified).toBe(true);
  });
});

describe('revocation on every change of the item’s owner', () => {
  it('revokes the certificate of an account deleted, whose items wait for its number', async () => {
    const leaver = await signIn(t);
    const item = await heldBy(owner1, 2);
    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: leaver.phone,
      productsIds: [item.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const credential = (await credentialOf(leaver, item.id)).json<VerifiableCredential>();
    expect(await revocationOf(credential)).toMatchObject({ results: [{ status: false }] });

    await grantByCode(t, leaver, 'deleteAccount');
    const leaverId = await userId(leaver);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${leaverId}`,
      headers: leaver.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await revocationOf(credential)).toMatchObject({ results: [{ status: true }] });
    expect((await verifyRoute(credential)).json<CredentialCheck>().status).toBe('revoked');
  });

  it('revokes in the transaction of a move made through the items’ writer, as the indexer’s arrivals make it', async () => {
    const item = await heldBy(owner2);
    const credential = (await credentialOf(owner2, item.id)).json<VerifiableCredential>();
    const ownerId = await userId(owner2);
    // a move whose transaction fails leaves the certificate as it was
    await expect(
      db().transaction(async (tx) => {
        await t.app.deps.items.moveOwner(tx, [item.id], { from: ownerId, to: null, now: t.clock.now() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await verifyRoute(credential)).json<CredentialCheck>().status).toBe('valid');
    // committed, it is revoked with it (the arrival's undo: the owner's item back to a wallet outside)
    await db().transaction((tx) =>
      t.app.deps.items.moveOwner(tx, [item.id], {
        from: ownerId,
        to: null,
        status: 'withdrawn',
        now: t.clock.now(),
      }),
    );
    expect((await verifyRoute(credential)).json()).toMatchObject({
      status: 'revoked',
      revokedAt: t.clock.now().toISOString(),
    });
  });
});

describe('the public check of a certificate', () => {
  it('answers valid with the item it names, as pasted text or as JSON', async () => {
    const item = await heldBy(owner1);
    const credential = (await credentialOf(owner1, item.id)).json<VerifiableCredential>();
    for (const given of [credential, JSON.stringify(credential, null, 2)]) {
      const res = await verifyRoute(given);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: 'valid',
        issuedAt: credential.validFrom,
        item: {
          id: credential.credentialSubject.id,
          name: item.name,
          brand: (credential.credentialSubject.brand as { name: string }).name,
          serialNumber: item.serialNumber,
          gtin: credential.credentialSubject.gtin,
          heldSince: item.acquiredAt.toISOString(),
        },
      });
    }
  });

  it('answers forged for what is not one of its credentials', async () => {
    const item = await heldBy(owner1);
    const credential = (await credentialOf(owner1, item.id)).json<VerifiableCredential>();
    const given = [
      'not json',
      '[1, 2]',
      { hello: 'world' },
      { ...credential, issuer: 'did:web:elsewhere.example' },
      { ...credential, proof: undefined },
      { ...credential, validFrom: '2020-01-01T00:00:00Z' },
      // a context the platform does not ship is never fetched: the credential cannot be checked
      { ...credential, '@context': [...credential['@context'], 'https://contexts.example/evil.jsonld'] },
      // larger than any credential of the platform's
      { ...credential, padding: 'x'.repeat(70_000) },
    ];
    for (const g of given)
      expect((await verifyRoute(g)).json(), JSON.stringify(g)).toEqual({ status: 'forged' });
  });

  it('refuses a request without a credential, in English and in French', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/api/public/credentials/verify', payload: {} });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/public/credentials/verify',
      payload: {},
      headers: { 'accept-language': 'fr' },
    });
    expect(en.statusCode).toBe(400);
    expect(fr.statusCode).toBe(400);
    expect(en.json<{ code: string }>().code).toBe(fr.json<{ code: string }>().code);
    expect(en.json<{ message: string }>().message).not.toBe(fr.json<{ message: string }>().message);
  });
});

describe('the public check’s limit', () => {
  it('answers 429 past the requests an IP may make in a minute, in the caller’s language', async () => {
    const limited = await createTestApp({ AUTH_REQUESTS_PER_IP_PER_MINUTE: '2' });
    try {
      const attempt = (lang = 'en') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/public/credentials/verify',
          payload: { credential: 'not json' },
          headers: { 'accept-language': lang },
        });
      expect((await attempt()).json()).toEqual({ status: 'forged' });
      expect((await attempt()).statusCode).toBe(200);
      const en = await attempt();
      const fr = await attempt('fr');
      expect(en.statusCode).toBe(429);
      expect(en.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      expect(fr.json<{ message: string }>().message).not.toBe(en.json<{ message: string }>().message);
    } finally {
      await limited.close();
    }
  });
});

describe('the revocation status list', () => {
  it('is a Bitstring Status List credential signed by the platform, readable from any origin; no other list', async () => {
    const res = await t.app.inject({ url: '/api/public/credentials/status/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const list = res.json<VerifiableCredential>();
    expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(list.credentialSubject).toMatchObject({
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
    });
    const result = await vc.verifyCredential({
      credential: list,
      suite: suite(),
      documentLoader,
      now: t.clock.now(),
    });
    expect(result.verified).toBe(true);
    expect((await t.app.inject({ url: '/api/public/credentials/status/99' })).statusCode).toBe(404);
  });
});

describe('the platform’s DID document', () => {
  it('is at /.well-known/did.json: the did:web of PUBLIC_URL, its Ed25519 key as a Multikey for assertions', async () => {
    const res = await t.app.inject({ url: '/.well-known/did.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const did = 'did:web:localhost%3A3111';
    expect(res.json()).toEqual({
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
      id: did,
      verificationMethod: [
        {
          id: `${did}#key-1`,
          type: 'Multikey',
          controller: did,
          publicKeyMultibase: expect.stringMatching(/^z6Mk/),
        },
      ],
      authentication: [`${did}#key-1`],
      assertionMethod: [`${did}#key-1`],
    });
    // the key reads as an Ed25519 public key for the library that made the verifier
    const [method] = res.json<{ verificationMethod: Ed25519Multikey.ExportedMultikey[] }>()
      .verificationMethod;
    const key = await Ed25519Multikey.from(method!);
    expect(key.publicKeyMultibase).toBe(method!.publicKeyMultibase);
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/.well-known/did.json' });
    expect(preflight.statusCode).toBe(204);
    // described in the OpenAPI document, open to all
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { operationId?: string; security?: unknown[] } }>;
    }>();
    expect(doc.paths['/.well-known/did.json']?.get).toMatchObject({
      operationId: 'pages.didDocument',
      security: [],
    });
  });
});
