// The settings and account screens in one chunk: one lazy import for the five routes keeps the entry chunk small.
import type { QueryClient } from '@tanstack/react-query';
import { currentUserId, userQuery } from '../../api/users';

export { AccountDeletedScreen } from '../account/account-deleted-screen';
export { ConfirmEmailScreen } from '../account/confirm-email-screen';
export { DeleteAccountScreen } from '../account/delete-account-screen';
export { LegalTextScreen } from './legal-text-screen';
export { SettingsScreen } from './settings-screen';

/** The account, loading alongside the settings' code (the router's loader calls it). */
export async function prefetchSettings(client: QueryClient): Promise<void> {
  await client.prefetchQuery(userQuery(currentUserId() ?? ''));
}
