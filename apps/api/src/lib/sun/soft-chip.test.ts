import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesCmac } from './aes-cmac';
import { SoftChip, sunTemplate, urlOfNdefFile } from './soft-chip';
import { readSunMessage } from './sun-message';

const hex = (text: string) => Buffer.from(text, 'hex');
const zero = Buffer.alloc(16);
const an12196Base = 'https://choose.url.com/ntag424';

/** `e` and `c` of a tap's URL, read as a phone's browser would hand them to us. */
function params(url: string) {
  const query = new URL(url).searchParams;
  return { e: query.get('e') ?? '', c: query.get('c') ?? '' };
}

/**
 * The tap checked without the reader's code: `e` decrypted with plain AES-128-CBC, the MAC rebuilt from
 * AN12196's steps (SV2, session key, CMAC of the empty text, odd-indexed bytes) on the RFC-tested CMAC.
 */
function checkByHand(url: string, keys: { metaRead: Buffer; fileRead: Buffer }) {
  const { e, c } = params(url);
  const decipher = createDecipheriv('aes-128-cbc', keys.metaRead, Buffer.alloc(16)).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(hex(e)), decipher.final()]);
  const uid = plain.subarray(1, 8);
  const counter = plain.readUInt8(8) + (plain.readUInt8(9) << 8) + (plain.readUInt8(10) << 16);
  const sv2 = Buffer.concat([hex('3CC300010080'), uid, plain.subarray(8, 11)]);
  const full = aesCmac(aesCmac(keys.fileRead, sv2), Buffer.alloc(0));
  const mac = [1, 3, 5, 7, 9, 11, 13, 15].map((i) => full.toString('hex', i, i + 1)).join('');
  return {
    tag: plain.readUInt8(0),
    uid: uid.toString('hex').toUpperCase(),
    counter,
    macOk: mac === c.toLowerCase(),
  };
}

describe('our NDEF template', () => {
  it("puts e and c where AN12196's example does (PICCDataOffset 0x20, SDMMACOffset 0x43)", () => {
    const template = sunTemplate(an12196Base);
    expect(template.url).toBe(`${an12196Base}?e=${'0'.repeat(32)}&c=${'0'.repeat(16)}`);
    expect(template.piccDataOffset).toBe(0x20);
    expect(template.sdmMacOffset).toBe(0x43);
    expect(template.sdmMacInputOffset).toBe(0x43);
    // AN12196 Table 16: the 83 bytes of the example's NDEF file
    expect(template.ndefFile.toString('hex').toUpperCase()).toBe(
      '0051D1014D550463686F6F73652E75726C2E636F6D2F6E7461673432343F653D' +
        '30'.repeat(32) +
        '26633D' +
        '30'.repeat(16),
    );
    expect(urlOfNdefFile(template.ndefFile)).toBe(template.url);
    expect(template.ndefFile.toString('ascii', 0x20, 0x20 + 32)).toBe('0'.repeat(32));
    expect(template.ndefFile.toString('ascii', 0x43, 0x43 + 16)).toBe('0'.repeat(16));
  });

  it('writes an http URL (a development server) with the NFC Forum code 03, read back the same', () => {
    const template = sunTemplate('http://localhost:3000/verify/abcd');
    expect(template.ndefFile.readUInt8(6)).toBe(0x03);
    expect(urlOfNdefFile(template.ndefFile)).toBe(template.url);
  });

  it('refuses a base URL that is neither https nor http, has a query or does not fit', () => {
    expect(() => sunTemplate('ftp://choose.url.com/ntag424')).toThrow(RangeError);
    expect(() => sunTemplate(`${an12196Base}?x=1`)).toThrow(RangeError);
    expect(() => sunTemplate(`https://${'a'.repeat(250)}`)).toThrow(RangeError);
  });
});

