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

/** The chain the items' tokens live on, as a development server runs it (decision 013). */
export const devChainSchema = z
  .object({
    name: z.string(),
    chainId: z.number().int(),
    rpcUrl: z.string(),
    contracts: z.object({ items: z.string() }),
    operator: z.string(),
  })
  .meta({ id: 'DevChain' });
export type DevChain = z.infer<typeof devChainSchema>;

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
  chain: defineRoute({
    method: 'GET',
    path: '/dev/chain',
    auth: false,
    summary: "Development only: the chain the items' tokens live on, its RPC address and contracts",
    tags: ['dev'],
    response: { 200: devChainSchema, 503: errorSchema },
  }),
} as const;
