// Passkeys (decision 018): registration, sign-in and step-up with WebAuthn (@simplewebauthn/server), and the rules
// they add over SMS. When an owner has a passkey, the guarded actions (sending to a phone or out to a wallet,
// deleting the account, removing a passkey) take a passkey grant only; an owner who lost every passkey recovers by
// SMS after a 48-hour lock announced on every channel, which any signed-in device can cancel.
import {
  PASSKEY_RECOVERY_HOURS,
  PASSKEYS_PER_USER,
  type AuthTokens,
  type GuardedAction,
  type Language,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRecovery,
  type PasskeyRegistrationOptions,
  type Passkeys,
  type PasskeyStepUpRequest,
} from '@heirloom/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import type { AuthenticatedUser, AuthMethod, AuthService, StepUpGuard } from '../auth/auth.service';
import { stepUpBinding } from '../auth/step-up-binding';
import type { Notice, OwnerNotifier } from '../notifications/owner-notifier';
import { Service } from '../service';
import type { UsersRepository } from '../users/users.repository';
import {
  passkeyAddedNotice,
  passkeyRemovedNotice,
  recoveryCancelledNotice,
  recoveryCompletedNotice,
  recoveryStartedNotice,
  smsSignInNotice,
} from './passkey-texts';
import { toPasskey, type PasskeyCeremonies } from './ceremonies';
import type { PasskeyOwner, PasskeyRow, PasskeysRepository, RecoveryRow } from './passkeys.repository';
import { challengeInvalid } from './webauthn';

export interface PasskeysServiceDeps {
  repo: PasskeysRepository;
  users: UsersRepository;
  auth: AuthService;
  notifier: OwnerNotifier;
  ceremonies: PasskeyCeremonies;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
}

const RECOVERY_SECONDS = PASSKEY_RECOVERY_HOURS * 60 * 60;

/** An owner as the keeper of passkeys. */
const owner = (userId: string): PasskeyOwner => ({ kind: 'user', id: userId });

