// Sending items to a phone number or out to a wallet address, the activity feed, the wallet check.
import { z } from 'zod';
import { defineRoute } from './route';
import { errorSchema, pageOf, pageParamsSchema, phoneSchema } from './common';
import { chainStepSchema } from './chain';

export const MAX_ITEMS_PER_TRANSFER = 50;
export const PENDING_TRANSFER_DAYS = 30;

export const productsIdsSchema = z
  .array(z.uuid())
  .min(1)
  .max(MAX_ITEMS_PER_TRANSFER)
  .refine((ids) => new Set(ids).size === ids.length, 'Each item can be listed once');

/**
 * A wallet address: 0x and 40 hexadecimal digits, in any case. Mixed case is an EIP-55 checksum, which the
 * server checks (a mismatch is a typo: 400 ADDRESS_CHECKSUM); all lower or all upper case has none to check.
 * The server keeps and shows the checksummed form (decision 006).
 */
export const walletAddressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'An address is 0x followed by 40 hexadecimal characters')
  .meta({
    description:
      '0x and 40 hexadecimal digits, in any case; mixed case must match its EIP-55 checksum. Kept checksummed.',
  });

export const sendToPhoneBody = z.object({ phoneTo: phoneSchema, productsIds: productsIdsSchema }).strict();
export const sendToAddressBody = z
  .object({ addressTo: walletAddressSchema, productsIds: productsIdsSchema })
  .strict();

export const chains = ['Ethereum', 'Polygon'] as const;
export type Chain = (typeof chains)[number];

function walletRoute<C extends Chain>(chain: C) {
  return defineRoute({
    method: 'GET',
    path: `/wallets/is${chain}Address/:address` as `/wallets/is${C}Address/:address`,
    auth: false,
    summary: `Is this a valid ${chain} address (any case; mixed case must match its EIP-55 checksum)? → its checksummed form`,
    tags: ['wallets'],
    params: z.object({ address: z.string().max(100) }),
    response: {
      200: z.object({
        valid: z.boolean(),
        /** when valid: the address in its EIP-55 checksummed form, for the owner to compare with their wallet */
        address: z.string().optional(),
      }),
      400: errorSchema,
    },
  });
}

export const transferStates = ['pending', 'done', 'cancelled', 'expired'] as const;
export const transactionSchema = z
  .object({
    /** one row per item moved: transferId + itemId */
    id: z.string(),
    transferId: z.uuid(),
    direction: z.enum(['sent', 'received']),
    product: z.object({
      id: z.uuid(),
      name: z.string(),
      icon: z.object({ publicUrl: z.string().nullable(), privateUrl: z.string().nullable() }),
    }),
    /**
     * the number sent to, in full, for its sender (they typed it); the sender's number masked for the
     * recipient; a wallet address (sent out); or the brand (bought in the shop)
     */
    counterparty: z.union([
      z.object({ phone: z.string() }),
      z.object({ phoneMasked: z.string() }),
      z.object({ address: z.string() }),
      z.object({ brand: z.string() }),
    ]),
    state: z.enum(transferStates),
    /** the item's move on the chain for this transfer (null without a chain) */
    chain: chainStepSchema.nullable(),
    createdAt: z.iso.datetime(),
    /** the sender may take back a transfer the recipient has not received yet */
    cancellable: z.boolean(),
    /**
     * an item sent out to a wallet, for its sender, where a chain holds the tokens: the custody address to send
     * the token back to, to have the item back in their collection
     */
    returnAddress: z.string().optional(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListParams = pageParamsSchema.extend({
  direction: z.enum(['all', 'sent', 'received']),
});

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const transferRoutes = {
  sendToPhone: defineRoute({
    method: 'POST',
    path: '/transactions/sendToPhone',
    auth: true,
    summary: 'Send items to a phone number (all or none); needs a sendToPhone step-up grant',
    tags: ['transfers'],
    body: sendToPhoneBody,
    response: { 200: z.literal(true), ...errors },
  }),
  sendToAddress: defineRoute({
    method: 'POST',
    path: '/transactions/sendToAddress',
    auth: true,
    summary: 'Send items out of custody to an EIP-55 address; needs a sendToAddress step-up grant',
    tags: ['transfers'],
    body: sendToAddressBody,
    response: { 200: z.literal(true), ...errors },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/transactions/:limit/:offset/:direction',
    auth: true,
    summary: "The owner's activity: items sent and received, newest first",
    tags: ['transfers'],
    params: transactionListParams,
    response: { 200: pageOf(transactionSchema), 400: errorSchema, 401: errorSchema },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/transactions/:transferId/cancel',
    auth: true,
    summary: 'Take back a transfer to a phone number that has not signed up yet (items come back)',
    tags: ['transfers'],
    params: z.object({ transferId: z.uuid() }),
    response: { 200: z.literal(true), ...errors },
  }),
  isEthereumAddress: walletRoute('Ethereum'),
  isPolygonAddress: walletRoute('Polygon'),
} as const;
