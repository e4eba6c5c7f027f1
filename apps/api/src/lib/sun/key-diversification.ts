// AES-128 key diversification (NXP AN10922 §2.2) and the keys Heirloom puts in a brand's NTAG 424 DNA
// chips: one master key per brand gives every chip its own keys (docs/decisions/021-sun-tags.md).
import { AES_BLOCK, assertAes128Key, cmacOfBlocks, padTo } from './aes-cmac';
import { UID_LENGTH } from './sun-message';

const AES128_DIV_CONSTANT = 0x01;
const DIV_BLOCKS = 2 * AES_BLOCK;

/**
 * Diversified key = CMAC(master, 0x01 ‖ M) with AN10922's layout: 0x01 ‖ M is padded (80 00…) to two
 * blocks, and K2 is used whenever it was padded. For 16–31 bytes this is RFC 4493's CMAC; for shorter
 * input it is not (RFC 4493 would pad to one block), which is why it is laid out here.
 */
export function diversifyAes128(master: Buffer, input: Buffer): Buffer {
  assertAes128Key(master, 'master');
  if (input.length < 1 || input.length > DIV_BLOCKS - 1) throw new RangeError('AN10922 input is 1–31 bytes');
  const data = Buffer.concat([Buffer.from([AES128_DIV_CONSTANT]), input]);
  if (data.length === DIV_BLOCKS) return cmacOfBlocks(master, data, true);
  return cmacOfBlocks(master, padTo(data, DIV_BLOCKS), false);
}

/** AN10922's "system identifier": it keeps our keys apart from any other system's made from the same master. */
export const SYSTEM_IDENTIFIER = Buffer.from('Heirloom', 'ascii');

/** The chip's key numbers in our configuration (NTAG 424 DNA has keys 0–4). */
export const KEY_NUMBER = { appMaster: 0, metaRead: 1, fileRead: 2, spare3: 3, spare4: 4 } as const;

export interface ChipKeys {
  /** key 0: changes keys and file settings (the NDEF file is written with it too) */
  appMaster: Buffer;
  /** key 1: SDMMetaReadKey, one per brand: it decrypts `e` before the UID is known */
  metaRead: Buffer;
  /** key 2: SDMFileReadKey, per chip: the SUN MAC's key */
  fileRead: Buffer;
  /** keys 3 and 4 are unused, but changed from the factory's zeros so that no one else can use them */
  spare3: Buffer;
  spare4: Buffer;
}

/** Key 1 for all of a brand's chips: M = key number ‖ system identifier (no UID). */
export function brandMetaReadKey(brandMaster: Buffer): Buffer {
  return diversifyAes128(brandMaster, Buffer.concat([Buffer.from([KEY_NUMBER.metaRead]), SYSTEM_IDENTIFIER]));
}

/** A per-chip key: M = UID (7) ‖ key number (1) ‖ system identifier (8), 16 bytes. */
export function chipKey(brandMaster: Buffer, uid: Buffer, keyNumber: number): Buffer {
  if (uid.length !== UID_LENGTH) throw new RangeError('the UID is 7 bytes');
  if (!Number.isInteger(keyNumber) || keyNumber < 0 || keyNumber > 4) throw new RangeError('key 0–4');
  return diversifyAes128(brandMaster, Buffer.concat([uid, Buffer.from([keyNumber]), SYSTEM_IDENTIFIER]));
}

export function chipKeys(brandMaster: Buffer, uid: Buffer): ChipKeys {
  return {
    appMaster: chipKey(brandMaster, uid, KEY_NUMBER.appMaster),
    metaRead: brandMetaReadKey(brandMaster),
    fileRead: chipKey(brandMaster, uid, KEY_NUMBER.fileRead),
    spare3: chipKey(brandMaster, uid, KEY_NUMBER.spare3),
    spare4: chipKey(brandMaster, uid, KEY_NUMBER.spare4),
  };
}
