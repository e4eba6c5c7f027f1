// The person's console passkeys: the list, adding and removing one, an admin's reset of a member's, and the
// signature a passkey gives over one console route's options.
import { consoleRoutes } from '@heirloom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { create, PasskeyCeremonyError, passkeysSupported, sign } from '../passkey-ceremony';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

/** The browser's passkey sheet signs the options of one console route (the server checks it with another). */
export async function passkeySignature(
  options: typeof consoleRoutes.passkeyOptions | typeof consoleRoutes.confirmOptions,
) {
  if (!passkeysSupported()) throw new PasskeyCeremonyError('unsupported');
  return sign(await consoleCall(options, { body: {} }));
}

export const myPasskeysQuery = () =>
  queryOptions({
    queryKey: consoleKeys.passkeys(),
    queryFn: async () => (await consoleCall(consoleRoutes.passkeys)).items,
  });

/** Adds a console passkey: the server's options, the browser's sheet, the server's check. */
export const useAddConsolePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!passkeysSupported()) throw new PasskeyCeremonyError('unsupported');
      const options = await consoleCall(consoleRoutes.passkeyRegistrationOptions, { body: {} });
      return consoleCall(consoleRoutes.registerPasskey, { body: { response: await create(options) } });
    },
    // the person's passkeys and their count on `me`
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};

export const useRemoveConsolePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) => consoleCall(consoleRoutes.removePasskey, { params: { passkeyId } }),
    // the person's passkeys and their count on `me`
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};

/** An admin removes a member's lost passkeys. */
export const useResetPasskeys = (brandId: string) =>
  useBrandChange(brandId, (staffId: string) =>
    consoleCall(consoleRoutes.resetPasskeys, { params: { brandId, staffId } }),
  );
