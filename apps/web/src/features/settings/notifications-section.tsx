// Notifications: SMS, e-mail (once an address is confirmed), push on this device, and the brands' news.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n';
import { errorMessage } from '../../api/errors';
import { type SettingsPatch, type User, useSaveSettings } from '../../api/users';
import { SettingSwitch } from './setting-switch';
import styles from './settings.module.css';
import { usePushDevice, type PushFailure } from './use-push-device';
import { SettingsSection } from './settings-section';

const pushProblemKey = {
  unsupported: 'settings.notifications.pushUnsupported',
  denied: 'settings.notifications.pushDenied',
  unavailable: 'settings.notifications.pushUnavailable',
} as const;

/** Why push could not be turned on or off, in the user's language. */
function pushMessage(pushFailure: PushFailure, t: TFunction): string {
  if (pushFailure.problem === 'failed' || pushFailure.problem === 'offFailed') {
    const what = pushFailure.problem === 'failed' ? 'pushFailed' : 'pushOffFailed';
    return `${t(`settings.notifications.${what}`)} ${errorMessage(pushFailure.error, t)}`;
  }
  return t(pushProblemKey[pushFailure.problem]);
}

export function NotificationsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveSettings(user.id);
  const push = usePushDevice();
  const [failure, setFailure] = useState<unknown>();
  const { notifications } = user.settings;
  const phone = parsePhoneNumberFromString(user.phone)?.formatInternational() ?? user.phone;

  const change = (patch: SettingsPatch) => {
    setFailure(undefined);
    save.mutate(patch, { onError: setFailure });
  };

  const changePush = async (on: boolean) => {
    setFailure(undefined);
    if (on) {
      if ((await push.turnOn()) && !notifications.push) change({ notifications: { push: true } });
    } else if ((await push.turnOff()) && user.pushDevices <= 1) {
      // this was the last device: the account stops asking for push altogether
      change({ notifications: { push: false } });
    }
  };

  return (
    <SettingsSection id="settings-notifications" title={t('settings.notifications.heading')}>
      <p className={styles.hint}>{t('settings.notifications.intro')}</p>
      <ul className={styles.list}>
        <li>
          <SettingSwitch
            label={t('settings.notifications.sms')}
            hint={t('settings.notifications.smsHint', { phone })}
            checked={notifications.sms}
            onChange={(sms) => change({ notifications: { sms } })}
          />
        </li>
        <li>
          <SettingSwitch
            label={t('settings.notifications.email')}
            hint={
              user.email
                ? t('settings.notifications.emailHint', { email: user.email })
                : t('settings.notifications.emailNeedsAddress')
            }
            checked={Boolean(user.email) && notifications.email}
            disabled={!user.email}
            onChange={(email) => change({ notifications: { email } })}
          />
        </li>
        <li>
          <SettingSwitch
            label={t('settings.notifications.push')}
            hint={push.busy ? t('settings.notifications.pushWorking') : t('settings.notifications.pushHint')}
            checked={notifications.push && push.subscribed}
            busy={push.busy}
            onChange={(on) => void changePush(on)}
          />
        </li>
        <li>
          <SettingSwitch
            label={t('settings.notifications.marketing')}
            hint={t('settings.notifications.marketingHint')}
            checked={user.settings.marketing}
            onChange={(marketing) => change({ marketing })}
          />
        </li>
      </ul>
      {push.failure && (
        <p className={styles.error} role="alert">
          {pushMessage(push.failure, t)}
        </p>
      )}
      {failure !== undefined && (
        <p className={styles.error} role="alert">
          {t('settings.notifications.saveFailed')} {errorMessage(failure, t)}
        </p>
      )}
    </SettingsSection>
  );
}
