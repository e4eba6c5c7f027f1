// The WebAuthn ceremonies both kinds of passkey go through, the owners' (decision 018) and the console staff's
// (decision 019): single-use challenges of five minutes, bound to a purpose and a session, and the checks of
// @simplewebauthn/server on a new credential or a signature. What a passkey may then do is each service's rule.
import { PASSKEY_CHALLENGE_TTL_SECONDS } from '@heirloom/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Config } from '../../config';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { ChallengeRow, PasskeysRepository } from './passkeys.repository';

export type ChallengePurpose =
  'register' | 'login' | 'step_up' | 'staff_register' | 'staff_login' | 'staff_confirm';

/** What a challenge is bound to: the session that asked (owner or staff), and a step-up's action. */
export interface ChallengeBinding {
  userId?: string;
  sessionId?: string;
  action?: string;
  binding?: string;
  ip: string;
}

/** A kept credential, as the passkeys table stores it. */
export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** A new credential, checked: what to keep of it. */
export interface CheckedCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

export interface WebAuthnDeps {
  repo: Pick<PasskeysRepository, 'insertChallenge' | 'consumeChallenge' | 'deleteExpiredChallenges'>;
  config: Pick<Config, 'passkeys'>;
  clock: Clock;
}

const TIMEOUT_MS = PASSKEY_CHALLENGE_TTL_SECONDS * 1000;

export const passkeyInvalid = () => new AppError(400, 'PASSKEY_INVALID');
export const challengeInvalid = () => new AppError(400, 'CHALLENGE_INVALID');

/** The challenge the browser signed, read from its client data (the signature itself is checked after). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    if (typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(data.challenge)) {
      return data.challenge;
    }
  } catch {
    // not JSON in base64url: refused below
  }
  throw passkeyInvalid();
}

const descriptors = (credentials: StoredCredential[]) =>
  credentials.map((c) => ({
    id: c.credentialId,
    transports: c.transports as AuthenticatorTransportFuture[],
  }));

/** An id as the authenticator keeps it (the credential's user handle): the uuid's 16 bytes. */
export function userHandle(id: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));
}

export class WebAuthn {
  constructor(private readonly deps: WebAuthnDeps) {}

  private async keep(challenge: string, purpose: ChallengePurpose, bound: ChallengeBinding): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.repo.insertChallenge({
      challenge,
      purpose,
      userId: bound.userId ?? null,
      sessionId: bound.sessionId ?? null,
      action: bound.action ?? null,
      binding: bound.binding ?? null,
      ip: bound.ip,
      createdAt: now,
      expiresAt: addSeconds(now, PASSKEY_CHALLENGE_TTL_SECONDS),
    });
    // the expired ones go as new ones come: the table holds five minutes of challenges
    await this.deps.repo.deleteExpiredChallenges(addSeconds(now, -PASSKEY_CHALLENGE_TTL_SECONDS));
  }

  /** Options to create a discoverable passkey for this person; the challenge is kept, bound. */
  async registrationOptions(
    person: { id: string; name: string; rpName: string },
    existing: StoredCredential[],
    purpose: ChallengePurpose,
    bound: ChallengeBinding,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: person.rpName,
      rpID: this.deps.config.passkeys.rpId,
      userID: userHandle(person.id),
      userName: person.name,
      userDisplayName: person.name,
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: descriptors(existing),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.keep(options.challenge, purpose, bound);
    return options;
  }

  /** Options to sign with a passkey: any the browser holds for this site (discoverable), or one of `allow`. */
  async authenticationOptions(
    allow: StoredCredential[] | undefined,
    purpose: ChallengePurpose,
    bound: ChallengeBinding,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.deps.config.passkeys.rpId,
      userVerification: 'required',
      timeout: TIMEOUT_MS,
      ...(allow ? { allowCredentials: descriptors(allow) } : {}),
    });
    await this.keep(options.challenge, purpose, bound);
    return options;
  }

  /**
   * The challenge this response signed, used up: it must be one we issued for this purpose (and, when `session`
   * is given, for this session), unused and unexpired. Used once, whatever the check that follows says.
   */
  async takeChallenge(
    clientDataJSON: string,
    purpose: ChallengePurpose,
    session?: { userId: string | null; sessionId: string },
  ): Promise<ChallengeRow> {
    const now = this.deps.clock.now();
    const row = await this.deps.repo.consumeChallenge(signedChallenge(clientDataJSON), now);
    if (!row || row.purpose !== purpose || row.expiresAt <= now) throw challengeInvalid();
    if (session && (row.userId !== session.userId || row.sessionId !== session.sessionId)) {
      throw challengeInvalid();
    }
    return row;
  }

  /** Checks a new credential against its challenge (user verified, our origin and RP ID). */
  async checkRegistration(
    response: RegistrationResponseJSON,
    challenge: ChallengeRow,
  ): Promise<CheckedCredential> {
    const { rpId, origins } = this.deps.config.passkeys;
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: true,
      });
    } catch {
      throw passkeyInvalid();
    }
    if (!verified.verified) throw passkeyInvalid();
    const info = verified.registrationInfo;
    return {
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    };
  }

  /**
   * Checks a signature of a known passkey against its challenge, then records its use with the authenticator's
   * new counter (`recordUse`: false when a concurrent use moved it first, which refuses this one).
   */
  async checkSignature(
    passkey: StoredCredential & { id: string },
    response: AuthenticationResponseJSON,
    challenge: ChallengeRow,
    recordUse: (id: string, counter: number, now: Date) => Promise<boolean>,
  ): Promise<void> {
    const { rpId, origins } = this.deps.config.passkeys;
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
      });
    } catch {
      // a wrong origin or RP ID, a bad signature, a counter gone backwards (a cloned authenticator)…
      throw passkeyInvalid();
    }
    if (!verified.verified) throw passkeyInvalid();
    const counter = verified.authenticationInfo.newCounter;
    if (!(await recordUse(passkey.id, counter, this.deps.clock.now()))) throw passkeyInvalid();
  }

  /** The user handle the authenticator gave, if any, names `id`. */
  handleMatches(response: AuthenticationResponseJSON, id: string): boolean {
    const handle = response.response.userHandle;
    return handle === undefined || handle === isoBase64URL.fromBuffer(userHandle(id));
  }
}