function toRecovery(row: RecoveryRow): PasskeyRecovery {
  return { startedAt: row.startedAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

export class PasskeysService extends Service<PasskeysServiceDeps> implements StepUpGuard {
  private get settingsUrl(): string {
    return `${this.deps.config.publicUrl}/settings/security`;
  }

  private tell(userId: string, write: (language: Language) => Notice, tx?: DbOrTx): Promise<void> {
    return this.deps.notifier.notify(userId, write, { security: true, ...(tx ? { tx } : {}) });
  }

  // ---- the rules over SMS (StepUpGuard) ----

  /**
   * The recovery under way, if any. One whose wait has ended is completed here, whoever asks first: the lost
   * passkeys are removed and the owner told.
   */
  private async recoveryOf(userId: string, tx?: DbOrTx): Promise<RecoveryRow | undefined> {
    const now = this.deps.clock.now();
    const recovery = await this.deps.repo.openRecovery(userId, tx);
    if (!recovery || recovery.endsAt > now) return recovery;
    const complete = async (into: DbOrTx) => {
      if (await this.deps.repo.completeRecovery(into, recovery, now)) {
        await this.tell(userId, (language) => recoveryCompletedNotice(language, this.settingsUrl), into);
      }
    };
    // inside the caller's transaction when there is one (PGlite runs one transaction at a time)
    if (tx) await complete(tx);
    else await this.deps.repo.transaction(complete);
    return undefined;
  }

  private recoveryLocked(recovery: RecoveryRow): AppError {
    return new AppError(403, 'RECOVERY_LOCKED', { endsAt: recovery.endsAt.toISOString() });
  }

  async beforeSmsStepUp(userId: string): Promise<void> {
    const recovery = await this.recoveryOf(userId);
    if (recovery) throw this.recoveryLocked(recovery);
    if ((await this.deps.ceremonies.count(owner(userId))) > 0) throw new AppError(403, 'PASSKEY_REQUIRED');
  }

  async beforeSpend(tx: DbOrTx, userId: string, _action: GuardedAction, method: AuthMethod): Promise<void> {
    const recovery = await this.recoveryOf(userId, tx);
    if (recovery) throw this.recoveryLocked(recovery);
    if (method !== 'passkey' && (await this.deps.ceremonies.count(owner(userId), tx)) > 0) {
      throw new AppError(403, 'PASSKEY_REQUIRED');
    }
  }

  async afterSignIn(
    tx: DbOrTx,
    signIn: { userId: string; method: AuthMethod; userAgent: string | null; now: Date },
  ): Promise<void> {
    // an SMS sign-in is a new device to us (a device that holds a passkey signs in with it): the owner of a
    // passkey hears of every one, on every channel
    if (signIn.method !== 'sms' || (await this.deps.ceremonies.count(owner(signIn.userId), tx)) === 0) return;
    await this.tell(
      signIn.userId,
      (language) => smsSignInNotice(language, signIn.userAgent, signIn.now, this.settingsUrl),
      tx,
    );
  }

  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await this.deps.repo.eraseFor(tx, userId);
  }

  // ---- the owner's passkeys ----

  async list(caller: AuthenticatedUser): Promise<Passkeys> {
    const recovery = await this.recoveryOf(caller.userId);
    const [rows, sessionMethod] = await Promise.all([
      this.deps.ceremonies.list(owner(caller.userId)),
      this.deps.auth.sessionMethod(caller.sessionId),
    ]);
    return {
      items: rows.map(toPasskey),
      recovery: recovery ? toRecovery(recovery) : null,
      sessionMethod,
    };
  }

  /**
   * May this session add a passkey? The first one, any session; another, only a session that signed in with a
   * passkey (an SMS session could otherwise add the attacker's own); none while a recovery is under way.
   */
  private async assertMayRegister(caller: AuthenticatedUser): Promise<PasskeyRow[]> {
    const recovery = await this.recoveryOf(caller.userId);
    if (recovery) throw this.recoveryLocked(recovery);
    const existing = await this.deps.ceremonies.list(owner(caller.userId));
    const count = existing.length;
    if (count >= PASSKEYS_PER_USER) throw new AppError(409, 'TOO_MANY_PASSKEYS', { max: PASSKEYS_PER_USER });
    if (count > 0 && (await this.deps.auth.sessionMethod(caller.sessionId)) !== 'passkey') {
      throw new AppError(403, 'PASSKEY_REQUIRED');
    }
    return existing;
  }

  async registrationOptions(caller: AuthenticatedUser, ip: string): Promise<PasskeyRegistrationOptions> {
    const existing = await this.assertMayRegister(caller);
    const user = await this.deps.users.user(caller.userId);
    if (!user) throw unauthorized();
    const options = await this.deps.ceremonies.registrationOptions(
      owner(caller.userId),
      { name: user.phone, rpName: 'Heirloom' },
      existing,
      'register',
      { sessionId: caller.sessionId, ip },
    );
    return options as PasskeyRegistrationOptions;
  }

  async registrationVerify(
    caller: AuthenticatedUser,
    input: { response: RegistrationResponseJSON; name?: string },
    device: { userAgent: string | null; language: Language },
  ): Promise<Passkey> {
    const row = await this.deps.ceremonies.register(owner(caller.userId), input.response, {
      purpose: 'register',
      sessionId: caller.sessionId,
      mayRegister: () => this.assertMayRegister(caller),
      max: PASSKEYS_PER_USER,
      name: input.name,
      device,
      kept: (tx, row) =>
        this.tell(caller.userId, (l) => passkeyAddedNotice(l, row.name, this.settingsUrl), tx),
    });
    return toPasskey(row);
  }

  async rename(caller: AuthenticatedUser, id: string, name: string): Promise<Passkey> {
    const row = await this.deps.repo.rename(owner(caller.userId), id, name);
    if (!row) throw notFound();
    return toPasskey(row);
  }

  /** Removes a passkey with a passkey grant for exactly it (removePasskey). */
  async remove(caller: AuthenticatedUser, id: string): Promise<void> {
    const passkey = await this.deps.repo.ownedBy(owner(caller.userId), id);
    if (!passkey) throw notFound();
    await this.deps.repo.transaction(async (tx) => {
      await this.deps.auth.requireGrant(caller, 'removePasskey', { passkeyId: id }, tx);
      if ((await this.deps.repo.remove(tx, owner(caller.userId), id)).length === 0) throw notFound();
      await this.tell(caller.userId, (l) => passkeyRemovedNotice(l, passkey.name, this.settingsUrl), tx);
    });
  }

  // ---- recovery ----

  async startRecovery(caller: AuthenticatedUser): Promise<PasskeyRecovery> {
    if (await this.recoveryOf(caller.userId)) throw new AppError(409, 'RECOVERY_UNDER_WAY');
    if ((await this.deps.ceremonies.count(owner(caller.userId))) === 0)
      throw new AppError(409, 'NO_PASSKEYS');
    const now = this.deps.clock.now();
    const endsAt = addSeconds(now, RECOVERY_SECONDS);
    const row = await this.deps.repo.transaction(async (tx) => {
      const row = await this.deps.repo.startRecovery(tx, {
        userId: caller.userId,
        sessionId: caller.sessionId,
        startedAt: now,
        endsAt,
      });
      if (!row) throw new AppError(409, 'RECOVERY_UNDER_WAY');
      await this.tell(caller.userId, (l) => recoveryStartedNotice(l, endsAt, this.settingsUrl), tx);
      return row;
    });
    return toRecovery(row);
  }

  async cancelRecovery(caller: AuthenticatedUser): Promise<void> {
    if (!(await this.recoveryOf(caller.userId))) throw new AppError(404, 'NO_RECOVERY');
    await this.deps.repo.transaction(async (tx) => {
      if (!(await this.deps.repo.cancelRecovery(tx, caller.userId, this.deps.clock.now()))) {
        throw new AppError(404, 'NO_RECOVERY');
      }
      await this.tell(caller.userId, (l) => recoveryCancelledNotice(l, this.settingsUrl), tx);
    });
  }

  // ---- signing in ----

  async loginOptions(ip: string): Promise<PasskeyAuthenticationOptions> {
    // discoverable credentials: the browser offers the passkeys it holds for this site, no phone asked
    const options = await this.deps.ceremonies.authenticationOptions(undefined, 'login', { ip });
    return options as PasskeyAuthenticationOptions;
  }

  async login(response: AuthenticationResponseJSON, userAgent: string | null): Promise<AuthTokens> {
    const passkey = await this.deps.ceremonies.signIn(
      'user',
      response,
      'login',
      () => new AppError(401, 'PASSKEY_UNKNOWN'),
    );
    return this.deps.auth.signInWithPasskey(passkey.owner.id, userAgent);
  }

  // ---- step-up ----

  async stepUpOptions(
    caller: AuthenticatedUser,
    request: PasskeyStepUpRequest,
    ip: string,
  ): Promise<{ options: PasskeyAuthenticationOptions; action: GuardedAction }> {
    const recovery = await this.recoveryOf(caller.userId);
    if (recovery) throw this.recoveryLocked(recovery);
    const passkeys = await this.deps.ceremonies.list(owner(caller.userId));
    if (passkeys.length === 0) throw new AppError(409, 'NO_PASSKEYS');
    await this.deps.auth.refuseUnsendable(caller, request);
    if (request.passkeyId && !passkeys.some((p) => p.id === request.passkeyId)) throw notFound();
    const options = await this.deps.ceremonies.authenticationOptions(passkeys, 'step_up', {
      owner: owner(caller.userId),
      sessionId: caller.sessionId,
      action: request.action,
      binding: stepUpBinding(request.action, request),
      ip,
    });
    return { options: options as PasskeyAuthenticationOptions, action: request.action };
  }

  async stepUpVerify(
    caller: AuthenticatedUser,
    action: GuardedAction,
    response: AuthenticationResponseJSON,
  ): Promise<{ action: GuardedAction; expiresAt: string }> {
    // only the owner's own passkey confirms the owner's action
    const { challenge } = await this.deps.ceremonies.signedByOwn(
      owner(caller.userId),
      response,
      'step_up',
      caller.sessionId,
      (challenge) => {
        if (challenge.action !== action || !challenge.binding) throw challengeInvalid();
      },
    );
    if (!challenge.binding) throw challengeInvalid();
    return this.deps.auth.openGrant(caller, action, challenge.binding, 'passkey');
  }
}
