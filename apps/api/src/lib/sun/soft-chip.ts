// A software NTAG 424 DNA: the URL a real chip configured with our NDEF template writes at each tap, for
// tests, the dev tap route and demos. Its NDEF file and offsets are what a brand writes into a real chip
// (docs/decisions/021-sun-tags.md).
import { createCipheriv, randomBytes } from 'node:crypto';
import { AES_BLOCK, assertAes128Key } from './aes-cmac';
import {
  MAX_COUNTER,
  PICC_DATA_TAG,
  UID_LENGTH,
  counterBytes,
  sdmMac,
  sdmSessionMacKey,
} from './sun-message';

/** NDEF URI identifier codes (NFC Forum URI RTD): a real tag's URL is https; http serves a development server. */
const URI_PREFIXES = { 'https://': 0x04, 'http://': 0x03 } as const;
type UriPrefix = keyof typeof URI_PREFIXES;
const prefixOf = (url: string) =>
  (Object.keys(URI_PREFIXES) as UriPrefix[]).find((prefix) => url.startsWith(prefix));
/** NDEF URI record header: MB, ME, SR, TNF well-known (D1); type length 1; …; type "U"; prefix 04 "https://" */
const NLEN_BYTES = 2;
const RECORD_HEADER_BYTES = 5;
const URL_START = NLEN_BYTES + RECORD_HEADER_BYTES;
const NDEF_FILE_SIZE = 256;
const PADDING_BYTES = AES_BLOCK - 1 - UID_LENGTH - 3;

export interface SunTemplate {
  /** the URL as written, with placeholder zeros where the chip mirrors `e` and `c` */
  url: string;
  /** the NDEF file (file 02) to write: NLEN ‖ one URI record */
  ndefFile: Buffer;
  /** byte offsets inside the NDEF file, as ChangeFileSettings takes them */
  piccDataOffset: number;
  sdmMacInputOffset: number;
  sdmMacOffset: number;
}

/** Our template: `<base URL>?e=<32 hex>&c=<16 hex>`, the MAC input offset on `c` (MAC over empty text). */
export function sunTemplate(baseUrl: string): SunTemplate {
  const prefix = prefixOf(baseUrl);
  if (!prefix || /[?#\s]/.test(baseUrl) || !/^[\x21-\x7e]+$/.test(baseUrl)) {
    throw new RangeError('the base URL is printable https:// (or http://) text without a query or fragment');
  }
  const url = `${baseUrl}?e=${'0'.repeat(2 * AES_BLOCK)}&c=${'0'.repeat(16)}`;
  const rest = Buffer.from(url.slice(prefix.length), 'ascii');
  const payloadLength = 1 + rest.length;
  if (URL_START + rest.length > NDEF_FILE_SIZE) throw new RangeError('the URL does not fit the NDEF file');
  const record = Buffer.concat([Buffer.from([0xd1, 0x01, payloadLength, 0x55, URI_PREFIXES[prefix]]), rest]);
  const nlen = Buffer.alloc(NLEN_BYTES);
  nlen.writeUInt16BE(record.length);
  const at = (marker: string) => URL_START + url.indexOf(marker) - prefix.length + marker.length;
  const macOffset = at('&c=');
  return {
    url,
    ndefFile: Buffer.concat([nlen, record]),
    piccDataOffset: at('?e='),
    sdmMacInputOffset: macOffset,
    sdmMacOffset: macOffset,
  };
}

/** The URL an NDEF file of one URI record with the "https://" (or "http://") prefix says, as a phone reads it. */
export function urlOfNdefFile(file: Buffer): string {
  const end = NLEN_BYTES + file.readUInt16BE(0);
  const code = file.readUInt8(NLEN_BYTES + 4);
  const prefix = (Object.keys(URI_PREFIXES) as UriPrefix[]).find((p) => URI_PREFIXES[p] === code);
  if (file.readUInt8(NLEN_BYTES + 3) !== 0x55 || !prefix) throw new RangeError('not an http(s) URI record');
  return prefix + file.subarray(URL_START, end).toString('ascii');
}

export interface SoftChipSetup {
  uid: Buffer;
  metaRead: Buffer;
  fileRead: Buffer;
  baseUrl: string;
  /** the last counter the chip wrote (0 for a new chip: its first tap writes 1) */
  counter?: number;
  /** the 5 bytes after the counter in the PICC data; a real chip's are random */
  padding?: () => Buffer;
}

export class SoftChip {
  readonly template: SunTemplate;
  #counter: number;

  constructor(private readonly setup: SoftChipSetup) {
    if (setup.uid.length !== UID_LENGTH) throw new RangeError('the UID is 7 bytes');
    assertAes128Key(setup.metaRead, 'metaRead');
    assertAes128Key(setup.fileRead, 'fileRead');
    counterBytes(setup.counter ?? 0);
    this.template = sunTemplate(setup.baseUrl);
    this.#counter = setup.counter ?? 0;
  }

  get counter(): number {
    return this.#counter;
  }

  /** One tap: the counter goes up by one, and the chip writes `e` and `c` into its NDEF file's copy. */
  tap(): string {
    // the counter is 3 bytes; a spent chip writes no more taps rather than start again at 0
    if (this.#counter >= MAX_COUNTER) throw new RangeError('the chip’s read counter is spent');
    const counter = this.#counter + 1;
    const { e, c } = sunParameters(this.setup, counter);
    const file = Buffer.from(this.template.ndefFile);
    file.write(e, this.template.piccDataOffset, 'ascii');
    file.write(c, this.template.sdmMacOffset, 'ascii');
    this.#counter = counter;
    return urlOfNdefFile(file);
  }
}

/**
 * The SUN parameters a chip with these keys writes at the read with this counter (upper-case hex), for a URL
 * whatever its scheme (the dev tap route's http://localhost addresses; a real chip's are https).
 */
export function sunParameters(
  setup: Pick<SoftChipSetup, 'uid' | 'metaRead' | 'fileRead' | 'padding'>,
  counter: number,
): { e: string; c: string } {
  if (setup.uid.length !== UID_LENGTH) throw new RangeError('the UID is 7 bytes');
  const padding = setup.padding?.() ?? randomBytes(PADDING_BYTES);
  if (padding.length !== PADDING_BYTES) throw new RangeError('the padding is 5 bytes');
  const plain = Buffer.concat([Buffer.from([PICC_DATA_TAG]), setup.uid, counterBytes(counter), padding]);
  const cipher = createCipheriv('aes-128-cbc', setup.metaRead, Buffer.alloc(AES_BLOCK));
  const e = Buffer.concat([cipher.setAutoPadding(false).update(plain), cipher.final()]);
  const c = sdmMac(sdmSessionMacKey(setup.fileRead, setup.uid, counter));
  return { e: e.toString('hex').toUpperCase(), c: c.toString('hex').toUpperCase() };
}
