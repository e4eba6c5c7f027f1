import { describe, expect, it } from 'vitest';
import { aesCmac, cmacSubkeys } from './aes-cmac';

// RFC 4493 §4, "Test Vectors": the four examples for the key 2b7e1516 28aed2a6 abf71588 09cf4f3c.
const key = Buffer.from('2b7e151628aed2a6abf7158809cf4f3c', 'hex');
const plaintext = Buffer.from(
  '6bc1bee22e409f96e93d7e117393172a' +
    'ae2d8a571e03ac9c9eb76fac45af8e51' +
    '30c81c46a35ce411e5fbc1191a0a52ef' +
    'f69f2445df4f9b17ad2b417be66c3710',
  'hex',
);

describe('AES-CMAC (RFC 4493)', () => {
  it('derives the published subkeys K1 and K2', () => {
    const { k1, k2 } = cmacSubkeys(key);
    expect(k1.toString('hex')).toBe('fbeed618357133667c85e08f7236a8de');
    expect(k2.toString('hex')).toBe('f7ddac306ae266ccf90bc11ee46d513b');
  });

  it.each([
    [0, 'bb1d6929e95937287fa37d129b756746'],
    [16, '070a16b46b4d4144f79bdd9dd04a287c'],
    [40, 'dfa66747de9ae63030ca32611497c827'],
    [64, '51f0bebf7e3b9d92fc49741779363cfe'],
  ])('gives the published MAC of the %i-byte example', (length, mac) => {
    expect(aesCmac(key, plaintext.subarray(0, length)).toString('hex')).toBe(mac);
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => aesCmac(Buffer.alloc(15), Buffer.alloc(0))).toThrow(TypeError);
  });
});
