// Web Push adapter (RFC 8030/8291 with VAPID, through the web-push package). A 404 or 410 from the push
// service means the subscription is gone for good: the caller forgets the device. The endpoint is chosen by
// the browser, so by whoever registers it: the adapter only ever connects to public addresses (security
// finding 4, blind SSRF), checked on the address the socket actually connects to.
import https from 'node:https';
import { parsePushSubscription } from '@heirloom/contract';
import webpush, { WebPushError } from 'web-push';
import { NonPublicAddressError, publicOnlyLookup } from '../../lib/public-address';
import {
  PushDeliveryError,
  pushTopic,
  refusedPushEndpoint,
  type PushMessage,
  type PushOutcome,
  type PushProvider,
  type VapidKeys,
} from './push-provider';

export interface WebPushOptions {
  vapid: VapidKeys;
  /** mailto: or https: contact the push services may use */
  subject: string;
  /** seconds the push service keeps an undelivered notice */
  ttlSeconds?: number;
  /** certificates trusted instead of the system's, e.g. a test push service's throw-away certificate */
  ca?: string | Buffer;
  /**
   * Test only, never set in production: addresses reached although they are not public (a local stand-in
   * for the push service on 127.0.0.1).
   */
  allowNonPublicAddressesForTesting?: readonly string[];
}

export class WebPush implements PushProvider {
  readonly name = 'webpush';
  readonly vapidPublicKey: string;
  private readonly allowed: readonly string[];
  /** every push request goes through it: its lookup refuses a name with any non-public address */
  private readonly agent: https.Agent;

  constructor(private readonly options: WebPushOptions) {
    this.vapidPublicKey = options.vapid.publicKey;
    this.allowed = options.allowNonPublicAddressesForTesting ?? [];
    this.agent = new https.Agent({
      lookup: publicOnlyLookup({ allowedAddresses: this.allowed }),
      ...(options.ca ? { ca: options.ca } : {}),
    });
  }

  async send(token: string, message: PushMessage, idempotencyKey?: string): Promise<PushOutcome> {
    const subscription = parsePushSubscription(token);
    // A token that is no Web Push subscription, or one whose endpoint must not be called (stored before
    // registration checked it), can never be delivered to: the caller forgets it.
    if (!subscription || refusedPushEndpoint(subscription.endpoint, this.allowed)) return 'gone';
    // web-push parses the endpoint with the legacy url.parse: hand it the WHATWG serialisation of the URL
    // just checked, so both parsers see the same host. Node skips `lookup` for an IP literal, which the
    // check above has already judged.
    const endpoint = new URL(subscription.endpoint).href;
    try {
      await webpush.sendNotification({ endpoint, keys: subscription.keys }, JSON.stringify(message), {
        vapidDetails: {
          subject: this.options.subject,
          publicKey: this.options.vapid.publicKey,
          privateKey: this.options.vapid.privateKey,
        },
        TTL: this.options.ttlSeconds ?? 24 * 60 * 60,
        ...(idempotencyKey ? { topic: pushTopic(idempotencyKey) } : {}),
        timeout: 10_000,
        agent: this.agent,
      });
      return 'delivered';
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
      // kept, not forgotten: a name may resolve to a private address for a while (a resolver's mistake)
      if (err instanceof NonPublicAddressError) throw new PushDeliveryError(err.message, { cause: err });
      const status = err instanceof WebPushError ? err.statusCode : 'no answer';
      throw new PushDeliveryError(`push service answered ${status}`, { cause: err });
    }
  }
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}
