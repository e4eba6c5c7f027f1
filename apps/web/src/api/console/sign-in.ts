// Signing in to the console (decision 019): the e-mailed link or invitation, a passkey, the link's session
// confirmed with a passkey, who is signed in, and signing out.
import { consoleRoutes, type StaffMe, type StaffSession } from '@heirloom/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { consoleSession } from '../console-session';
import { consoleCall } from './http';
import { passkeySignature } from './passkeys';
import { consoleKeys } from './query-keys';

export async function requestSignInLink(email: string): Promise<void> {
  await consoleCall(consoleRoutes.requestLink, { body: { email } });
}

/** The e-mailed link's or invitation's token, exchanged for a session (kept, so the console opens). */
export async function openSession(kind: 'link' | 'invitation', token: string): Promise<StaffSession> {
  const session =
    kind === 'link'
      ? await consoleCall(consoleRoutes.signIn, { body: { token } })
      : await consoleCall(consoleRoutes.acceptInvitation, { body: { token } });
  consoleSession.save(session);
  return session;
}

/** Signs in with a console passkey: the browser offers the ones it holds for this site, no address asked. */
export async function signInWithConsolePasskey(): Promise<StaffSession> {
  const response = await passkeySignature(consoleRoutes.passkeyOptions);
  const session = await consoleCall(consoleRoutes.passkeySignIn, { body: { response } });
  consoleSession.save(session);
  return session;
}

/** Confirms a link's session with one of the person's passkeys: the console opens. */
export const confirmWithConsolePasskey = async (): Promise<StaffMe> =>
  consoleCall(consoleRoutes.confirm, {
    body: { response: await passkeySignature(consoleRoutes.confirmOptions) },
  });

export async function signOutOfConsole(): Promise<void> {
  try {
    await consoleCall(consoleRoutes.signOut);
  } finally {
    consoleSession.clear();
  }
}

/** Signs out; the next person to sign in on this browser sees nothing of this one's. */
export function useConsoleSignOut(): () => void {
  const queryClient = useQueryClient();
  return () =>
    void signOutOfConsole()
      .catch(() => undefined)
      .finally(() => queryClient.removeQueries({ queryKey: consoleKeys.all }));
}

export const meQuery = () =>
  queryOptions({
    queryKey: consoleKeys.me(),
    queryFn: () => consoleCall(consoleRoutes.me),
    staleTime: 60_000,
  });
