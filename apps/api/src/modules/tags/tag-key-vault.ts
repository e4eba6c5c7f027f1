// The brands' tag keys at rest: each master key (and each chip key given rather than derived) is stored
// encrypted with AES-256-GCM under a key derived from the server's tag-key secret (TAG_KEY_SECRET, else one kept
// in the database), so that a key leaves the server only once, when it is made (docs/decisions/024-tags-and-taps.md).
//
// Two formats: `v2` (HKDF-SHA-256 of the secret, the format's name authenticated with the text) is what `seal`
// writes; `v1` (a bare SHA-256 of the secret) is what earlier releases wrote, and the keys sealed then live in the
// database for as long as the tags do, so `open` reads both (docs/decisions/028-libraries-over-own-code.md).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

type Format = 'v1' | 'v2';
const CURRENT: Format = 'v2';

export class TagKeyVault {
  readonly #keys: Record<Format, Buffer>;

  constructor(secret: string) {
    this.#keys = {
      v1: createHash('sha256').update(`tag-keys:${secret}`).digest(),
      v2: Buffer.from(hkdfSync('sha256', secret, 'heirloom', 'tag keys: aes-256-gcm key', 32)),
    };
  }

  seal(key: Buffer): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#keys[CURRENT], iv);
    cipher.setAAD(Buffer.from(CURRENT));
    const encrypted = Buffer.concat([cipher.update(key), cipher.final()]);
    return `${CURRENT}.${Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The key; throws when the text was not sealed under this server's secret (a changed TAG_KEY_SECRET). */
  open(sealed: string): Buffer {
    const [format, body = ''] = sealed.split('.');
    const raw = Buffer.from(body, 'base64url');
    if ((format !== 'v1' && format !== 'v2') || raw.length <= IV_BYTES + TAG_BYTES) {
      throw new Error('not a sealed tag key');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#keys[format], raw.subarray(0, IV_BYTES));
    // v1 authenticated the key alone; v2 its format's name too, so that a text cannot pass for another format
    if (format !== 'v1') decipher.setAAD(Buffer.from(format));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new Error('a tag key sealed under another TAG_KEY_SECRET cannot be opened');
    }
  }
}
