import { describe, expect, it } from 'vitest';
import {
  decryptSdmFileData,
  readSunMessage,
  sdmMac,
  sdmSessionEncKey,
  sdmSessionMacKey,
} from './sun-message';

// The examples of NXP AN12196 ("NTAG 424 DNA and NTAG 424 DNA TagTamper features and hints"), all made
// with the factory's all-zero keys; values also checked on this machine with `openssl mac … CMAC`.
const zero = Buffer.alloc(16);
const zeroKeys = { metaRead: zero, fileRead: () => zero };
const hex = (text: string) => Buffer.from(text, 'hex');

describe('SUN message (AN12196)', () => {
  it('reads the example URL ?e=EF963FF7…&c=94EED9EE65337086: UID 04DE5F1EACC040, counter 61', () => {
    const reading = readSunMessage(
      { e: 'EF963FF7828658A599F3041510671E88', c: '94EED9EE65337086' },
      zeroKeys,
    );
    expect(reading).toEqual({ ok: true, uid: '04DE5F1EACC040', counter: 61 });
  });

  it('reads it in lower case too', () => {
    const reading = readSunMessage(
      { e: 'ef963ff7828658a599f3041510671e88', c: '94eed9ee65337086' },
      zeroKeys,
    );
    expect(reading).toEqual({ ok: true, uid: '04DE5F1EACC040', counter: 61 });
  });

  it('derives the example session MAC key 3FB5F6E3… from SV2 = 3CC30001008004DE5F1EACC0403D0000', () => {
    const key = sdmSessionMacKey(zero, hex('04DE5F1EACC040'), 61);
    expect(key.toString('hex').toUpperCase()).toBe('3FB5F6E3A807A03D5E3570ACE393776F');
    expect(sdmMac(key).toString('hex').toUpperCase()).toBe('94EED9EE65337086');
  });

  it('derives the session keys of the key-generation example (key 5ACE7E50…, UID 04C767F2066180)', () => {
    const key = hex('5ACE7E50AB65D5D51FD5BF5A16B8205B');
    const uid = hex('04C767F2066180');
    expect(sdmSessionEncKey(key, uid, 1).toString('hex').toUpperCase()).toBe(
      '66DA61797E23DECA5D8ECA13BBADF7A9',
    );
    expect(sdmSessionMacKey(key, uid, 1).toString('hex').toUpperCase()).toBe(
      '3A3E8110E05311F7A3FCF0D969BF2B48',
    );
  });

  it('checks the example with mirrored file data, whose MAC covers the URL text "<enc>&cmac="', () => {
    // ?picc_data=FD91EC264309878BE6345CBE53BADF40&enc=CEE9A53E3E463EF1F459635736738962&cmac=ECC1E7F6C6C73BF6
    const uid = hex('04958CAA5C5E80');
    const macInput = Buffer.from('CEE9A53E3E463EF1F459635736738962&cmac=', 'ascii');
    expect(
      sdmMac(sdmSessionMacKey(zero, uid, 8), macInput)
        .toString('hex')
        .toUpperCase(),
    ).toBe('ECC1E7F6C6C73BF6');
    const data = decryptSdmFileData(zero, uid, 8, hex('CEE9A53E3E463EF1F459635736738962'));
    expect(data.toString('ascii')).toBe('xxxxxxxxxxxxxxxx');
    // its PICC data decrypts to that UID and counter 8; its MAC is not over the empty text, so not ours
    const reading = readSunMessage(
      { e: 'FD91EC264309878BE6345CBE53BADF40', c: 'ECC1E7F6C6C73BF6' },
      zeroKeys,
    );
    expect(reading).toEqual({ ok: false, reason: 'forged' });
  });

  it('checks the plain-mirror example MAC (UID 041E3C8A2D6B80, counter 6, cmac 4B00064004B0B3D3)', () => {
    const key = sdmSessionMacKey(zero, hex('041E3C8A2D6B80'), 6);
    expect(sdmMac(key).toString('hex').toUpperCase()).toBe('4B00064004B0B3D3');
  });

  it('answers forged for a changed MAC and for the wrong keys', () => {
    const e = 'EF963FF7828658A599F3041510671E88';
    expect(readSunMessage({ e, c: '94EED9EE65337087' }, zeroKeys)).toEqual({ ok: false, reason: 'forged' });
    const otherFileKey = { metaRead: zero, fileRead: () => Buffer.alloc(16, 1) };
    expect(readSunMessage({ e, c: '94EED9EE65337086' }, otherFileKey)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const otherMetaKey = { metaRead: Buffer.alloc(16, 1), fileRead: () => zero };
    expect(readSunMessage({ e, c: '94EED9EE65337086' }, otherMetaKey).ok).toBe(false);
  });

  it('answers unknown, with the unauthenticated UID, when no file-read key is known for it', () => {
    const reading = readSunMessage(
      { e: 'EF963FF7828658A599F3041510671E88', c: '94EED9EE65337086' },
      { metaRead: zero, fileRead: () => undefined },
    );
    expect(reading).toEqual({ ok: false, reason: 'unknown', uid: '04DE5F1EACC040' });
  });

  it.each([
    ['a short e', { e: 'EF963FF7828658A599F3041510671E8', c: '94EED9EE65337086' }],
    ['a long c', { e: 'EF963FF7828658A599F3041510671E88', c: '94EED9EE653370860' }],
    ['non-hex e', { e: 'EF963FF7828658A599F3041510671EGG', c: '94EED9EE65337086' }],
    ['spaces', { e: ' EF963FF7828658A599F3041510671E8', c: '94EED9EE65337086' }],
    ['a 0x prefix', { e: 'EF963FF7828658A599F3041510671E88', c: '0x94EED9EE653370' }],
    ['missing c', { e: 'EF963FF7828658A599F3041510671E88', c: undefined }],
    ['an array', { e: ['EF963FF7828658A599F3041510671E88'], c: '94EED9EE65337086' }],
    ['a number', { e: 1, c: 2 }],
  ])('answers malformed for %s, without throwing', (_name, message) => {
    expect(readSunMessage(message, zeroKeys)).toEqual({ ok: false, reason: 'malformed' });
  });
});
