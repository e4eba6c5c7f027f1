// Sign-in rules (docs/product.md "Sign-in" and "Step-up verification"): codes, limits, sessions, grants.
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  CODES_PER_PHONE_PER_DAY,
  LOGIN_CODE_LENGTH,
  REFRESH_TOKEN_TTL_SECONDS,
  STEP_UP_GRANT_TTL_SECONDS,
  type AuthTokens,
  type CodeSent,
  type GuardedAction,
  type Language,
  type StepUpAction,
  type StepUpRequest,
} from '@heirloom/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { hmac, randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import { walletAddressOf } from '../../lib/address';
import { assertSmsPhone } from '../../lib/phone';
import type { Secrets } from '../../secrets';
import type { Providers } from '../../providers';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository, CodeRow, NewCode } from './auth.repository';
import { LiveSessions } from './live-sessions';
import { loginSms, stepUpSms } from './sms-texts';
import { stepUpBinding, type StepUpDetails } from './step-up-binding';
import type { TokenService } from './tokens';
import { asLanguage } from '../../lib/messages';

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

/** Runs inside the sign-in transaction, e.g. to hand over items that were waiting for this phone. */
export type SignInListener = (tx: DbOrTx, userId: string, now: Date) => Promise<void>;

/** How a device signed in, and what opened a step-up grant. */
export type AuthMethod = 'sms' | 'passkey';

/**
 * The passkeys module's rules over SMS (decision 018), consulted here so that every guarded action is checked in
 * one place: an owner with a passkey confirms with it, and a recovery under way locks the guarded actions.
 */
export interface StepUpGuard {
  /** Before an SMS code is sent for a step-up: refuses it when the owner's passkey must confirm instead. */
  beforeSmsStepUp(userId: string, action: GuardedAction): Promise<void>;
  /** Inside the action's transaction, once its grant is spent: refuses a grant the owner's rules do not take. */
  beforeSpend(tx: DbOrTx, userId: string, action: GuardedAction, method: AuthMethod): Promise<void>;
  /** Inside the sign-in transaction of a new session. */
  afterSignIn(
    tx: DbOrTx,
    signIn: { userId: string; sessionId: string; method: AuthMethod; userAgent: string | null; now: Date },
  ): Promise<void>;
  /** Inside the account deletion's transaction. */
  eraseFor(tx: DbOrTx, userId: string): Promise<void>;
}

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

/** What a code proves: signing in, a step-up grant, or the phone of a guest purchase. */
export type CodePurpose = 'login' | 'step_up' | 'guest_purchase';

type CheckOutcome = { ok: true; code: CodeRow } | { ok: false; error: AppError };

export interface AuthServiceDeps {
  repo: AuthRepository;
  /** the users table's writer: sign-in creates or activates the account */
  users: UsersRepository;
  tokens: TokenService;
  providers: Pick<Providers, 'sms' | 'captcha'>;
  secrets: Pick<Secrets, 'codePepper'>;
  config: Pick<Config, 'limits' | 'publicUrl' | 'sessionCacheSeconds'>;
  clock: Clock;
}

export class AuthService {
  private readonly signInListeners: SignInListener[] = [];
  private readonly liveSessions: LiveSessions;
  private guard: StepUpGuard | undefined;

  constructor(private readonly deps: AuthServiceDeps) {
    this.liveSessions = new LiveSessions(deps.config.sessionCacheSeconds * 1000, deps.clock);
  }

  onSignIn(listener: SignInListener): void {
    this.signInListeners.push(listener);
  }

  /** The passkeys module's rules: from now on every step-up and every guarded action goes through them. */
  guardWith(guard: StepUpGuard): void {
    this.guard = guard;
  }

  private hashCode(code: string) {
    return hmac(this.deps.secrets.codePepper, `code:${code}`);
  }

  private hashLinkToken(token: string) {
    return hmac(this.deps.secrets.codePepper, `link:${token}`);
  }

  private codeSent(): CodeSent {
    return {
      codeLength: LOGIN_CODE_LENGTH,
      expiresInSeconds: CODE_TTL_SECONDS,
      resendAfterSeconds: this.deps.config.limits.codeResendSeconds,
    };
  }

