// A brand's royalty on resales of its items' tokens (ERC-2981, decision 030): who receives it and its rate. The
// brand's admins set it in the console; the platform writes it on the chain, where marketplaces read it with
// `royaltyInfo(tokenId, price)`.
import { z } from 'zod';
import { brandRoute, staffErrors } from './console';

/**
 * The highest rate a brand may ask, in basis points (10 %): the contract refuses more too
 * (`MAX_ROYALTY_BPS`), so that a typo cannot take half of an owner's resale.
 */
export const ROYALTY_MAX_BPS = 1000;

/** Where the royalty stands on the chain: written, on its way, or no chain (the server runs none). */
export const royaltyChainStates = ['none', 'pending', 'retrying', 'confirmed', 'failed'] as const;

export const royaltySchema = z
  .object({
    /** the receiving address in its EIP-55 form; null: no royalty */
    receiver: z.string().nullable(),
    /** basis points of the price: 250 is 2.5 % */
    bps: z.number().int().min(0).max(ROYALTY_MAX_BPS),
    maxBps: z.number().int(),
    /** the latest change's state on the chain */
    chain: z.enum(royaltyChainStates),
  })
  .meta({ id: 'BrandRoyalty' });
export type BrandRoyalty = z.infer<typeof royaltySchema>;

/**
 * A new royalty: an address (0x and 40 hexadecimal digits; mixed case must be a right EIP-55 checksum) and a rate;
 * or no receiver and a rate of 0, to ask none.
 */
export const royaltyBody = z
  .object({
    receiver: z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .nullable(),
    bps: z.number().int().min(0).max(ROYALTY_MAX_BPS),
  })
  .strict()
  .refine((r) => r.receiver !== null || r.bps === 0, {
    message: 'A rate needs a receiver',
    path: ['receiver'],
  });
export type RoyaltyInput = z.infer<typeof royaltyBody>;

export const consoleRoyaltyRoutes = {
  royalty: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/royalty',
    summary:
      "The brand's royalty on its tokens' resales (ERC-2981): receiver, rate, and its state on the chain",
    response: { 200: royaltySchema, ...staffErrors },
  }),
  setRoyalty: brandRoute({
    method: 'PUT',
    path: '/console/brands/:brandId/royalty',
    summary: `Sets the brand's royalty (at most ${ROYALTY_MAX_BPS / 100} %), written on the chain after`,
    body: royaltyBody,
    response: { 200: royaltySchema, ...staffErrors },
  }),
} as const;
