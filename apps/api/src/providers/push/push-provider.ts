// The push provider interface: every push notification leaves the system through one of its adapters.
import { createHash } from 'node:crypto';
import { isPublicHostname } from '../../lib/public-address';

/** The Web Push (VAPID) key pair the server signs its pushes with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** the page a tap on the notification opens */
  url?: string;
}

/** gone: the push service no longer knows this subscription (the browser unsubscribed): forget it. */
export type PushOutcome = 'delivered' | 'gone';

export interface PushProvider {
  readonly name: 'console' | 'webpush';
  /** the VAPID public key browsers subscribe with */
  readonly vapidPublicKey: string | null;
  /**
   * token: a Web Push subscription as JSON ({endpoint, keys: {p256dh, auth}}). idempotencyKey: the same for
   * every try of one notice (a queued notice's job id); Web Push makes it the message's Topic, so a push
   * service still holding an undelivered copy replaces it instead of delivering both.
   */
  send(token: string, message: PushMessage, idempotencyKey?: string): Promise<PushOutcome>;
}

export class PushDeliveryError extends Error {}

/** A push Topic (RFC 8030 §5.4: at most 32 characters of the URL-safe base64 alphabet) for an idempotency key. */
export function pushTopic(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 32);
}

/**
 * Why the server must not call this push endpoint, or undefined when it may: https only, no user name or
 * password, a public host (an IP literal must be a public address; a name is checked again, resolved, when
 * connecting). allowedAddresses: a test's exceptions, never set in production.
 */
export function refusedPushEndpoint(
  endpoint: string,
  allowedAddresses: readonly string[] = [],
): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  // an empty "@" is dropped by the URL parser but not by every client: refuse any "@" before the host
  if (url.username || url.password || /^[a-z]+:\/*[^/?#\\]*@/i.test(endpoint))
    return 'credentials in the URL';
  if (!isPublicHostname(url.hostname, allowedAddresses)) return 'not a public host';
  return undefined;
}
