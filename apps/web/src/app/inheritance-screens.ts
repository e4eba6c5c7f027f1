// The heir's and the carer's screens in one chunk: one lazy import for the four routes keeps the entry chunk small.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from '../lib/router';
import { entrustedOneQuery, entrustedQuery, heirClaimQuery, namedMeQuery } from '../api/inheritance';
import { paths } from '../config/paths';

export { ClaimScreen } from '../features/inheritance/claim-screen';
export { EntrustedItemScreen } from '../features/inheritance/entrusted-item-screen';
export { EntrustedScreen } from '../features/inheritance/entrusted-screen';
export { NamedMeScreen } from '../features/inheritance/named-me-screen';

/** A screen's data, loading alongside its code (the router's loader calls it with the route's path). */
export async function prefetchInheritance(client: QueryClient, path: string, params: Params): Promise<void> {
  if (path === paths.namedMe) await client.prefetchQuery(namedMeQuery());
  else if (path === paths.heirClaim) await client.prefetchQuery(heirClaimQuery(params.claimId ?? ''));
  else if (path === paths.entrusted) await client.prefetchQuery(entrustedQuery());
  else await client.prefetchQuery(entrustedOneQuery(params.careId ?? ''));
}
