// The owner's 5-minute proof of ownership: made from the item's page, checked by its public page (`?proof=`).
import { ownershipProofRoutes, type OwnershipProof, type OwnershipProofCheck } from '@heirloom/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from './client';

export type { OwnershipProof, OwnershipProofCheck };

/** A new proof for an item the caller holds (404 otherwise). */
export async function makeOwnershipProof(itemId: string): Promise<OwnershipProof> {
  return call(ownershipProofRoutes.make, { params: { id: itemId } });
}

export function useMakeOwnershipProof(itemId: string) {
  return useMutation({ mutationFn: () => makeOwnershipProof(itemId) });
}

/** Whether a proof holds now: the server answers `invalid` rather than an error for any bad token. */
export async function checkOwnershipProof(proof: string, signal?: AbortSignal): Promise<OwnershipProofCheck> {
  return call(ownershipProofRoutes.check, { query: { proof }, signal });
}

export const ownershipProofQuery = (proof: string) =>
  queryOptions({
    queryKey: ['public', 'ownershipProof', proof] as const,
    queryFn: ({ signal }) => checkOwnershipProof(proof, signal),
    // an answer about one moment: the banner counts down to its end itself, and a reload asks again
    staleTime: Infinity,
    retry: false,
  });
