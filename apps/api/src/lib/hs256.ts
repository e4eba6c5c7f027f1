// HS256 JWT verification on node:crypto: the key object is made once (jose's jwtVerify imports a raw key
// into WebCrypto on every call, about a quarter of a signed-in read's time), the signature is compared in
// constant time, and the claims are checked as jwtVerify checks them (docs/performance.md, issue 16).
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { safeEqual } from './crypto';

export interface Hs256Expectations {
  issuer: string;
  audience: string;
  /** the clock's time: expired when exp ≤ now, not yet valid when nbf > now (seconds, as jose counts) */
  now: Date;
  /** claims that must be present */
  required: readonly string[];
}

export type JwtPayload = Record<string, unknown>;

function segment(text: string): JwtPayload | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JwtPayload)
      : undefined;
  } catch {
    return undefined;
  }
}

const optionalNumber = (value: unknown) => value === undefined || typeof value === 'number';

export class Hs256Verifier {
  private readonly key: KeyObject;

  constructor(secret: string | Uint8Array) {
    this.key = createSecretKey(typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret);
  }

  /** The payload of a token this key signed whose claims meet `expect`; undefined for anything else. */
  verify(token: string, expect: Hs256Expectations): JwtPayload | undefined {
    const first = token.indexOf('.');
    const second = token.indexOf('.', first + 1);
    if (first < 1 || second < 0 || token.includes('.', second + 1)) return undefined;
    const signed = token.slice(0, second);
    const expected = createHmac('sha256', this.key).update(signed).digest('base64url');
    if (!safeEqual(token.slice(second + 1), expected)) return undefined;
    const header = segment(token.slice(0, first));
    // a header naming critical extensions is refused, as jose refuses the ones it does not know
    if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return undefined;
    const payload = segment(token.slice(first + 1, second));
    if (!payload) return undefined;
    if (expect.required.some((claim) => !(claim in payload))) return undefined;
    const now = Math.floor(expect.now.getTime() / 1000);
    const { iss, aud, exp, nbf, iat, sub } = payload;
    if (iss !== expect.issuer) return undefined;
    if (!(aud === expect.audience || (Array.isArray(aud) && aud.includes(expect.audience)))) return undefined;
    if (!optionalNumber(exp) || !optionalNumber(nbf) || !optionalNumber(iat)) return undefined;
    if (typeof exp === 'number' && exp <= now) return undefined;
    if (typeof nbf === 'number' && nbf > now) return undefined;
    if (sub !== undefined && typeof sub !== 'string') return undefined;
    return payload;
  }
}
