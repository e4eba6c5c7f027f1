// The home screen's top bar: the brand's mark, the language switch, the shop, activity, settings and log out.
import '../../i18n/items';
import '../../i18n/transfers';
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
        {/* five controls share a phone's width with the brand: the language shows its flag only */}
        <LanguageSwitch saveToAccount compact />
        <Link
          to={paths.shop}
          viewTransition
          className={styles.iconButton}
          aria-label={t('items.home.shop')}
          title={t('items.home.shop')}
        >
          <Icon name="bag" size={22} />
        </Link>
        <Link
          to={paths.activity}
          viewTransition
          className={styles.iconButton}
          aria-label={t('transfers.activity.open')}
          title={t('transfers.activity.open')}
        >
          <Icon name="send" size={22} />
        </Link>
        <Link
          to={paths.settings}
          viewTransition
          className={styles.iconButton}
          aria-label={t('items.home.settings')}
          title={t('items.home.settings')}
        >
          <AccountIcon />
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

/** A head and shoulders: the owner's account and settings. */
function AccountIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" />
    </svg>
  );
}
