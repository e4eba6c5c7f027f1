// Signed-in home (placeholder until "My items"): greeting, language, log out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { paths } from '../../config/paths';
import { Button, Header } from '../../ui';
import { LanguageSwitch } from '../auth/language-switch';
import styles from './home-screen.module.css';

export function HomeScreen() {
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
    <div className={styles.screen}>
      <div className={styles.topBar}>
        <span className={styles.wordmark}>{t('app.name')}</span>
        <LanguageSwitch />
      </div>
      <Header title={t('home.title')} subtitle={t('home.subtitle')} />
      <section className={styles.empty} aria-labelledby="home-empty-title">
        <h2 id="home-empty-title">{t('home.emptyTitle')}</h2>
        <p>{t('home.emptyText')}</p>
      </section>
      <Button variant="secondary" fullWidth loading={leaving} onClick={() => void signOut()}>
        {t('home.logout')}
      </Button>
    </div>
  );
}
