// The items' tokens on their chain as the app last knows them: read from Heirloom's database (the chain's
// outbox), never from the chain while a page waits.
import { z } from 'zod';

/**
 * An on-chain step (a mint, a move between two owners' custody, a send out to a wallet; seen on the chain: a
 * move its wallet made, or its arrival back into a custody address): pending (queued or
 * sent, not confirmed yet), retrying (the last try failed; it is tried again), confirmed, or failed (the chain
 * refused it; Heirloom's operators are told).
 */
export const chainStepStates = ['pending', 'retrying', 'confirmed', 'failed'] as const;
export const chainStepSchema = z
  .object({
    kind: z.enum(['mint', 'move', 'withdraw', 'wallet', 'arrival']),
    state: z.enum(chainStepStates),
    /** null until the transaction is signed */
    txHash: z.string().nullable(),
    /** the transaction on the chain's block explorer, where the chain has one */
    txUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ChainStep' });
export type ChainStep = z.infer<typeof chainStepSchema>;

export const tokenSchema = z
  .object({
    chainId: z.number().int(),
    chainName: z.string(),
    contract: z.string(),
    contractUrl: z.string().nullable(),
    tokenId: z.string(),
    /**
     * where the token is (or goes, once its last step is confirmed): a custody address the platform holds for
     * its owner (`custodial`), or a wallet it was sent out to
     */
    owner: z.object({ address: z.string(), custodial: z.boolean(), url: z.string().nullable() }),
    mint: chainStepSchema,
    /** the last move or send out, if any */
    lastTransfer: chainStepSchema.nullable(),
  })
  .meta({ id: 'Token' });
export type Token = z.infer<typeof tokenSchema>;
