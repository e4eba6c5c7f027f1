// Security, in the settings: how many passkeys protect the items (or none yet), and the way to manage them.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { passkeysQuery } from '../../api/passkeys';
import { paths } from '../../config/paths';
import { SettingsLink, SettingsSection } from './settings-section';

export function SecuritySection() {
  const { t } = useTranslation();
  const passkeys = useQuery(passkeysQuery());
  const count = passkeys.data?.items?.length;
  const summary =
    passkeys.data?.recovery !== null && passkeys.data?.recovery !== undefined
      ? t('settings.security.recovery.underWayHeading')
      : count === undefined
        ? undefined
        : count === 0
          ? t('settings.security.summaryNone')
          : t('settings.security.summary', { count });

  return (
    <SettingsSection id="settings-security" title={t('settings.security.title')}>
      <SettingsLink to={paths.settingsSecurity} label={t('settings.security.linkLabel')} hint={summary} />
    </SettingsSection>
  );
}
