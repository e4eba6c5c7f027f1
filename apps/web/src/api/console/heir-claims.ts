// Heirs' claims as a brand reviews its part of them (decision 043): the list, one claim, a document the heir gave
// (fetched with the staff's session, kept as a file), the approval or refusal, and the documents the brand asks for.
import { consoleHeirRoutes, type LocalizedText } from '@heirloom/contract';
import { buildPath } from '@heirloom/contract/light';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall, consoleHttp } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const HEIR_CLAIMS_PAGE_SIZE = 25;
export const heirClaimsQuery = (brandId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'heirClaims', offset),
    queryFn: () =>
      consoleCall(consoleHeirRoutes.claims, { params: { brandId, limit: HEIR_CLAIMS_PAGE_SIZE, offset } }),
  });

export const heirClaimQuery = (brandId: string, claimId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'heirClaim', claimId),
    queryFn: () => consoleCall(consoleHeirRoutes.claim, { params: { brandId, claimId } }),
  });

/** A document of a claim, as a file (a PDF or a picture), read with the staff's session. */
export const heirDocumentQuery = (brandId: string, claimId: string, documentId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'heirClaim', claimId, 'document', documentId),
    queryFn: async ({ signal }) => {
      const path = buildPath(consoleHeirRoutes.document.path, { brandId, claimId, documentId });
      const response = await consoleHttp.get<Blob>(path, {
        responseType: 'blob',
        headers: { Accept: 'application/pdf, image/jpeg, image/png, application/json' },
        signal,
      });
      return response.data;
    },
    // a file does not change: read once for as long as the page is open
    staleTime: Infinity,
  });

export const useApproveClaim = (brandId: string) =>
  useBrandChange(brandId, (claimId: string) =>
    consoleCall(consoleHeirRoutes.approve, { params: { brandId, claimId } }),
  );

export const useRefuseClaim = (brandId: string) =>
  useBrandChange(brandId, (input: { claimId: string; reason: string }) =>
    consoleCall(consoleHeirRoutes.refuse, {
      params: { brandId, claimId: input.claimId },
      body: { reason: input.reason },
    }),
  );

export const heirSettingsQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'heirSettings'),
    queryFn: () => consoleCall(consoleHeirRoutes.settings, { params: { brandId } }),
  });

export const useSetHeirSettings = (brandId: string) =>
  useBrandChange(brandId, (documents: LocalizedText[]) =>
    consoleCall(consoleHeirRoutes.setSettings, { params: { brandId }, body: { documents } }),
  );
