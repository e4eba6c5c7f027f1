// Saving the owner's settings: shown at once, put back as they were (with the reason) if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettings, userKeys, withSettings, type SettingsPatch, type User } from '../../../api/users';

const saveSettingsKey = [...userKeys.all, 'saveSettings'] as const;

/** What `patch` changes, as it was in `before`: applied on failure, it undoes only this change. */
export function undoPatch(before: User, patch: SettingsPatch): SettingsPatch {
  const undo: SettingsPatch = {};
  if (patch.language !== undefined) undo.language = before.language;
  if (patch.marketing !== undefined) undo.marketing = before.settings.marketing;
  if (patch.notifications) {
    const notifications: NonNullable<SettingsPatch['notifications']> = {};
    for (const channel of ['sms', 'email', 'push'] as const) {
      if (patch.notifications[channel] !== undefined)
        notifications[channel] = before.settings.notifications[channel];
    }
    undo.notifications = notifications;
  }
  return undo;
}

export function useSaveSettings(userId: string) {
  const queryClient = useQueryClient();
  const key = userKeys.detail(userId);
  return useMutation({
    mutationKey: saveSettingsKey,
    mutationFn: updateSettings,
    onMutate: async (patch: SettingsPatch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<User>(key);
      if (before) queryClient.setQueryData(key, withSettings(before, patch));
      return { before };
    },
    onError: (_error, patch, context) => {
      const before = context?.before;
      // another switch may have moved meanwhile: undo this change only
      if (before)
        queryClient.setQueryData<User>(key, (now) => now && withSettings(now, undoPatch(before, patch)));
    },
    onSuccess: (user) => {
      // while another change is on its way, its optimistic value stays until its own answer
      if (queryClient.isMutating({ mutationKey: saveSettingsKey }) <= 1) queryClient.setQueryData(key, user);
    },
  });
}
