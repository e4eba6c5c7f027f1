// What others trusted the user with, in the settings: the items entrusted to them, and who named them as an heir
// (decisions 043, 044); each row opens its screen.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { Icon } from '../../ui';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section';

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
            <Link to={row.to} viewTransition className={styles.linkRow}>
              <span className={styles.linkText}>
                <span className={styles.linkLabel}>{t(row.label)}</span>
                <span className={styles.hint}>{t(row.hint)}</span>
              </span>
              <Icon name="chevron-right" size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
