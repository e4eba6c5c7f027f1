// Tag keys at rest: sealed under the server's tag-key secret, opened back only under it; each seal is new.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TagKeyVault } from './tag-key-vault';

describe('the tag key vault', () => {
  const key = randomBytes(16);

  it('opens what it sealed, and never writes the key in the clear', () => {
    const vault = new TagKeyVault('a'.repeat(40));
    const sealed = vault.seal(key);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed.toUpperCase()).not.toContain(key.toString('hex').toUpperCase());
    expect(vault.open(sealed)).toEqual(key);
    // a fresh nonce each time
    expect(vault.seal(key)).not.toBe(sealed);
  });

  it('refuses a text sealed under another secret, or altered', () => {
    const sealed = new TagKeyVault('a'.repeat(40)).seal(key);
    expect(() => new TagKeyVault('b'.repeat(40)).open(sealed)).toThrow(/another TAG_KEY_SECRET/);
    const vault = new TagKeyVault('a'.repeat(40));
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => vault.open(flipped)).toThrow();
    expect(() => vault.open('v2.abc')).toThrow(/not a sealed tag key/);
  });
});
