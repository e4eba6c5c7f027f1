// A software authenticator for the tests: what a phone's passkey does, in Node. It makes P-256 credentials
// ("none" attestation), keeps them as a platform authenticator would (discoverable, with their user handle and a
// signature counter), and signs challenges. Every part a browser or an attacker controls can be changed: the
// origin, the RP ID, user verification, the counter.
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import type { PasskeyAuthenticationOptions, PasskeyRegistrationOptions } from '@heirloom/contract';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  /** the owner's id as the site gave it (user.id, base64url) */
  userHandle: string;
  counter: number;
}

export interface Tamper {
  origin?: string;
  rpId?: string;
  /** false: the user was present but not verified (no PIN, no biometrics) */
  userVerified?: boolean;
  /** the counter to sign with, instead of the next one */
  counter?: number;
  /** the challenge to sign, instead of the options' */
  challenge?: string;
  /** signs with this credential (e.g. another owner's), whatever the options allow */
  credential?: SoftCredential;
  /** registers this credential again instead of a new one */
  reuse?: SoftCredential;
}

const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** `synced`: a passkey the platform backs up (multiDevice) */
  constructor(
    readonly origin: string,
    private readonly synced = true,
  ) {}

  private flags(userVerified: boolean, attested: boolean): number {
    return UP | (userVerified ? UV : 0) | (this.synced ? BE | BS : 0) | (attested ? AT : 0);
  }

  /** navigator.credentials.create(): a new credential for the options, as RegistrationResponseJSON. */
  create(options: PasskeyRegistrationOptions, tamper: Tamper = {}) {
    const rpId = tamper.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const privateKey =
      tamper.reuse?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = tamper.reuse?.id ?? randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(tamper.userVerified ?? true, true)]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = new Map<string, string | Map<string, never> | Uint8Array>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, never>());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: tamper.challenge ?? options.challenge,
      origin: tamper.origin ?? this.origin,
      crossOrigin: false,
    });
    if (!tamper.reuse)
      this.credentials.push({ id, privateKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): a signature by the first credential the options allow (any of this site's when
   * they name none: a discoverable credential), as AuthenticationResponseJSON.
   */
  get(options: PasskeyAuthenticationOptions, tamper: Tamper = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential =
      tamper.credential ??
      this.credentials.find((c) => c.rpId === rpId && (!allowed?.length || allowed.includes(b64url(c.id))));
    if (!credential) throw new Error('NotAllowedError: no passkey for this site');
    // a tampered counter is a clone's: the authenticator's own goes on from where it was
    const counter = tamper.counter ?? (credential.counter += 1);
    const authData = Buffer.concat([
      sha256(tamper.rpId ?? rpId),
      Buffer.from([this.flags(tamper.userVerified ?? true, false)]),
      counterBytes(counter),
    ]);
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: tamper.challenge ?? options.challenge,
        origin: tamper.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
