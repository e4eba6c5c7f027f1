// Owners' sessions (docs/product.md, sign-in): opened by an SMS code, its link or a passkey, refreshed by rotating
// single-use refresh tokens (an old one coming back ends the session), ended by signing out; and the bearer
// check of every protected route, with the live sessions this process has seen.
import { REFRESH_TOKEN_TTL_SECONDS, type AuthTokens } from '@heirloom/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { AppError, unauthorized } from '../../lib/errors';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository } from './auth.repository';
import type { AuthenticatedUser, AuthMethod, StepUpGuard } from './auth-types';
import type { CodesService } from './codes.service';
import { LiveSessions } from './live-sessions';
import type { TokenService } from './tokens';

/** Runs inside the sign-in transaction, e.g. to hand over items that were waiting for this phone. */
export type SignInListener = (tx: DbOrTx, userId: string, now: Date) => Promise<void>;

export interface SessionsServiceDeps {
  repo: AuthRepository;
  /** the users table's writer: sign-in creates or activates the account */
  users: UsersRepository;
  codes: CodesService;
  tokens: TokenService;
  config: Pick<Config, 'sessionCacheSeconds'>;
  clock: Clock;
  /** the passkeys module's rules, once it has registered them */
  guard: () => StepUpGuard | undefined;
}

export class SessionsService {
  private readonly signInListeners: SignInListener[] = [];
  private readonly liveSessions: LiveSessions;

  constructor(private readonly deps: SessionsServiceDeps) {
    this.liveSessions = new LiveSessions(deps.config.sessionCacheSeconds * 1000, deps.clock);
  }

  onSignIn(listener: SignInListener): void {
    this.signInListeners.push(listener);
  }

  /** Signs in with an SMS code for this phone, or with the link of a sign-in SMS. */
  async login(
    input: { phone?: string; code?: string; token?: string },
    userAgent: string | null,
  ): Promise<AuthTokens> {
    let code;
    if (input.phone !== undefined && input.code !== undefined) {
      code = await this.deps.codes.check(input.phone, 'login', input.code);
    } else if (input.token !== undefined) {
      code = await this.deps.codes.consumeLinkToken(input.token);
    } else {
      throw new AppError(400, 'MISSING_LOGIN_ARGS');
    }
    return this.openSession(code.phone, code.language, userAgent);
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
      await this.deps.guard()?.afterSignIn(tx, {
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

  /** How this session signed in ('sms' for a session that is gone: it proves nothing more). */
  async sessionMethod(sessionId: string): Promise<AuthMethod> {
    const session = await this.deps.repo.sessionById(sessionId);
    return session?.authMethod === 'passkey' ? 'passkey' : 'sms';
  }

  /** The account's sessions were deleted (account deletion): this process refuses them at once. */
  forgetSessionsOf(userId: string): void {
    this.liveSessions.forgetUser(userId);
  }

  /** The page session (decision 042) that goes with tokens just issued: undefined for a refresh token not ours. */
  async pageSessionFor(refreshToken: string): Promise<string | undefined> {
    const claims = this.deps.tokens.verifyRefresh(refreshToken);
    return claims && this.deps.tokens.signPage(claims);
  }

  /**
   * The server's render of the owner's pages: the page session's owner, and an access token for the render's own
   * in-process calls, while the session lives and the cookie's refresh token is still its current one (a rotated,
   * revoked, expired or deleted account's cookie is refused). Never a bearer check: no API route reads the cookie.
   */
  async authenticatePage(
    pageToken: string,
  ): Promise<(AuthenticatedUser & { accessToken: string }) | undefined> {
    const claims = this.deps.tokens.verifyPage(pageToken);
    if (!claims) return undefined;
    const session = await this.deps.repo.sessionById(claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt) return undefined;
    if (session.expiresAt <= this.deps.clock.now() || session.userStatus === 'deleted') return undefined;
    if (!safeEqual(sha256(claims.jti), session.refreshHash)) return undefined;
    const accessToken = await this.deps.tokens.signAccess(session.userId, session.id);
    return { userId: session.userId, sessionId: session.id, accessToken };
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
}
