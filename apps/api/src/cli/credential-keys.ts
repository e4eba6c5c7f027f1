// The platform's credential signing keys from the command line (docs/decisions/034, "Key rotation"):
//   keys            lists them: which signs now, which waits, since when
//   rotate          adds a key, published at once and signing an hour later
//   retire <name>   signs again every certificate that key signed, then takes it out of the DID document
import {
  CredentialKeys,
  type CredentialKeyring,
  retireKey,
  rotateKeys,
  signingKey,
} from '../lib/credential-keyring';
import type { Db } from '../db/client';
import { signAgain } from '../modules/credentials/credential-rotation';
import { CredentialSigner } from '../modules/credentials/credential-signer';
import { CredentialsRepository } from '../modules/credentials/credentials.repository';
import { say } from './run';

export const credentialKeysUsage = `Usage:
  npm run credentials -- keys            the keys signing the owners' certificates
  npm run credentials -- rotate          a new key: in the DID document now, signing in an hour
  npm run credentials -- retire <name>   signs again what that key signed, then withdraws it (e.g. key-1)`;

function describe(ring: CredentialKeyring, now: Date): string[] {
  const signing = signingKey(ring, now).name;
  return ring.map((k) => {
    const state =
      k.name === signing
        ? 'signs now'
        : Date.parse(k.activeFrom) > now.getTime()
          ? 'waits'
          : 'kept for what it signed';
    return `${k.name}  ${state}  (signing from ${k.activeFrom})`;
  });
}

/** Runs one command on the database; the exit code (2: a wrong command). */
export async function credentialKeysCommand(
  db: Db,
  publicUrl: string,
  args: string[],
  now: Date,
): Promise<number> {
  const [command, name, ...rest] = args;
  const keys = new CredentialKeys(db, () => now);
  if (command === 'keys' && !name) {
    describe(await keys.ring(), now).forEach(say);
    return 0;
  }
  if (command === 'rotate' && !name) {
    const key = await rotateKeys(db, now);
    say(`${key.name} is in the DID document now and signs from ${key.activeFrom}.`);
    say('Retire the previous key after that, when you wish: npm run credentials -- retire <name>.');
    return 0;
  }
  if (command === 'retire' && name && rest.length === 0) {
    const signer = new CredentialSigner(publicUrl, keys);
    const ring = await keys.ring();
    if (!ring.some((k) => k.name === name)) throw new Error(`no key ${name}`);
    const count = await signAgain(new CredentialsRepository(db), signer, name, now);
    await retireKey(db, name, now);
    say(`${count} certificate(s) signed again; ${name} is out of the DID document.`);
    return 0;
  }
  console.error(credentialKeysUsage);
  return 2;
}
