// The home screen's top bar: the brand's mark, the language switch, and log out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { paths } from '../../config/paths';
import { Icon } from '../../ui';
import { LanguageSwitch } from '../auth/language-switch';
import { BrandMark } from '../brand/brand-mark';
import styles from './home-screen.module.css';

export function HomeTopBar() {
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
    <div className={styles.topBar}>
      <BrandMark className={styles.brand} />
      <div className={styles.actions}>
        <LanguageSwitch />
        <Link
          to={paths.activity}
          viewTransition
          className={styles.iconButton}
          aria-label={t('transfers.activity.open')}
          title={t('transfers.activity.open')}
        >
          <Icon name="send" size={22} />
        </Link>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void signOut()}
          disabled={leaving}
          aria-busy={leaving || undefined}
          aria-label={t('home.logout')}
          title={t('home.logout')}
        >
          <Icon name="logout" size={22} />
        </button>
      </div>
    </div>
  );
}
