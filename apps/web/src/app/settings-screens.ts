// The settings and account screens in one chunk: one lazy import for the five routes keeps the entry chunk small.
import type { QueryClient } from '@tanstack/react-query';
import { currentUserId, userQuery } from '../api/users';

export { AccountDeletedScreen } from '../features/account/account-deleted-screen';
export { ConfirmEmailScreen } from '../features/account/confirm-email-screen';
export { DeleteAccountScreen } from '../features/account/delete-account-screen';
export { LegalTextScreen } from '../features/settings/legal-text-screen';
export { SecurityScreen } from '../features/settings/security-screen';
export { SettingsScreen } from '../features/settings/settings-screen';

/** The account, loading alongside the settings' code (the router's loader calls it). */
export async function prefetchSettings(client: QueryClient): Promise<void> {
  // a prefetch ignores `enabled`: the session may have ended since the route's check
  const id = currentUserId();
  if (id) await client.prefetchQuery(userQuery(id));
}
