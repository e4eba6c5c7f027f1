// Access and refresh tokens: HS256 JWTs with exp, signed with separate keys; and the page session's cookie
// (decision 042), a third audience under a key of its own.
import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@heirloom/contract';
import { SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/crypto';
import { setBounded } from '../../lib/bounded-map';
import { Hs256Verifier } from '../../lib/hs256';

const ISSUER = 'heirloom';
const ACCESS_AUDIENCE = 'heirloom:access';
const REFRESH_AUDIENCE = 'heirloom:refresh';
const PAGE_AUDIENCE = 'heirloom:page';

/** access tokens remembered as verified, per process (about 3 MB at most) */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenClaims {
  userId: string;
  sessionId: string;
  jti: string;
}

export class TokenService {
  private readonly accessKey: Uint8Array;
  private readonly refreshKey: Uint8Array;

  private readonly accessVerifier: Hs256Verifier;
  private readonly verifiedAccess = new Map<string, { claims: TokenClaims; exp: number; nbf: number }>();
  private readonly refreshVerifier: Hs256Verifier;
  /** the page session's key: derived from the access key, so no new secret to configure, and never equal to it */
  private readonly pageKey: Uint8Array;
  private readonly pageVerifier: Hs256Verifier;
  private readonly clock: Clock;

  constructor(deps: { accessSecret: string; refreshSecret: string; clock: Clock }) {
    this.accessKey = new TextEncoder().encode(deps.accessSecret);
    this.refreshKey = new TextEncoder().encode(deps.refreshSecret);
    this.accessVerifier = new Hs256Verifier(this.accessKey);
    this.refreshVerifier = new Hs256Verifier(this.refreshKey);
    this.pageKey = createHmac('sha256', this.accessKey).update(PAGE_AUDIENCE).digest();
    this.pageVerifier = new Hs256Verifier(this.pageKey);
    this.clock = deps.clock;
  }

  private async sign(
    key: Uint8Array,
    audience: string,
    ttl: number,
    userId: string,
    sessionId: string,
    jti: string,
  ) {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(key);
  }

  signAccess(userId: string, sessionId: string): Promise<string> {
    return this.sign(
      this.accessKey,
      ACCESS_AUDIENCE,
      ACCESS_TOKEN_TTL_SECONDS,
      userId,
      sessionId,
      randomToken(12),
    );
  }

  signRefresh(userId: string, sessionId: string, jti: string): Promise<string> {
    return this.sign(this.refreshKey, REFRESH_AUDIENCE, REFRESH_TOKEN_TTL_SECONDS, userId, sessionId, jti);
  }

  /**
   * The page session of a refresh token just issued: the same session, owner and `jti` (so it is good exactly while
   * that refresh token is the session's current one), lasting as long. Only the server's render of the owner's pages
   * accepts it (decision 042).
   */
  signPage(claims: TokenClaims): Promise<string> {
    return this.sign(
      this.pageKey,
      PAGE_AUDIENCE,
      REFRESH_TOKEN_TTL_SECONDS,
      claims.userId,
      claims.sessionId,
      claims.jti,
    );
  }

  verifyPage(token: string): TokenClaims | undefined {
    return this.verify(this.pageVerifier, PAGE_AUDIENCE, token)?.claims;
  }

  /** Signing stays on jose (a sign-in, not every request); every request verifies, on node:crypto. */
  private verify(verifier: Hs256Verifier, audience: string, token: string) {
    const payload = verifier.verify(token, {
      issuer: ISSUER,
      audience,
      now: this.clock.now(),
      required: ['exp', 'sub', 'jti'],
    });
    if (!payload || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
    if (typeof payload.jti !== 'string' || !payload.sub || !payload.jti) return undefined;
    const claims: TokenClaims = { userId: payload.sub, sessionId: payload.sid, jti: payload.jti };
    // verify() checked them: exp is a number, nbf a number or absent
    return { claims, exp: payload.exp as number, nbf: (payload.nbf as number | undefined) ?? -Infinity };
  }

  /**
   * Every signed-in request checks its access token: one already verified is found again in a bounded memory
   * (its expiry and not-before still checked against the clock each time) rather than hashed and parsed again.
   */
  verifyAccess(token: string): TokenClaims | undefined {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const known = this.verifiedAccess.get(token);
    if (known) {
      if (known.exp > now && known.nbf <= now) return known.claims;
      this.verifiedAccess.delete(token);
    }
    const verified = this.verify(this.accessVerifier, ACCESS_AUDIENCE, token);
    if (!verified) return undefined;
    setBounded(this.verifiedAccess, token, verified, VERIFIED_TOKENS_KEPT);
    return verified.claims;
  }

  verifyRefresh(token: string): TokenClaims | undefined {
    return this.verify(this.refreshVerifier, REFRESH_AUDIENCE, token)?.claims;
  }
}