describe('the soft chip', () => {
  it("writes AN12196's example URL byte for byte from its UID, counter, keys and padding", () => {
    const chip = new SoftChip({
      uid: hex('04DE5F1EACC040'),
      metaRead: zero,
      fileRead: zero,
      baseUrl: an12196Base,
      counter: 60,
      padding: () => hex('DA5CF60941'),
    });
    expect(chip.tap()).toBe(`${an12196Base}?e=EF963FF7828658A599F3041510671E88&c=94EED9EE65337086`);
    expect(chip.counter).toBe(61);
  });

  const keys = {
    metaRead: hex('5ACE7E50AB65D5D51FD5BF5A16B8205B'),
    fileRead: hex('00112233445566778899AABBCCDDEEFF'),
  };
  const uid = hex('04C767F2066180');
  const reader = {
    metaRead: keys.metaRead,
    fileRead: (seen: string) => (seen === '04C767F2066180' ? keys.fileRead : undefined),
  };

  it('makes 1,000 taps that the reader and the hand check both accept, each with the next counter', () => {
    const chip = new SoftChip({ uid, ...keys, baseUrl: 'https://heirloom.example/t/brand-1' });
    const urls = new Set<string>();
    for (let counter = 1; counter <= 1000; counter++) {
      const url = chip.tap();
      urls.add(url);
      expect(readSunMessage(params(url), reader)).toEqual({ ok: true, uid: '04C767F2066180', counter });
      expect(checkByHand(url, keys)).toEqual({ tag: 0xc7, uid: '04C767F2066180', counter, macOk: true });
    }
    expect(urls.size).toBe(1000);
  });

  it('reads a tap far under a millisecond (1,000 reads within a second, even on a loaded machine)', () => {
    const chip = new SoftChip({ uid, ...keys, baseUrl: 'https://heirloom.example/t' });
    const messages = Array.from({ length: 1000 }, () => params(chip.tap()));
    const started = performance.now();
    for (const message of messages) expect(readSunMessage(message, reader).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('writes its last counter 0xFFFFFF, then no more taps', () => {
    const chip = new SoftChip({ uid, ...keys, baseUrl: 'https://heirloom.example/t', counter: 0xfffffe });
    expect(readSunMessage(params(chip.tap()), reader)).toMatchObject({ ok: true, counter: 0xffffff });
    expect(() => chip.tap()).toThrow(/spent/);
    expect(chip.counter).toBe(0xffffff);
    expect(() => new SoftChip({ uid, ...keys, baseUrl: 'https://h.example', counter: 0x1000000 })).toThrow();
  });

  it('is read as forged with another brand’s keys or another chip’s file-read key', () => {
    const url = new SoftChip({ uid, ...keys, baseUrl: 'https://heirloom.example/t' }).tap();
    const otherBrand = { metaRead: Buffer.alloc(16, 9), fileRead: () => keys.fileRead };
    expect(readSunMessage(params(url), otherBrand)).toEqual({ ok: false, reason: 'forged' });
    const otherChip = { metaRead: keys.metaRead, fileRead: () => Buffer.alloc(16, 3) };
    expect(readSunMessage(params(url), otherChip)).toEqual({ ok: false, reason: 'forged' });
  });

  it('is never genuine with any one bit of e or c flipped', () => {
    const chip = new SoftChip({ uid, ...keys, baseUrl: 'https://heirloom.example/t' });
    for (let tap = 0; tap < 5; tap++) {
      const { e, c } = params(chip.tap());
      for (const [name, value] of [
        ['e', e],
        ['c', c],
      ] as const) {
        const bytes = hex(value);
        for (let bit = 0; bit < bytes.length * 8; bit++) {
          const flipped = Buffer.from(bytes);
          flipped.writeUInt8(flipped.readUInt8(bit >> 3) ^ (1 << (bit & 7)), bit >> 3);
          const message = { e, c, [name]: flipped.toString('hex') };
          expect(readSunMessage(message, reader).ok).toBe(false);
        }
        // and in the text itself: a flipped bit that only changes a letter's case is the same message
        for (let at = 0; at < value.length; at++) {
          for (let bit = 0; bit < 8; bit++) {
            const text =
              value.slice(0, at) +
              String.fromCharCode(value.charCodeAt(at) ^ (1 << bit)) +
              value.slice(at + 1);
            const reading = readSunMessage({ e, c, [name]: text }, reader);
            expect(reading.ok).toBe(text.toLowerCase() === value.toLowerCase());
          }
        }
      }
    }
  });
});