  /**
   * The resend delay (per purpose: signing in, then confirming a transfer, needs no wait), the phone's daily cap
   * and the IP's hourly cap, read in the transaction that holds the phone's and the IP's locks.
   */
  private async enforceSendLimits(
    tx: DbOrTx,
    phone: string,
    purpose: CodePurpose,
    ip: string,
    now: Date,
  ): Promise<void> {
    const latest = await this.deps.repo.latestCodeFor(tx, phone, purpose);
    if (latest) {
      const elapsed = (now.getTime() - latest.createdAt.getTime()) / 1000;
      const resendAfter = this.deps.config.limits.codeResendSeconds;
      if (elapsed < resendAfter) {
        throw tooManyRequests('RESEND_TOO_SOON', Math.ceil(resendAfter - elapsed));
      }
    }
    const today = await this.deps.repo.codesSince(tx, phone, addSeconds(now, -DAY_SECONDS));
    if (today.count >= CODES_PER_PHONE_PER_DAY && today.oldest) {
      const retry = Math.ceil((today.oldest.getTime() + DAY_SECONDS * 1000 - now.getTime()) / 1000);
      throw tooManyRequests('DAILY_CODE_LIMIT', Math.max(retry, 1));
    }
    const fromIp = await this.deps.repo.codesFromIpSince(tx, ip, addSeconds(now, -HOUR_SECONDS));
    if (fromIp.count >= this.deps.config.limits.smsPerIpPerHour && fromIp.oldest) {
      const retry = Math.ceil((fromIp.oldest.getTime() + HOUR_SECONDS * 1000 - now.getTime()) / 1000);
      throw tooManyRequests('TOO_MANY_REQUESTS', Math.max(retry, 1));
    }
  }

