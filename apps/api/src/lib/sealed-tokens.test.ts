import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedTokens, formerSealingKey, sealingKey } from './sealed-tokens';

const secret = 's'.repeat(40);
const now = new Date('2026-11-28T12:00:00Z');
const later = new Date('2026-11-29T12:00:00Z');

/** A token as the server sealed it before HKDF: the same layout under the former key. */
function sealedBefore(purpose: string, data: Record<string, string>, expiresAt: Date): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', formerSealingKey(secret), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = JSON.stringify({ ...data, exp: Math.floor(expiresAt.getTime() / 1000) });
  const encrypted = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
}

describe('SealedTokens', () => {
  const seals = new SealedTokens(secret);

  it('opens what it sealed, for its purpose only, until it expires', () => {
    const token = seals.seal('market', { i: 'item-1' }, later);
    expect(seals.open('market', token, now)).toEqual({ i: 'item-1' });
    expect(() => seals.open('reservation', token, now)).toThrow(
      expect.objectContaining({ code: 'TOKEN_INVALID' }),
    );
    expect(() => seals.open('market', token, later)).toThrow(
      expect.objectContaining({ code: 'TOKEN_EXPIRED' }),
    );
    expect(() => new SealedTokens('t'.repeat(40)).open('market', token, now)).toThrow(
      expect.objectContaining({ code: 'TOKEN_INVALID' }),
    );
  });

  it('derives its key with HKDF, not the former bare hash, and still opens a token sealed under the former key', () => {
    expect(sealingKey(secret).equals(formerSealingKey(secret))).toBe(false);
    expect(sealingKey(secret)).toHaveLength(32);
    const old = sealedBefore('market', { i: 'item-2' }, later);
    expect(seals.open('market', old, now)).toEqual({ i: 'item-2' });
    expect(() => seals.open('guest_purchase', old, now)).toThrow(
      expect.objectContaining({ code: 'TOKEN_INVALID' }),
    );
  });
});
