// Reads the SUN message an NTAG 424 DNA writes into its URL at each tap (NXP AN12196): decrypts the PICC
// data `e` into the chip's UID and read counter, then checks the MAC `c`. No state: whether the counter is
// new for that chip is the caller's question (docs/decisions/021-sun-tags.md).
import { createCipheriv, createDecipheriv, timingSafeEqual } from 'node:crypto';
import { AES_BLOCK, aesCmac, assertAes128Key } from './aes-cmac';

/** PICCDataTag of our template: UID mirrored (bit 7), counter mirrored (bit 6), UID length 7. */
export const PICC_DATA_TAG = 0xc7;
export const UID_LENGTH = 7;
export const MAX_COUNTER = 0xffffff;
const SV1_PREFIX = Buffer.from('c33c00010080', 'hex');
const SV2_PREFIX = Buffer.from('3cc300010080', 'hex');
const ZERO_IV = Buffer.alloc(AES_BLOCK);

export interface SunKeys {
  /** SDMMetaReadKey: decrypts `e`; it cannot depend on the UID, which is inside `e` */
  metaRead: Buffer;
  /** SDMFileReadKey of the chip with this UID (diversified per chip), or undefined for a chip we do not know */
  fileRead: (uid: string) => Buffer | undefined;
}

export type SunReading =
  | { ok: true; uid: string; counter: number }
  /** `uid` is only what `e` decrypted to: unauthenticated, a hint for the caller's records */
  | { ok: false; reason: 'unknown'; uid: string }
  | { ok: false; reason: 'malformed' | 'forged' };

/** Counter as the chip writes it into SV1/SV2 and the PICC data: 3 bytes, least significant first. */
export function counterBytes(counter: number): Buffer {
  if (!Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) {
    throw new RangeError('the counter is 3 bytes');
  }
  return Buffer.from([counter & 0xff, (counter >> 8) & 0xff, (counter >> 16) & 0xff]);
}

function sessionVector(prefix: Buffer, uid: Buffer, counter: number): Buffer {
  if (uid.length !== UID_LENGTH) throw new RangeError('the UID is 7 bytes');
  return Buffer.concat([prefix, uid, counterBytes(counter)]);
}

/** KSesSDMFileReadMAC = CMAC(SDMFileReadKey, SV2), SV2 = 3CC300010080 ‖ UID ‖ SDMReadCtr. */
export function sdmSessionMacKey(fileRead: Buffer, uid: Buffer, counter: number): Buffer {
  assertAes128Key(fileRead, 'fileRead');
  return aesCmac(fileRead, sessionVector(SV2_PREFIX, uid, counter));
}

/** KSesSDMFileReadENC = CMAC(SDMFileReadKey, SV1): the key of mirrored file data, which our template has not. */
export function sdmSessionEncKey(fileRead: Buffer, uid: Buffer, counter: number): Buffer {
  assertAes128Key(fileRead, 'fileRead');
  return aesCmac(fileRead, sessionVector(SV1_PREFIX, uid, counter));
}

/**
 * Mirrored file data (SDMENCFileData), for a template that mirrors some: AES-128-CBC under the session ENC
 * key, IV = E(session ENC key, SDMReadCtr ‖ 13 zero bytes). Our template mirrors none; this is here so a
 * later template can, and so AN12196's example with file data checks the SV1 key.
 */
export function decryptSdmFileData(fileRead: Buffer, uid: Buffer, counter: number, data: Buffer): Buffer {
  if (data.length === 0 || data.length % AES_BLOCK !== 0) throw new RangeError('whole blocks only');
  const key = sdmSessionEncKey(fileRead, uid, counter);
  const ivCipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  const ivInput = Buffer.concat([counterBytes(counter), Buffer.alloc(AES_BLOCK - 3)]);
  const iv = Buffer.concat([ivCipher.update(ivInput), ivCipher.final()]);
  const decipher = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/**
 * SDMMAC: the odd-indexed bytes (1, 3, …, 15) of CMAC(session MAC key, the URL text from SDMMACInputOffset
 * to SDMMACOffset). Our template puts both offsets on `c`'s value, so that text is empty.
 */
export function sdmMac(sessionMacKey: Buffer, macInput: Buffer = Buffer.alloc(0)): Buffer {
  const full = aesCmac(sessionMacKey, macInput);
  return Buffer.from([1, 3, 5, 7, 9, 11, 13, 15].map((i) => full.readUInt8(i)));
}

function strictHex(value: unknown, bytes: number): Buffer | undefined {
  if (typeof value !== 'string' || value.length !== bytes * 2 || !/^[0-9a-fA-F]+$/.test(value))
    return undefined;
  return Buffer.from(value, 'hex');
}

function decryptPiccData(metaRead: Buffer, e: Buffer): { uid: Buffer; counter: number } | undefined {
  const decipher = createDecipheriv('aes-128-cbc', metaRead, ZERO_IV).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(e), decipher.final()]);
  // a wrong key or an altered `e` decrypts to noise: the tag byte is the first thing to catch it
  if (plain.readUInt8(0) !== PICC_DATA_TAG) return undefined;
  return { uid: plain.subarray(1, 1 + UID_LENGTH), counter: plain.readUIntLE(1 + UID_LENGTH, 3) };
}

/**
 * One tap's `e` (32 hex) and `c` (16 hex), any case. Never throws on what came from the URL: bad text is
 * `malformed`; a message no key of ours made is `forged`; a UID without a file-read key is `unknown`.
 */
export function readSunMessage(message: { e: unknown; c: unknown }, keys: SunKeys): SunReading {
  assertAes128Key(keys.metaRead, 'metaRead');
  const e = strictHex(message.e, AES_BLOCK);
  const c = strictHex(message.c, 8);
  if (!e || !c) return { ok: false, reason: 'malformed' };
  const picc = decryptPiccData(keys.metaRead, e);
  if (!picc) return { ok: false, reason: 'forged' };
  const uid = picc.uid.toString('hex').toUpperCase();
  const fileRead = keys.fileRead(uid);
  if (!fileRead) return { ok: false, reason: 'unknown', uid };
  const expected = sdmMac(sdmSessionMacKey(fileRead, picc.uid, picc.counter));
  if (!timingSafeEqual(expected, c)) return { ok: false, reason: 'forged' };
  return { ok: true, uid, counter: picc.counter };
}