  /**
   * Stores a new code within the limits, then sends it. The limits are read and the code they allow is stored
   * under the phone's and the IP's locks, so a burst (on one instance or several) sends one code, not one per
   * request; the SMS goes once the code is committed, outside the locks.
   */
  private async issueCode(
    fields: Omit<NewCode, 'codeHash' | 'createdAt' | 'expiresAt'> & { purpose: CodePurpose; ip: string },
    text: (code: string) => string,
  ): Promise<CodeSent> {
    const code = randomDigits(LOGIN_CODE_LENGTH);
    const row = await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.lockSendLimits(tx, fields.phone, fields.ip);
      const now = this.deps.clock.now();
      await this.enforceSendLimits(tx, fields.phone, fields.purpose, fields.ip, now);
      return this.deps.repo.insertCode(tx, {
        ...fields,
        codeHash: this.hashCode(code),
        createdAt: now,
        expiresAt: addSeconds(now, CODE_TTL_SECONDS),
      });
    });
    await this.deliver(row, text(code));
    return this.codeSent();
  }

  /**
   * Sends a stored code; only once it has gone does it replace the older ones. A code nobody received is
   * deleted: it must neither delay the next try nor count toward the daily and per-IP caps, and the
   * previous code, if any, keeps working.
   */
  private async deliver(code: CodeRow, text: string): Promise<void> {
    try {
      await this.deps.providers.sms.send({ to: code.phone, text });
    } catch (cause) {
      await this.deps.repo.deleteCode(code.id);
      throw Object.assign(new AppError(502, 'SMS_FAILED'), { cause });
    }
    await this.deps.repo.retireOlderCodes(code, this.deps.clock.now());
  }

  async sendLoginCode(input: {
    phone: string;
    language: Language;
    ip: string;
    recaptchaToken?: string;
  }): Promise<CodeSent> {
    assertSmsPhone(input.phone, 'phone');
    if (!(await this.deps.providers.captcha.verify(input.recaptchaToken, input.ip))) {
      throw new AppError(400, 'CAPTCHA_FAILED');
    }
    const linkToken = randomToken(32);
    const link = `${this.deps.config.publicUrl}/login?token=${linkToken}`;
    return this.issueCode(
      {
        phone: input.phone,
        purpose: 'login',
        language: input.language,
        linkTokenHash: this.hashLinkToken(linkToken),
        ip: input.ip,
      },
      (code) => loginSms(input.language, code, link, this.deps.config.publicUrl),
    );
  }

  /**
   * Checks a code against the newest open one (for step-up, of the session that asked for it); wrong
   * attempts are saved even though the call fails.
   */
  private async checkCode(
    phone: string,
    purpose: string,
    given: string,
    sessionId?: string,
  ): Promise<CheckOutcome> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx): Promise<CheckOutcome> => {
      const open = await this.deps.repo.openCodeForUpdate(tx, phone, purpose, sessionId);
      if (!open) return { ok: false, error: unauthorized('NO_ACTIVE_CODE') };
      if (open.expiresAt <= now) return { ok: false, error: unauthorized('CODE_EXPIRED') };
      if (!safeEqual(open.codeHash, this.hashCode(given))) {
        const attempts = open.attempts + 1;
        const locked = attempts >= CODE_MAX_ATTEMPTS;
        await this.deps.repo.recordWrongAttempt(tx, open.id, attempts, locked ? now : null);
        return {
          ok: false,
          error: locked
            ? unauthorized('CODE_LOCKED')
            : new AppError(401, 'CODE_INVALID', { remaining: CODE_MAX_ATTEMPTS - attempts }),
        };
      }
      if (!(await this.deps.repo.consumeCode(tx, open.id, now)))
        return { ok: false, error: unauthorized('NO_ACTIVE_CODE') };
      return { ok: true, code: open };
    });
  }

  async login(
    input: { phone?: string; code?: string; token?: string },
    userAgent: string | null,
  ): Promise<AuthTokens> {
    let code: CodeRow;
    if (input.phone !== undefined && input.code !== undefined) {
      const outcome = await this.checkCode(input.phone, 'login', input.code);
      if (!outcome.ok) throw outcome.error;
      code = outcome.code;
    } else if (input.token !== undefined) {
      code = await this.consumeLinkToken(input.token);
    } else {
      throw new AppError(400, 'MISSING_LOGIN_ARGS');
    }
    return this.openSession(code.phone, code.language, userAgent);
  }

  private async consumeLinkToken(token: string): Promise<CodeRow> {
    const now = this.deps.clock.now();
    const hash = this.hashLinkToken(token);
    const outcome = await this.deps.repo.transaction(async (tx) => {
      const row = await this.deps.repo.codeByLinkTokenForUpdate(tx, hash);
      if (!row || row.purpose !== 'login' || row.consumedAt || row.invalidatedAt) return 'invalid' as const;
      if (row.expiresAt <= now) return 'expired' as const;
      return (await this.deps.repo.consumeCode(tx, row.id, now)) ? row : ('invalid' as const);
    });
    if (outcome === 'invalid') throw unauthorized('LINK_INVALID');
    if (outcome === 'expired') throw unauthorized('CODE_EXPIRED');
    return outcome;
  }

  /** Signs in the owner of a passkey whose signature was checked: a session like the SMS sign-in's. */
  async signInWithPasskey(userId: string, userAgent: string | null): Promise<AuthTokens> {
    const user = await this.deps.repo.userById(userId);
    if (!user || user.status === 'deleted') throw unauthorized('PASSKEY_UNKNOWN');
    return this.openSession(user.phone, user.language, userAgent, 'passkey');
  }

  private async openSession(
    phone: string,
    language: string,
    userAgent: string | null,
    method: AuthMethod = 'sms',
  ): Promise<AuthTokens> {
    const now = this.deps.clock.now();
    const jti = randomToken(24);
    const agent = userAgent?.slice(0, 300) ?? null;
    const { user, session } = await this.deps.repo.transaction(async (tx) => {
      const user = await this.deps.users.upsertOnLogin(tx, phone, language, now);
      for (const listener of this.signInListeners) await listener(tx, user.id, now);
      const session = await this.deps.repo.createSession(tx, {
        userId: user.id,
        refreshHash: sha256(jti),
        userAgent: agent,
        authMethod: method,
        now,
        expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
      });
      await this.guard?.afterSignIn(tx, {
        userId: user.id,
        sessionId: session.id,
        method,
        userAgent: agent,
        now,
      });
      return { user, session };
    });
    return {
      accessToken: await this.deps.tokens.signAccess(user.id, session.id),
      refreshToken: await this.deps.tokens.signRefresh(user.id, session.id, jti),
    };
  }

  async refresh(refreshToken: string): Promise<AuthTokens> {
    const now = this.deps.clock.now();
    const claims = this.deps.tokens.verifyRefresh(refreshToken);
    if (!claims) throw unauthorized('REFRESH_INVALID');
    const session = await this.deps.repo.sessionById(claims.sessionId);
    if (
      !session ||
      session.userId !== claims.userId ||
      session.revokedAt ||
      session.expiresAt <= now ||
      session.userStatus === 'deleted'
    ) {
      throw unauthorized('REFRESH_INVALID');
    }
    const presented = sha256(claims.jti);
    if (!safeEqual(presented, session.refreshHash)) {
      // An old refresh token came back: someone kept a copy. End the whole session.
      await this.endSession(session.id, 'refresh_reuse', now);
      throw unauthorized('REFRESH_REUSED');
    }
    const jti = randomToken(24);
    const rotated = await this.deps.repo.rotateSession(
      session.id,
      presented,
      sha256(jti),
      now,
      addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
    );
    if (!rotated) {
      await this.endSession(session.id, 'refresh_reuse', now);
      throw unauthorized('REFRESH_REUSED');
    }
    return {
      accessToken: await this.deps.tokens.signAccess(session.userId, session.id),
      refreshToken: await this.deps.tokens.signRefresh(session.userId, session.id, jti),
    };
  }

  async logout(sessionId: string): Promise<void> {
    await this.endSession(sessionId, 'logout', this.deps.clock.now());
  }

  private async endSession(sessionId: string, reason: string, now: Date): Promise<void> {
    this.liveSessions.forgetSession(sessionId);
    await this.deps.repo.revokeSession(sessionId, reason, now);
    // again once revoked: a check that read the session meanwhile must not keep it
    this.liveSessions.forgetSession(sessionId);
  }

  /**
   * Account deletion, inside its transaction: the account's sessions, step-up grants and codes go (call
   * forgetSessionsOf once it commits).
   */
  async eraseFor(tx: DbOrTx, userId: string, phone: string): Promise<void> {
    await this.deps.repo.eraseFor(tx, userId, phone);
    await this.guard?.eraseFor(tx, userId);
  }

  /** How this session signed in ('sms' for a session that is gone: it proves nothing more). */
  async sessionMethod(sessionId: string): Promise<AuthMethod> {
    const session = await this.deps.repo.sessionById(sessionId);
    return session?.authMethod === 'passkey' ? 'passkey' : 'sms';
  }

  /** The account's sessions were deleted (account deletion): this process refuses them at once. */
  forgetSessionsOf(userId: string): void {
    this.liveSessions.forgetUser(userId);
  }

  /** The bearer check of every protected route: a valid access token of a live session. */
  async authenticate(accessToken: string): Promise<AuthenticatedUser | undefined> {
    const claims = this.deps.tokens.verifyAccess(accessToken);
    if (!claims) return undefined;
    if (this.liveSessions.userOf(claims.sessionId) === claims.userId) {
      return { userId: claims.userId, sessionId: claims.sessionId };
    }
    const session = await this.deps.repo.sessionById(claims.sessionId);
    if (!session || session.revokedAt || session.userId !== claims.userId) return undefined;
    // Deleting an account deletes its sessions too; this refuses any session that would outlive it.
    if (session.userStatus === 'deleted') return undefined;
    this.liveSessions.remember(session.id, session.userId);
    return { userId: claims.userId, sessionId: claims.sessionId };
  }

  /**
   * The caller, once what a step-up would confirm is known to be possible: a send that could never go is refused
   * before its SMS code is sent or its passkey asked for, not after.
   */
  async refuseUnsendable(caller: AuthenticatedUser, request: { phoneTo?: string; addressTo?: string }) {
    const user = await this.deps.repo.userById(caller.userId);
    if (!user) throw unauthorized();
    if (request.phoneTo) {
      assertSmsPhone(request.phoneTo, 'phoneTo');
      if (request.phoneTo === user.phone) throw new AppError(409, 'SEND_TO_SELF');
    }
    if (request.addressTo) walletAddressOf(request.addressTo, 'addressTo');
    return user;
  }

  /** Sends a code for one action of this session; a send's code names its recipient and item count. */
  async requestStepUpCode(caller: AuthenticatedUser, request: StepUpRequest, ip: string): Promise<CodeSent> {
    const user = await this.refuseUnsendable(caller, request);
    // an owner whose passkey guards this action gets no SMS code for it
    await this.guard?.beforeSmsStepUp(caller.userId, request.action);
    const language: Language = asLanguage(user.language);
    // the SMS names the wallet as the send will store and show it: checksummed
    const named = request.addressTo
      ? { ...request, addressTo: walletAddressOf(request.addressTo, 'addressTo') }
      : request;
    return this.issueCode(
      {
        phone: user.phone,
        purpose: 'step_up',
        action: request.action,
        sessionId: caller.sessionId,
        binding: stepUpBinding(request.action, request),
        language,
        userId: caller.userId,
        ip,
      },
      (code) => stepUpSms(language, code, named, this.deps.config.publicUrl),
    );
  }

  /** A code for a flow other than signing in (a guest purchase): the same limits and storage, its own purpose. */
  async sendFlowCode(input: {
    phone: string;
    purpose: Exclude<CodePurpose, 'login' | 'step_up'>;
    language: Language;
    ip: string;
    email?: string | null;
    recaptchaToken?: string;
    text: (code: string) => string;
  }): Promise<CodeSent> {
    assertSmsPhone(input.phone, 'phone');
    // the same captcha as sign-in: otherwise this route would be the way round it for SMS pumping
    if (!(await this.deps.providers.captcha.verify(input.recaptchaToken, input.ip))) {
      throw new AppError(400, 'CAPTCHA_FAILED');
    }
    return this.issueCode(
      {
        phone: input.phone,
        purpose: input.purpose,
        language: input.language,
        email: input.email || null,
        ip: input.ip,
      },
      input.text,
    );
  }

  /** Checks a flow code (same attempt limit and expiry as sign-in); the consumed code on success. */
  async verifyFlowCode(
    phone: string,
    purpose: Exclude<CodePurpose, 'login' | 'step_up'>,
    given: string,
  ): Promise<CodeRow> {
    const outcome = await this.checkCode(phone, purpose, given);
    if (!outcome.ok) throw outcome.error;
    return outcome.code;
  }

  /** Checks this session's step-up code; opens a grant for this session and the code's transaction. */
  async checkPin(
    caller: AuthenticatedUser,
    pin: string,
  ): Promise<{ action: StepUpAction; expiresAt: string }> {
    const user = await this.deps.repo.userById(caller.userId);
    if (!user) throw unauthorized();
    const outcome = await this.checkCode(user.phone, 'step_up', pin, caller.sessionId);
    if (!outcome.ok) throw outcome.error;
    const { action: stored, binding } = outcome.code;
    const action = stored as StepUpAction;
    return this.openGrant(caller, action, binding ?? stepUpBinding(action), 'sms');
  }

  /**
   * A single-use 5-minute grant of this session for one action and one transaction (its binding), opened by a
   * checked SMS code or passkey signature.
   */
  async openGrant<A extends GuardedAction>(
    caller: AuthenticatedUser,
    action: A,
    binding: string,
    method: AuthMethod,
  ): Promise<{ action: A; expiresAt: string }> {
    const now = this.deps.clock.now();
    const expiresAt = addSeconds(now, STEP_UP_GRANT_TTL_SECONDS);
    await this.deps.repo.transaction((tx) =>
      this.deps.repo.createGrant(tx, {
        userId: caller.userId,
        sessionId: caller.sessionId,
        action,
        binding,
        method,
        createdAt: now,
        expiresAt,
      }),
    );
    return { action, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Spends this session's step-up grant for exactly this transaction (single use). Call it inside the
   * action's own transaction so a failed action does not burn the grant; 403 STEP_UP_REQUIRED without one.
   */
  async requireGrant(
    caller: AuthenticatedUser,
    action: GuardedAction,
    details: StepUpDetails,
    tx: DbOrTx,
  ): Promise<void> {
    const method = await this.deps.repo.consumeGrant(tx, {
      userId: caller.userId,
      sessionId: caller.sessionId,
      action,
      binding: stepUpBinding(action, details),
      now: this.deps.clock.now(),
    });
    if (!method) throw new AppError(403, 'STEP_UP_REQUIRED');
    // the owner's passkey rules (decision 018); a refusal rolls the transaction back, the grant with it
    await this.guard?.beforeSpend(tx, caller.userId, action, method === 'passkey' ? 'passkey' : 'sms');
  }
}
