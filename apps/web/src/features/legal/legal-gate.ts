// The legal gate (docs/product.md "Legal", "Screens and routes"): until the owner has accepted the latest terms and
// privacy policy, every signed-in screen leads to /legal, remembering where the owner was going. Part of the
// router's session check, so it stays tiny: the API module loads on the first check, after the sign-in screen.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from '../../lib/router';
import { hrefs, paths } from '../../config/paths';
import { failedOffline } from '../../api/errors';

/**
 * Where to go once accepted: a path of this app only (no "//host", no "/\host", no scheme), never the gate
 * itself; anything else goes home.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  // eslint-disable-next-line no-control-regex -- control characters have no place in an address
  if (/[\u0000-\u001f\u007f]/.test(next)) return paths.home;
  const pathname = next.split(/[?#]/)[0] ?? '';
  return pathname === paths.legal || pathname.startsWith(`${paths.legal}/`) ? paths.home : next;
}

/**
 * null when the owner may go on; else a redirect to /legal?next=…. The answer is cached (a short staleTime), so
 * moving between screens does not ask each time. A failed check also leads to /legal, which explains and retries.
 * Offline, the last answer known decides (kept with the owner's data, decision 038): reading never waits for the
 * network, and an owner who had accepted reads on.
 */
export async function legalGate(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { lastAcceptedQuery } = await import('../../api/legal');
  const query = lastAcceptedQuery();
  const known = () => queryClient.getQueryData(query.queryKey);
  const state = onlineManager.isOnline()
    ? await queryClient
        .fetchQuery(query)
        .catch((error: unknown) => (failedOffline(error) ? known() : undefined))
    : known();
  if (state?.upToDate) return null;
  const url = new URL(request.url);
  return redirect(hrefs.legal(url.pathname + url.search));
}
