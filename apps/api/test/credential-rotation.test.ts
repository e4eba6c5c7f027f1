// The credential signing key's rotation (docs/decisions/034, "Key rotation"), checked by the independent verifier:
// a new key is published at once and signs an hour later; certificates signed by the old key stay valid while it
// is kept; retiring it signs them again (same id, so a PDF's code still checks) and an old copy no longer verifies;
// an instance that has not yet read a new key reads the ring again before calling its signature forged.
import type { CredentialCheck, VerifiableCredential } from '@heirloom/contract';
import { describe, expect, it } from 'vitest';
import { credentialKeysCommand } from '../src/cli/credential-keys';
import { CredentialKeys, KEY_PUBLISHED_AHEAD_MS, rotateKeys } from '../src/lib/credential-keyring';
import { CredentialSigner } from '../src/modules/credentials/credential-signer';
import { demoAppWithOwners } from './demo-app';
import { heldBy } from './fixtures';
import type { Session } from './helpers';
import { independentVerifier } from './vc-verifier';

const PUBLIC_URL = 'http://localhost:3112';
const DID = 'did:web:localhost%3A3112';
const { t, owner1, owner2, signInAgain } = demoAppWithOwners(undefined, { PUBLIC_URL });
const { verify } = independentVerifier(t, PUBLIC_URL);

const db = () => t.app.database.db;
const command = (...args: string[]) => credentialKeysCommand(db(), PUBLIC_URL, args, t.clock.now());
const credentialOf = async (s: Session, itemId: string) => {
  const res = await t.app.inject({ url: `/api/v1/items/${itemId}/credential`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VerifiableCredential>();
};
const check = async (credential: unknown) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/credentials/verify',
    payload: { credential },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CredentialCheck>().status;
};
const keysInDidDocument = async () => {
  const res = await t.app.inject({ url: '/.well-known/did.json' });
  const document = res.json<{ assertionMethod: string[] }>();
  return document.assertionMethod;
};
const keyOf = (credential: VerifiableCredential) => credential.proof.verificationMethod;
const minutes = (n: number) => n * 60;

describe('rotating the credential signing key', () => {
  it('publishes the new key at once, signs with it an hour later, and retires the old one', async () => {
    const first = await credentialOf(owner1, (await heldBy(t, owner1)).id);
    expect(keyOf(first)).toBe(`${DID}#key-1`);

    expect(await command('rotate')).toBe(0);
    // a second rotation waits for the first key to sign
    await expect(command('rotate')).rejects.toThrow(/waiting to sign/);
    t.clock.advance(minutes(2)); // the instance reads the ring again within a minute
    expect(await keysInDidDocument()).toEqual([`${DID}#key-1`, `${DID}#key-2`]);
    // before its hour the new key does not sign
    const early = await credentialOf(owner1, (await heldBy(t, owner1, 1)).id);
    expect(keyOf(early)).toBe(`${DID}#key-1`);
    // the current key cannot be retired
    await expect(command('retire', 'key-1')).rejects.toThrow(/signs now/);

    t.clock.advance(KEY_PUBLISHED_AHEAD_MS / 1000);
    await signInAgain(); // an hour on, the owners' sessions have expired
    const second = await credentialOf(owner2, (await heldBy(t, owner2)).id);
    expect(keyOf(second)).toBe(`${DID}#key-2`);
    // both keys' certificates verify, by the independent verifier and by the public check
    for (const credential of [first, early, second]) {
      expect((await verify(credential)).verified).toBe(true);
      expect(await check(credential)).toBe('valid');
    }

    expect(await command('retire', 'key-1')).toBe(0);
    t.clock.advance(minutes(2));
    expect(await keysInDidDocument()).toEqual([`${DID}#key-2`]);
    // a copy signed by the retired key no longer verifies anywhere
    expect((await verify(first)).verified).toBe(false);
    expect(await check(first)).toBe('forged');
    // its code (the certificate's id, printed on the PDF) still checks: the certificate was signed again
    expect(await check(first.id)).toBe('valid');
    const renewed = await credentialOf(owner1, (await heldBy(t, owner1)).id);
    expect(renewed.id).toBe(first.id);
    expect(renewed.credentialStatus).toEqual(first.credentialStatus);
    expect(keyOf(renewed)).toBe(`${DID}#key-2`);
    expect((await verify(renewed)).verified).toBe(true);
    // the status list is signed by the key that signs now
    const list = await t.app.inject({ url: '/api/public/credentials/status/1' });
    expect(list.json<VerifiableCredential>().proof.verificationMethod).toBe(`${DID}#key-2`);
  });

  it('is read again by an instance that meets a key it does not know yet', async () => {
    const credential = await credentialOf(owner2, (await heldBy(t, owner2)).id);
    expect(await keysInDidDocument()).toEqual([`${DID}#key-2`]); // this instance has just read the ring
    // another instance (or the command line) adds a key; an hour later, that instance signs with it while this
    // one, as its clock says, read the ring less than a minute ago
    await rotateKeys(db(), t.clock.now());
    const later = new Date(t.clock.now().getTime() + KEY_PUBLISHED_AHEAD_MS);
    const other = new CredentialSigner(PUBLIC_URL, new CredentialKeys(db(), () => later));
    const { proof: _proof, ...unsigned } = credential;
    const signedThere = await other.sign(unsigned, later, async () => undefined);
    expect(signedThere.proof.verificationMethod).toBe(`${DID}#key-3`);
    expect(await check(signedThere)).toBe('valid');
  });

  it('refuses a wrong command, and an unknown key', async () => {
    expect(await command('turn')).toBe(2);
    await expect(command('retire', 'key-9')).rejects.toThrow(/no key key-9/);
  });
});
