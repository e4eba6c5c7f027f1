// The owner's account (docs/product.md "Account deletion"): profile, e-mail, settings, push devices, deletion.
import {
  userRoutes,
  type Language,
  type RouteResponse,
  type SettingsPatch,
  type User,
  type UserSettings,
} from '@heirloom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenSubject } from '../lib/jwt';
import { call } from './client';
import { tokenStore } from './token-store';

export type { SettingsPatch, User, UserSettings };
export type PushConfig = RouteResponse<typeof userRoutes.pushConfig>;
export type EmailConfirmed = RouteResponse<typeof userRoutes.confirmEmail>;

/** The signed-in user's id: the `sub` of the session's tokens (the refresh token's once the access one lapsed). */
export function currentUserId(): string | undefined {
  return tokenSubject(tokenStore.accessToken()) ?? tokenSubject(tokenStore.refreshToken());
}

export async function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  return call(userRoutes.get, { params: { id }, signal });
}

/** The address stays pending until the link e-mailed to it is opened; sending it again sends a new link. */
export async function setEmail(email: string): Promise<User> {
  return call(userRoutes.setEmail, { body: { email: email.trim().toLowerCase() } });
}

/** Anyone holding the link may confirm (signed in or not): the token is the proof. */
export async function confirmEmail(userId: string, emailConfirmationToken: string): Promise<EmailConfirmed> {
  return call(userRoutes.confirmEmail, { body: { userId, emailConfirmationToken } });
}

export async function updateSettings(patch: SettingsPatch): Promise<User> {
  return call(userRoutes.settings, { body: patch });
}

export function saveLanguage(language: Language): Promise<User> {
  return updateSettings({ language });
}

export async function fetchPushConfig(signal?: AbortSignal): Promise<PushConfig> {
  return call(userRoutes.pushConfig, { signal });
}

/** `token`: the browser's push subscription as JSON. */
export async function registerPushDevice(deviceUUID: string, token: string): Promise<void> {
  await call(userRoutes.pushToken, { body: { deviceUUID, token } });
}

export async function forgetPushDevice(deviceUUID: string): Promise<void> {
  await call(userRoutes.pushTokenDelete, { body: { deviceUUID } });
}

/** Needs a fresh `deleteAccount` step-up grant (else 403). */
export async function deleteAccount(id: string): Promise<void> {
  await call(userRoutes.delete, { params: { id } });
}

/** The settings as they will be once `patch` is saved: what an optimistic switch shows at once. */
export function withSettings(user: User, patch: SettingsPatch): User {
  return {
    ...user,
    language: patch.language ?? user.language,
    settings: {
      notifications: { ...user.settings.notifications, ...patch.notifications },
      marketing: patch.marketing ?? user.settings.marketing,
    },
  };
}

export const userKeys = {
  all: ['user'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  pushConfig: () => [...userKeys.all, 'pushConfig'] as const,
};

/** No id, no session: nothing is asked (an empty id would be `GET /users/`, refused with a 401). */
export const userQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchUser(id ?? '', signal),
    enabled: Boolean(id),
  });

export const pushConfigQuery = () =>
  queryOptions({
    queryKey: userKeys.pushConfig(),
    queryFn: ({ signal }) => fetchPushConfig(signal),
    staleTime: Infinity,
  });

/* Saving the owner's settings: shown at once, put back as they were (with the reason) if the server refuses. */
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
