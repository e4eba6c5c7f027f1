// An owner's settings as stored (users.settings jsonb, maybe partial or from an older shape) read over the
// defaults, and a patch applied to them.
import { defaultUserSettings, type SettingsPatch, type UserSettings } from '@heirloom/contract';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const flag = (stored: unknown, fallback: boolean) => (typeof stored === 'boolean' ? stored : fallback);

export function readSettings(stored: unknown): UserSettings {
  const raw = isRecord(stored) ? stored : {};
  const notifications = isRecord(raw.notifications) ? raw.notifications : {};
  const d = defaultUserSettings;
  return {
    notifications: {
      sms: flag(notifications.sms, d.notifications.sms),
      email: flag(notifications.email, d.notifications.email),
      push: flag(notifications.push, d.notifications.push),
    },
    marketing: flag(raw.marketing, d.marketing),
  };
}

export function applySettingsPatch(current: UserSettings, patch: SettingsPatch): UserSettings {
  return {
    notifications: { ...current.notifications, ...patch.notifications },
    marketing: patch.marketing ?? current.marketing,
  };
}
