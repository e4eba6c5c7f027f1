// Log out, and the way to the account's deletion (behind its own warning and SMS code).
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { useSignOut } from '../../lib/use-sign-out';
import { Button } from '../../ui';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section';

export function AccountSection() {
  const { t } = useTranslation();
  const { leaving, signOut } = useSignOut({ viewTransition: true });

  return (
    <>
      <SettingsSection id="settings-session" title={t('settings.session.heading')}>
        <p className={styles.hint}>{t('settings.session.logoutHint')}</p>
        <Button variant="secondary" loading={leaving} onClick={() => void signOut()}>
          {t('settings.session.logout')}
        </Button>
      </SettingsSection>
      <SettingsSection id="settings-danger" title={t('settings.danger.heading')} tone="danger">
        <p className={styles.text}>{t('settings.danger.text')}</p>
        <Link to={paths.deleteAccount} viewTransition className={styles.dangerLink}>
          {t('settings.danger.open')}
        </Link>
      </SettingsSection>
    </>
  );
}
