// The brands' tag keys at rest: each master key (and each chip key given rather than derived) is stored
// encrypted with AES-256-GCM under a key made from the server's tag-key secret (TAG_KEY_SECRET, else one kept in
// the database), so that a key leaves the server only once, when it is made (docs/decisions/024-tags-and-taps.md).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TagKeyVault {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHash('sha256').update(`tag-keys:${secret}`).digest();
  }

  seal(key: Buffer): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const encrypted = Buffer.concat([cipher.update(key), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The key; throws when the text was not sealed under this server's secret (a changed TAG_KEY_SECRET). */
  open(sealed: string): Buffer {
    const [version, body = ''] = sealed.split('.');
    const raw = Buffer.from(body, 'base64url');
    if (version !== VERSION || raw.length <= IV_BYTES + TAG_BYTES) throw new Error('not a sealed tag key');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES));
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
