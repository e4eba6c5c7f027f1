// The kinds of job of the durable queue (decision 014) and their payloads, in one place: a job is queued with
// a payload its kind's schema accepts, and its handler reads it parsed by that schema. Every kind needs a
// handler, which the module owning the work registers (JobQueue.handle); the app refuses to start when one
// has none (JobQueue.assertHandled, docs/decisions/026-modules-as-plugins.md).
import { z } from 'zod';

const notice = z.object({
  subject: z.string(),
  /** the SMS, the e-mail's body and the push notification's text */
  text: z.string(),
  /** the page a push notification opens */
  url: z.string().optional(),
});

export const jobPayloads = {
  /** one owner's notice, in both languages, sent in the owner's when it runs (the owner notifier) */
  notify: z.object({
    userId: z.string(),
    notices: z.object({ en: notice, fr: notice }),
    /** a security notice (a sign-in, a passkey, a recovery): on every channel, whatever the owner turned off */
    security: z.boolean().optional(),
  }),
  /** the owners a new brand message reached when posted, and what to tell them (the messages module) */
  'message-notices': z.object({
    messageId: z.string(),
    owners: z.array(z.string()),
    facts: z.object({
      brand: z.string(),
      about: z.string(),
      scope: z.enum(['item', 'collection']),
      title: z.object({ en: z.string(), fr: z.string().nullable() }),
      link: z.string(),
    }),
  }),
  /** the card refund of a returned order (the returns module) */
  'order-refund': z.object({ orderId: z.string() }),
} as const;

export type JobKind = keyof typeof jobPayloads;
export type JobPayload<K extends JobKind> = z.infer<(typeof jobPayloads)[K]>;
export const jobKinds = Object.keys(jobPayloads) as JobKind[];

/** A job to queue: its kind, its idempotency key (a job with this key queued before is not queued again). */
export type NewJob<K extends JobKind = JobKind> = {
  [Kind in K]: { kind: Kind; key: string; payload: JobPayload<Kind> };
}[K];
