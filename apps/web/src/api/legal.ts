// The legal texts and their acceptance (docs/product.md "Legal"): the latest terms and privacy policy in one
// language, which versions the owner accepted, and the acceptance itself (only ever of the latest versions).
import {
  legalRoutes,
  type Language,
  type LastLegalsAccepted,
  type LegalDocument,
  type LegalType,
} from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { tokenSubject } from '../lib/jwt';
import { call } from './client';
import { retryUnlessMissing } from './pages';
import { tokenStore } from './token-store';

export type { LastLegalsAccepted, LegalDocument, LegalType };
/** The versions the owner read and accepts, by document; a document left out is not being accepted. */
export type LegalVersions = Partial<Record<LegalType, number>>;

/** The code of the 409 answered when a newer version came out while the owner was reading. */
export const LEGAL_OUTDATED = 'LEGAL_OUTDATED';

/** Short: enough that moving between screens does not ask each time, not so long a new version goes unseen. */
export const LAST_ACCEPTED_STALE_MS = 60_000;

const byType = { termsAndConditions: legalRoutes.terms, privacyPolicy: legalRoutes.privacy } as const;

export async function fetchLastAccepted(signal?: AbortSignal): Promise<LastLegalsAccepted> {
  return call(legalRoutes.lastAccepted, { signal });
}

/** The latest version of one document in one language. */
export async function fetchLatestLegal(
  type: LegalType,
  language: Language,
  signal?: AbortSignal,
): Promise<LegalDocument> {
  return call(byType[type].latestIn, { params: { language }, signal });
}

/** Accepts exactly these versions: both at once, or the one that changed; answers where the owner stands. */
export async function acceptLegals(versions: LegalVersions): Promise<LastLegalsAccepted> {
  const { termsAndConditions, privacyPolicy } = versions;
  if (termsAndConditions !== undefined && privacyPolicy !== undefined) {
    return call(legalRoutes.acceptBoth, { body: { termsAndConditions, privacyPolicy } });
  }
  if (termsAndConditions !== undefined) {
    return call(legalRoutes.acceptTerms, { body: { version: termsAndConditions } });
  }
  if (privacyPolicy !== undefined) {
    return call(legalRoutes.acceptPrivacy, { body: { version: privacyPolicy } });
  }
  throw new Error('Nothing to accept');
}

/** The documents the owner still has to accept (none when up to date). */
export function pendingLegalTypes(state: LastLegalsAccepted): LegalType[] {
  return (['termsAndConditions', 'privacyPolicy'] as const).filter((type) => !state[type].upToDate);
}

/** Under the signed-in user's id: another account on this device never inherits an acceptance. */
export const legalKeys = {
  all: ['legal'] as const,
  lastAccepted: (userId = tokenSubject(tokenStore.refreshToken()) ?? tokenStore.owner() ?? '') =>
    [...legalKeys.all, 'lastAccepted', userId] as const,
  documents: () => [...legalKeys.all, 'document'] as const,
  document: (type: LegalType, language: Language) => [...legalKeys.documents(), type, language] as const,
};

export const lastAcceptedQuery = () =>
  queryOptions({
    queryKey: legalKeys.lastAccepted(),
    queryFn: ({ signal }) => fetchLastAccepted(signal),
    staleTime: LAST_ACCEPTED_STALE_MS,
  });

export const legalDocumentQuery = (type: LegalType, language: Language) =>
  queryOptions({
    queryKey: legalKeys.document(type, language),
    queryFn: ({ signal }) => fetchLatestLegal(type, language, signal),
    retry: retryUnlessMissing,
  });
