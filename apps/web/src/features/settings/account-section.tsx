// Log out, and the way to the account's deletion (behind its own warning and SMS code).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { paths } from '../../config/paths';
import { Button } from '../../ui';
import styles from './settings.module.css';

export function AccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // the local session is cleared anyway; the server session expires on its own
    }
    void navigate(paths.login, { replace: true, viewTransition: true });
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="settings-session">
        <h2 id="settings-session" className={styles.heading}>
          {t('settings.session.heading')}
        </h2>
        <p className={styles.hint}>{t('settings.session.logoutHint')}</p>
        <Button variant="secondary" loading={leaving} onClick={() => void signOut()}>
          {t('settings.session.logout')}
        </Button>
      </section>
      <section className={styles.section} data-tone="danger" aria-labelledby="settings-danger">
        <h2 id="settings-danger" className={styles.heading}>
          {t('settings.danger.heading')}
        </h2>
        <p className={styles.text}>{t('settings.danger.text')}</p>
        <Link to={paths.deleteAccount} viewTransition className={styles.dangerLink}>
          {t('settings.danger.open')}
        </Link>
      </section>
    </>
  );
}
