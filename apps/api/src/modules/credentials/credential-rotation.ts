// Before an old signing key is retired, every certificate it signed is signed again with the key that signs now:
// the same id, fields and status entry with a new proof, so that a certificate's verification code (its id) still
// checks, and an owner asking for their certificate gets it with the new proof (docs/decisions/034, "Key rotation").
import { keyIdOf } from '../../lib/did-web';
import type { CredentialSigner } from './credential-signer';
import type { CredentialsRepository } from './credentials.repository';

const PAGE = 200;

/** Signs again each certificate `keyName` signed; how many there were. */
export async function signAgain(
  repo: CredentialsRepository,
  signer: CredentialSigner,
  keyName: string,
  now: Date,
): Promise<number> {
  if ((await signer.signingKeyName(now)) === keyName) throw new Error(`${keyName} signs now: rotate first`);
  const method = keyIdOf(signer.did, keyName);
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    const page = await repo.signedWith(method, after, PAGE);
    for (const row of page) {
      const { proof: _old, ...unsigned } = JSON.parse(row.document) as Record<string, unknown>;
      const signed = await signer.sign(unsigned, now, async () => undefined);
      await repo.replaceDocument(row.id, JSON.stringify(signed));
      done++;
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return done;
    after = last.id;
  }
}
