// What others trusted the user with, in the settings: the items entrusted to them, and who named them as an heir
// (decisions 043, 044); each row opens its screen.
import { useTranslation } from '../../i18n/react';
import { paths } from '../../config/paths';
import styles from './settings.module.css';
import { SettingsLink, SettingsSection } from './settings-section';

const rows = [
  { to: paths.entrusted, label: 'settings.trusted.entrusted', hint: 'settings.trusted.entrustedHint' },
  { to: paths.namedMe, label: 'settings.trusted.namedMe', hint: 'settings.trusted.namedMeHint' },
] as const;

export function TrustedSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="settings-trusted" title={t('settings.trusted.title')}>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.to}>
            <SettingsLink to={row.to} label={t(row.label)} hint={t(row.hint)} />
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
