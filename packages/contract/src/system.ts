// Health and the development outbox (absent in production).
import { z } from 'zod';
import { defineRoute } from './route';
import { errorSchema } from './common';

export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'email', 'push']),
  text: z.string(),
  subject: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    auth: false,
    summary: 'Liveness and database readiness',
    tags: ['system'],
    response: { 200: z.object({ status: z.literal('ok') }), 503: errorSchema },
  }),
  outbox: defineRoute({
    method: 'GET',
    path: '/dev/outbox',
    auth: false,
    summary: 'Development only: the latest SMS, e-mails and push notices sent to an address, newest first',
    tags: ['dev'],
    querystring: z.object({ to: z.string().trim().min(3).max(320) }),
    response: { 200: z.array(outboxMessageSchema), 400: errorSchema },
  }),
} as const;
