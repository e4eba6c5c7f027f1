// The heir's and the carer's side (docs/product.md "Heirs" and "Entrusted care"): who named the signed-in user as
// their heir, their claim and its documents (decision 043); the items others entrusted to them (decision 044).
import {
  careRoutes,
  heirRoutes,
  HEIR_DOCUMENT_MAX_BYTES,
  HEIR_DOCUMENT_TYPES,
  type EntrustedCare,
  type HeirClaim,
  type RouteResponse,
} from '@heirloom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { errorCode } from './errors';
import { lookupQuery } from './pages';

export type { EntrustedCare, HeirClaim };
export type NamedMe = RouteResponse<typeof heirRoutes.namedMe>['items'][number];
export type HeirDocument = HeirClaim['parts'][number]['documents'][number];
export type ClaimPart = HeirClaim['parts'][number];

/** The entrusted list's page: a person holds a few items for others at most. */
export const ENTRUSTED_PAGE_SIZE = 50;
/** A document of several MB over a phone network takes far longer than an ordinary call. */
export const DOCUMENT_UPLOAD_TIMEOUT_MS = 180_000;
export const DOCUMENT_MAX_MB = HEIR_DOCUMENT_MAX_BYTES / 1024 / 1024;

export const inheritanceKeys = {
  all: ['inheritance'] as const,
  namedMe: () => [...inheritanceKeys.all, 'named-me'] as const,
  claim: (claimId: string) => [...inheritanceKeys.all, 'claim', claimId] as const,
  entrusted: () => [...inheritanceKeys.all, 'entrusted'] as const,
  entrustedOne: (careId: string) => [...inheritanceKeys.all, 'entrusted', careId] as const,
};

export const namedMeQuery = () =>
  queryOptions({
    queryKey: inheritanceKeys.namedMe(),
    queryFn: async ({ signal }) => (await call(heirRoutes.namedMe, { signal })).items,
  });

export const heirClaimQuery = (claimId: string) =>
  lookupQuery(inheritanceKeys.claim(claimId), (signal) =>
    call(heirRoutes.getClaim, { params: { claimId }, signal }),
  );

/** The items entrusted to the user now (one page: soonest end first). */
export const entrustedQuery = () =>
  queryOptions({
    queryKey: inheritanceKeys.entrusted(),
    queryFn: async ({ signal }) => {
      const limit = ENTRUSTED_PAGE_SIZE;
      return call(careRoutes.entrusted, { params: { limit, offset: 0 }, signal });
    },
  });

export const entrustedOneQuery = (careId: string) =>
  lookupQuery(inheritanceKeys.entrustedOne(careId), (signal) =>
    call(careRoutes.entrustedOne, { params: { careId }, signal }),
  );

/** Makes the heir's claim for the items of the one who named them. */
export function useMakeClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ namingId, statement }: { namingId: string; statement: string }) =>
      call(heirRoutes.claim, { params: { id: namingId }, body: { statement: statement.trim() } }),
    onSuccess: (claim) => {
      queryClient.setQueryData(inheritanceKeys.claim(claim.id), claim);
      void queryClient.invalidateQueries({ queryKey: inheritanceKeys.namedMe() });
    },
    // a claim made meanwhile (another tab) or no longer possible (the owner came back): the naming read again shows it
    onError: () => void queryClient.invalidateQueries({ queryKey: inheritanceKeys.namedMe() }),
  });
}

/** A file the API takes: a PDF, a JPEG or a PNG of at most 10 MB (the server checks the bytes again). */
export function documentProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | undefined {
  if (file.size > HEIR_DOCUMENT_MAX_BYTES) return 'tooLarge';
  if (!(HEIR_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  return undefined;
}

export async function uploadClaimDocument(
  claimId: string,
  brandId: string,
  file: Blob & { name?: string },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<HeirDocument> {
  const form = new FormData();
  // the brand before the file: the server reads the parts in order
  form.append('brandId', brandId);
  form.append('file', file, file.name ?? 'document');
  return call(heirRoutes.uploadDocument, {
    params: { claimId },
    body: form,
    signal: options.signal,
    timeout: DOCUMENT_UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.min(1, event.loaded / event.total));
    },
  });
}

/** The carer hands the item back now; the lists are read again. */
export function useEndEntrusted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (careId: string) => call(careRoutes.endEntrusted, { params: { careId } }),
    onSuccess: (_answer, careId) => forget(careId),
    // ended already (by its owner, or its time): it is over here as well
    onError: (error, careId) => {
      if (errorCode(error) === 'CARE_ENDED') forget(careId);
    },
  });
  function forget(careId: string) {
    queryClient.removeQueries({ queryKey: inheritanceKeys.entrustedOne(careId), exact: true });
    void queryClient.invalidateQueries({ queryKey: inheritanceKeys.entrusted(), exact: true });
  }
}
