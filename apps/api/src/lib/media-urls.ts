// Addresses of stored pictures. Public ones are plain and cacheable; private ones carry an expiry and an
// HMAC signature (an <img> cannot send a bearer token), so a leaked address stops working within minutes.
import type { Clock } from './clock';
import { hmac, safeEqual, sha256 } from './crypto';

export type ImageVariant = 'full' | 'thumb';
export const PRIVATE_URL_TTL_SECONDS = 10 * 60;
/** Expiries are rounded up to this step so the same address is reused (and cached) for a while. */
const EXPIRY_STEP_SECONDS = 5 * 60;

export class MediaUrls {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private signature(imageId: string, variant: ImageVariant, exp: number): string {
    return hmac(this.secret, `image:${imageId}:${variant}:${exp}`).slice(0, 32);
  }

  publicImage(imageId: string, variant: ImageVariant, version: string): string {
    return `/api/media/images/${imageId}/${variant}?v=${version.slice(0, 12)}`;
  }

  /** The expiry private addresses made now carry: it changes once per step, and they with it. */
  privateExpiry(): number {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return Math.ceil((now + PRIVATE_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  }

  privateImage(imageId: string, variant: ImageVariant): string {
    const exp = this.privateExpiry();
    return `/api/media/images/${imageId}/${variant}?exp=${exp}&sig=${this.signature(imageId, variant, exp)}`;
  }

  verify(imageId: string, variant: ImageVariant, exp: number, sig: string): 'ok' | 'expired' | 'invalid' {
    if (!safeEqual(sig, this.signature(imageId, variant, exp))) return 'invalid';
    return exp * 1000 > this.clock.now().getTime() ? 'ok' : 'expired';
  }

  remainingSeconds(exp: number): number {
    return Math.max(0, exp - Math.floor(this.clock.now().getTime() / 1000));
  }

  clientLogo(clientId: string): string {
    return `/api/media/clients/${clientId}/logo.svg`;
  }

  /** A cover's address, versioned by its storage key (a new cover is a new key, so caches fetch it). */
  collectionCover(collectionId: string, coverKey: string): string {
    return `/api/media/collections/${collectionId}/cover?v=${sha256(coverKey).slice(0, 12)}`;
  }
}
