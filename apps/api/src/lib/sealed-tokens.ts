// Sealed tokens for links and QR codes (docs/product.md "Shop and payment"): AES-256-GCM with a server
// key, so a client can neither read nor forge nor alter one; each carries its purpose and an expiry. The key is
// derived from the secret with HKDF; tokens sealed under the former key (a bare SHA-256 of the secret) are still
// opened until the longest of them, a 90-day market link, has expired (docs/decisions/028-libraries-over-own-code.md).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from './errors';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealPurpose = 'market' | 'reservation' | 'guest_purchase' | 'ownership_proof';

/** The key tokens are sealed with: HKDF-SHA-256 of the secret, named for this use; any secret length in, 32 bytes out. */
export function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'heirloom', 'sealed tokens: aes-256-gcm key', 32));
}

/** The key tokens were sealed with before HKDF: opened, never sealed with (remove once a release is 90 days old). */
export function formerSealingKey(secret: string): Buffer {
  return createHash('sha256').update(`seal:${secret}`).digest();
}

export class SealedTokens {
  private readonly key: Buffer;
  private readonly formerKey: Buffer;

  constructor(secret: string) {
    this.key = sealingKey(secret);
    this.formerKey = formerSealingKey(secret);
  }

  seal(purpose: SealPurpose, data: Record<string, string>, expiresAt: Date): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    // the purpose is authenticated but not stored: a reservation token cannot pass for a market one
    cipher.setAAD(Buffer.from(purpose));
    const body = JSON.stringify({ ...data, exp: Math.floor(expiresAt.getTime() / 1000) });
    const encrypted = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
  }

  /** The token's data; 400 TOKEN_INVALID when altered, forged or of another purpose, 400 TOKEN_EXPIRED after its time. */
  open(purpose: SealPurpose, token: string, now: Date): Record<string, string> {
    const raw = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url') : Buffer.alloc(0);
    if (raw.length < IV_BYTES + TAG_BYTES + 2) throw invalid();
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(raw.length - TAG_BYTES);
    const encrypted = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
    // a wrong key fails GCM's authentication: the former key is tried only for what the current one refuses
    const parsed =
      decrypt(this.key, purpose, iv, encrypted, tag) ?? decrypt(this.formerKey, purpose, iv, encrypted, tag);
    if (!parsed || typeof parsed !== 'object') throw invalid();
    const { exp, ...data } = parsed as Record<string, unknown>;
    if (typeof exp !== 'number') throw invalid();
    if (exp * 1000 <= now.getTime()) throw new AppError(400, 'TOKEN_EXPIRED');
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(data)) if (typeof v === 'string') out[k] = v;
    return out;
  }
}

/** The token's JSON body under `key`, or undefined when the key, purpose or bytes do not authenticate. */
function decrypt(key: Buffer, purpose: SealPurpose, iv: Buffer, encrypted: Buffer, tag: Buffer): unknown {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(tag);
    return JSON.parse(
      Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8'),
    ) as unknown;
  } catch {
    return undefined;
  }
}

const invalid = () => new AppError(400, 'TOKEN_INVALID');
