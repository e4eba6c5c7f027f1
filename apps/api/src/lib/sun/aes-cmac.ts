// AES-128-CMAC (RFC 4493) built on node:crypto's AES: the MAC of NTAG 424 DNA's SUN messages and the
// function behind AN10922 key diversification (docs/decisions/021-sun-tags.md).
import { createCipheriv } from 'node:crypto';

export const AES_BLOCK = 16;

export function assertAes128Key(key: Buffer, name = 'key'): void {
  if (!Buffer.isBuffer(key) || key.length !== 16) throw new TypeError(`${name} must be 16 bytes`);
}

/** Multiplication by x in GF(2^128), as RFC 4493 §2.3 derives K1 from L and K2 from K1. */
function double(block: Buffer): Buffer {
  const out = Buffer.alloc(AES_BLOCK);
  for (let i = 0; i < AES_BLOCK; i++) {
    const carry = i + 1 < AES_BLOCK ? block.readUInt8(i + 1) >> 7 : 0;
    out.writeUInt8(((block.readUInt8(i) << 1) | carry) & 0xff, i);
  }
  if (block.readUInt8(0) & 0x80) out.writeUInt8(out.readUInt8(AES_BLOCK - 1) ^ 0x87, AES_BLOCK - 1);
  return out;
}

/** An AES-128 block encryptor: one ECB cipher, never finalised, each update one block in, one out. */
function blockEncryptor(key: Buffer): (block: Buffer) => Buffer {
  assertAes128Key(key);
  const ecb = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  return (block) => ecb.update(block);
}

function subkeysWith(encrypt: (block: Buffer) => Buffer): { k1: Buffer; k2: Buffer } {
  const k1 = double(encrypt(Buffer.alloc(AES_BLOCK)));
  return { k1, k2: double(k1) };
}

export function cmacSubkeys(key: Buffer): { k1: Buffer; k2: Buffer } {
  return subkeysWith(blockEncryptor(key));
}

/**
 * The CMAC of data already laid out in whole blocks: the last block is XORed with K1 when it was complete,
 * with K2 when it was padded (10…0), then CBC-MAC. RFC 4493 pads to the next block; AN10922 pads to two
 * blocks, so both call this with their own layout. One cipher serves the subkeys and the chain, as making
 * a cipher costs more than the blocks it encrypts.
 */
export function cmacOfBlocks(key: Buffer, blocks: Buffer, lastWasComplete: boolean): Buffer {
  if (blocks.length === 0 || blocks.length % AES_BLOCK !== 0) throw new RangeError('whole blocks only');
  const encrypt = blockEncryptor(key);
  const { k1, k2 } = subkeysWith(encrypt);
  const last = blocks.length - AES_BLOCK;
  let chain: Buffer = Buffer.alloc(AES_BLOCK);
  for (let at = 0; at < blocks.length; at += AES_BLOCK) {
    const block = Buffer.from(blocks.subarray(at, at + AES_BLOCK));
    for (let i = 0; i < AES_BLOCK; i++) {
      const subkeyByte = at === last ? (lastWasComplete ? k1 : k2).readUInt8(i) : 0;
      block.writeUInt8(block.readUInt8(i) ^ chain.readUInt8(i) ^ subkeyByte, i);
    }
    chain = encrypt(block);
  }
  return chain;
}

/** Pads with 0x80 then zeros up to `length` bytes (ISO/IEC 9797-1 method 2, as RFC 4493 and AN10922 do). */
export function padTo(message: Buffer, length: number): Buffer {
  const out = Buffer.alloc(length);
  message.copy(out);
  out[message.length] = 0x80;
  return out;
}

export function aesCmac(key: Buffer, message: Buffer): Buffer {
  const complete = message.length > 0 && message.length % AES_BLOCK === 0;
  if (complete) return cmacOfBlocks(key, message, true);
  const length = (Math.floor(message.length / AES_BLOCK) + 1) * AES_BLOCK;
  return cmacOfBlocks(key, padTo(message, length), false);
}
