// The passkey ceremonies of every person (decision 027): an owner's (decision 018) and a console staff member's
// (decision 019) go through the same steps on the one credential store: options with a kept challenge, a new
// credential checked, named and kept within its owner's limit, a signature checked and its counter moved forward.
// What a passkey may then do (step-up, recovery, a console session) is each service's rule.
import type { Language, Passkey } from '@heirloom/contract';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';
import { deviceName } from './passkey-texts';
import {
  ownerOf,
  type ChallengeRow,
  type PasskeyOwner,
  type PasskeyRow,
  type PasskeysRepository,
} from './passkeys.repository';
import { passkeyInvalid, type ChallengePurpose, type WebAuthn } from './webauthn';

export interface PasskeyCeremoniesDeps {
  repo: PasskeysRepository;
  webauthn: WebAuthn;
  clock: Clock;
}

/** A kept passkey as its person sees it (an owner's, or a staff member's in the console). */
export function toPasskey(
  row: Pick<PasskeyRow, 'id' | 'name' | 'createdAt' | 'lastUsedAt' | 'deviceType' | 'backedUp'>,
): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
  };
}

/** What a new passkey is added under: its ceremony, the person's limit and how its name is made. */
export interface Registration {
  purpose: ChallengePurpose;
  sessionId: string;
  /** the person's rule before a passkey is added: throws when they may not, gives the passkeys they hold */
  mayRegister: () => Promise<PasskeyRow[]>;
  max: number;
  name: string | undefined;
  device: { userAgent: string | null; language: Language };
  /** staff: the session it is added in, which need not confirm with it */
  addedInSession?: string;
  /** runs in the transaction that keeps it (to tell its owner) */
  kept?: (tx: DbOrTx, row: PasskeyRow) => Promise<void>;
}

export class PasskeyCeremonies {
  constructor(private readonly deps: PasskeyCeremoniesDeps) {}

  /** The session a challenge is bound to: an owner's names the owner too (the console's sessions are apart). */
  private bound(owner: PasskeyOwner, sessionId: string) {
    return { userId: owner.kind === 'user' ? owner.id : null, sessionId };
  }

  list(owner: PasskeyOwner): Promise<PasskeyRow[]> {
    return this.deps.repo.listOf(owner);
  }

  count(owner: PasskeyOwner, db?: DbOrTx): Promise<number> {
    return this.deps.repo.countOf(owner, db);
  }

  /** Options to create a passkey for `owner` (known to the authenticator as `name`), bound to their session. */
  registrationOptions(
    owner: PasskeyOwner,
    person: { name: string; rpName: string },
    existing: PasskeyRow[],
    purpose: ChallengePurpose,
    bound: { sessionId: string; ip: string },
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.deps.webauthn.registrationOptions({ id: owner.id, ...person }, existing, purpose, {
      ...(owner.kind === 'user' ? { userId: owner.id } : {}),
      ...bound,
    });
  }

  /** Options to sign with a passkey: any the browser holds for this site (discoverable), or one of `allow`. */
  authenticationOptions(
    allow: PasskeyRow[] | undefined,
    purpose: ChallengePurpose,
    bound: { owner?: PasskeyOwner; sessionId?: string; action?: string; binding?: string; ip: string },
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { owner, ...rest } = bound;
    return this.deps.webauthn.authenticationOptions(allow, purpose, {
      ...rest,
      ...(owner?.kind === 'user' ? { userId: owner.id } : {}),
    });
  }

  /**
   * Adds the passkey the browser created over this session's challenge: checked, named after the device (in the
   * language the person reads the app in) unless they named it, and kept within their limit.
   */
  async register(
    owner: PasskeyOwner,
    response: RegistrationResponseJSON,
    how: Registration,
  ): Promise<PasskeyRow> {
    const { webauthn, repo, clock } = this.deps;
    const challenge = await webauthn.takeChallenge(
      response.response.clientDataJSON,
      how.purpose,
      this.bound(owner, how.sessionId),
    );
    const count = (await how.mayRegister()).length;
    const credential = await webauthn.checkRegistration(response, challenge);
    const made = deviceName(how.device.userAgent, how.device.language);
    const name = how.name ?? (count === 0 ? made : `${made} (${count + 1})`);
    return repo.transaction(async (tx) => {
      const row = await repo.insertWithin(
        tx,
        owner,
        { ...credential, name, createdAt: clock.now(), addedInSession: how.addedInSession ?? null },
        how.max,
      );
      if (row === 'full') throw new AppError(409, 'TOO_MANY_PASSKEYS', { max: how.max });
      if (!row) throw new AppError(409, 'PASSKEY_EXISTS');
      await how.kept?.(tx, row);
      return row;
    });
  }

  /**
   * Signing in with a discoverable passkey of this kind of person: the one the browser names, whose user handle
   * (when the authenticator gives it) names the same person, and whose signature checks. `unknown` refuses others.
   */
  async signIn(
    kind: PasskeyOwner['kind'],
    response: AuthenticationResponseJSON,
    purpose: ChallengePurpose,
    unknown: () => AppError,
  ): Promise<PasskeyRow & { owner: PasskeyOwner }> {
    const challenge = await this.deps.webauthn.takeChallenge(response.response.clientDataJSON, purpose);
    const passkey = await this.deps.repo.byCredentialId(kind, response.id);
    const owner = passkey && ownerOf(passkey);
    if (!passkey || !owner || !this.deps.webauthn.handleMatches(response, owner.id)) throw unknown();
    await this.checkSignature(passkey, response, challenge);
    return { ...passkey, owner };
  }

  /**
   * A fresh signature of one of `owner`'s own passkeys over a challenge of this session; `expect` checks the
   * challenge first (a step-up's action). Gives the passkey and the challenge it signed.
   */
  async signedByOwn(
    owner: PasskeyOwner,
    response: AuthenticationResponseJSON,
    purpose: ChallengePurpose,
    sessionId: string,
    expect: (challenge: ChallengeRow) => void = () => undefined,
  ): Promise<{ passkey: PasskeyRow; challenge: ChallengeRow }> {
    const challenge = await this.deps.webauthn.takeChallenge(
      response.response.clientDataJSON,
      purpose,
      this.bound(owner, sessionId),
    );
    expect(challenge);
    const passkey = await this.deps.repo.byCredentialId(owner.kind, response.id);
    if (!passkey || ownerOf(passkey).id !== owner.id) throw passkeyInvalid();
    await this.checkSignature(passkey, response, challenge);
    return { passkey, challenge };
  }

  /** Removes one of the owner's passkeys (none: not theirs), or all of them without `id`; gives what went. */
  remove(tx: DbOrTx, owner: PasskeyOwner, id?: string): Promise<PasskeyRow[]> {
    return this.deps.repo.remove(tx, owner, id);
  }

  /** Checks a signature of a known passkey against its challenge; the counter moves forward, or it is refused. */
  private checkSignature(passkey: PasskeyRow, response: AuthenticationResponseJSON, challenge: ChallengeRow) {
    return this.deps.webauthn.checkSignature(passkey, response, challenge, (id, counter, now) =>
      this.deps.repo.recordUse(id, counter, now),
    );
  }
}
