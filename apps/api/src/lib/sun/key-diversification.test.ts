import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesCmac } from './aes-cmac';
import { brandMetaReadKey, chipKey, chipKeys, diversifyAes128 } from './key-diversification';

const hex = (text: string) => Buffer.from(text, 'hex');
// RFC 4493's key, whose CMAC subkey K2 is published: it lets this file compute AN10922 by hand
const rfcKey = hex('2b7e151628aed2a6abf7158809cf4f3c');
const rfcK2 = hex('f7ddac306ae266ccf90bc11ee46d513b');

/** AN10922 by hand: 0x01 ‖ M ‖ 80 00… to 32 bytes, last block XOR K2, AES-CBC, last block. */
function an10922ByHand(input: Buffer): string {
  const data = Buffer.alloc(32);
  Buffer.concat([Buffer.from([1]), input, Buffer.from([0x80])]).copy(data);
  for (let i = 0; i < 16; i++) data.writeUInt8(data.readUInt8(16 + i) ^ rfcK2.readUInt8(i), 16 + i);
  const cipher = createCipheriv('aes-128-cbc', rfcKey, Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()])
    .subarray(16)
    .toString('hex');
}

describe('key diversification (AN10922, AES-128)', () => {
  it('gives the application note example key A8DD63A3B89D54B37CA802473FDA9175', () => {
    // §2.2.1: master 00112233…EEFF, M = UID 04782E21801D80 ‖ AID 3042F5 ‖ system identifier "NXP Abu"
    const m = Buffer.concat([hex('04782E21801D80'), hex('3042F5'), Buffer.from('NXP Abu', 'ascii')]);
    expect(m.toString('hex').toUpperCase()).toBe('04782E21801D803042F54E585020416275');
    const key = diversifyAes128(hex('00112233445566778899AABBCCDDEEFF'), m);
    expect(key.toString('hex').toUpperCase()).toBe('A8DD63A3B89D54B37CA802473FDA9175');
  });

  it('pads a short input to two blocks, where RFC 4493 would pad to one', () => {
    const short = hex('0102030405');
    expect(diversifyAes128(rfcKey, short).toString('hex')).toBe(an10922ByHand(short));
    expect(diversifyAes128(rfcKey, short)).not.toEqual(aesCmac(rfcKey, Buffer.concat([hex('01'), short])));
  });

  it('uses K1 and no padding for a 31-byte input', () => {
    const full = Buffer.alloc(31, 0xaa);
    expect(diversifyAes128(rfcKey, full)).toEqual(aesCmac(rfcKey, Buffer.concat([hex('01'), full])));
  });

  it('refuses an empty or over-long input', () => {
    expect(() => diversifyAes128(rfcKey, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => diversifyAes128(rfcKey, Buffer.alloc(32))).toThrow(RangeError);
  });
});

describe("a brand's chip keys", () => {
  const uid = hex('04DE5F1EACC040');

  it('derives the meta-read key from key number and system identifier alone', () => {
    const expected = an10922ByHand(Buffer.concat([hex('01'), Buffer.from('Heirloom', 'ascii')]));
    expect(brandMetaReadKey(rfcKey).toString('hex')).toBe(expected);
    expect(expected).toBe('440b1f56f7e80d035d439404bfda1dc9'); // also `openssl enc -aes-128-cbc` by hand
  });

  it('derives the file-read key from UID ‖ 02 ‖ "Heirloom" (checked with `openssl mac … CMAC`)', () => {
    expect(chipKey(rfcKey, uid, 2).toString('hex').toUpperCase()).toBe('028516622BD07F852D0B6CF6D9360959');
    expect(chipKeys(rfcKey, uid).fileRead).toEqual(chipKey(rfcKey, uid, 2));
  });

  it('gives each chip its own keys, one meta-read key per brand, and other brands other keys', () => {
    const keys = chipKeys(rfcKey, uid);
    const all = Object.values(keys).map((key) => key.toString('hex'));
    expect(new Set(all).size).toBe(5);
    const other = chipKeys(rfcKey, hex('04DE5F1EACC041'));
    expect(other.metaRead).toEqual(keys.metaRead);
    expect(other.fileRead).not.toEqual(keys.fileRead);
    expect(other.appMaster).not.toEqual(keys.appMaster);
    const otherBrand = chipKeys(Buffer.alloc(16, 7), uid);
    expect(otherBrand.metaRead).not.toEqual(keys.metaRead);
    expect(otherBrand.fileRead).not.toEqual(keys.fileRead);
  });

  it('refuses a UID that is not 7 bytes and a key number beyond 4', () => {
    expect(() => chipKey(rfcKey, hex('04DE5F1EACC0'), 2)).toThrow(RangeError);
    expect(() => chipKey(rfcKey, uid, 5)).toThrow(RangeError);
  });
});
