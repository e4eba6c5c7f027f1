// Tag keys at rest: sealed under the server's tag-key secret, opened back only under it; each seal is new; the
// keys an earlier release sealed (format v1) still open.
import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TagKeyVault } from './tag-key-vault';

/** A key sealed as releases before HKDF did: AES-256-GCM under SHA-256("tag-keys:" + secret), no associated data. */
function sealedByV1(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(
    'aes-256-gcm',
    createHash('sha256').update(`tag-keys:${secret}`).digest(),
    iv,
  );
  const encrypted = Buffer.concat([cipher.update(key), cipher.final()]);
  return `v1.${Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url')}`;
}

describe('the tag key vault', () => {
  const key = randomBytes(16);

  it('opens what it sealed, and never writes the key in the clear', () => {
    const vault = new TagKeyVault('a'.repeat(40));
    const sealed = vault.seal(key);
    expect(sealed).toMatch(/^v2\./);
    expect(sealed.toUpperCase()).not.toContain(key.toString('hex').toUpperCase());
    expect(vault.open(sealed)).toEqual(key);
    // a fresh nonce each time
    expect(vault.seal(key)).not.toBe(sealed);
  });

  it('seals under HKDF-SHA-256 of the secret, as an independent AES-GCM reading shows', async () => {
    const secret = 'a'.repeat(40);
    const raw = Buffer.from(new TagKeyVault(secret).seal(key).slice(3), 'base64url');
    const derived = hkdfSync('sha256', secret, 'heirloom', 'tag keys: aes-256-gcm key', 32);
    // WebCrypto (not node's cipher API the vault uses) opens it: the derivation and layout are as written
    const aes = await crypto.subtle.importKey('raw', derived, 'AES-GCM', false, ['decrypt']);
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: raw.subarray(0, 12), additionalData: Buffer.from('v2') },
      aes,
      raw.subarray(12),
    );
    expect(Buffer.from(opened)).toEqual(key);
  });

  it('still opens the keys an earlier release sealed (v1)', () => {
    const secret = 'a'.repeat(40);
    expect(new TagKeyVault(secret).open(sealedByV1(secret, key))).toEqual(key);
    expect(() => new TagKeyVault('b'.repeat(40)).open(sealedByV1(secret, key))).toThrow(
      /another TAG_KEY_SECRET/,
    );
  });

  it('refuses a text sealed under another secret, altered, or passed off as another format', () => {
    const sealed = new TagKeyVault('a'.repeat(40)).seal(key);
    expect(() => new TagKeyVault('b'.repeat(40)).open(sealed)).toThrow(/another TAG_KEY_SECRET/);
    const vault = new TagKeyVault('a'.repeat(40));
    // one character of the authentication tag changed (to another, whatever it was)
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.slice(-1);
    expect(() => vault.open(flipped)).toThrow();
    expect(() => vault.open(`v1${sealed.slice(2)}`)).toThrow(/another TAG_KEY_SECRET/);
    expect(() => vault.open('v3.abc')).toThrow(/not a sealed tag key/);
  });
});
