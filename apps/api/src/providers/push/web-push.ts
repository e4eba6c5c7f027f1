// Web Push adapter (RFC 8030/8291 with VAPID, through the web-push package). A 404 or 410 from the push
// service means the subscription is gone for good: the caller forgets the device.
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from '../../lib/secrets';
import {
  PushDeliveryError,
  subscriptionEndpoint,
  type PushMessage,
  type PushOutcome,
  type PushProvider,
} from './push-provider';

export interface WebPushOptions {
  vapid: VapidKeys;
  /** mailto: or https: contact the push services may use */
  subject: string;
  /** seconds the push service keeps an undelivered notice */
  ttlSeconds?: number;
  /** e.g. an agent trusting a test certificate */
  agent?: Agent;
}

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

function parseSubscription(token: string): Subscription | undefined {
  if (!subscriptionEndpoint(token)) return undefined;
  const parsed = JSON.parse(token) as { endpoint: string; keys?: { p256dh?: unknown; auth?: unknown } };
  const { p256dh, auth } = parsed.keys ?? {};
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return undefined;
  return { endpoint: parsed.endpoint, keys: { p256dh, auth } };
}

export class WebPush implements PushProvider {
  readonly name = 'webpush';
  readonly vapidPublicKey: string;
  constructor(private readonly options: WebPushOptions) {
    this.vapidPublicKey = options.vapid.publicKey;
  }

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const subscription = parseSubscription(token);
    // A token that is no Web Push subscription can never be delivered to.
    if (!subscription) return 'gone';
    try {
      await webpush.sendNotification(subscription, JSON.stringify(message), {
        vapidDetails: {
          subject: this.options.subject,
          publicKey: this.options.vapid.publicKey,
          privateKey: this.options.vapid.privateKey,
        },
        TTL: this.options.ttlSeconds ?? 24 * 60 * 60,
        timeout: 10_000,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      return 'delivered';
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
      const status = err instanceof WebPushError ? err.statusCode : 'no answer';
      throw new PushDeliveryError(`push service answered ${status}`, { cause: err });
    }
  }
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}
