// The screen for an address that leads nowhere.
import { useTranslation } from '../i18n/react';
import { Link } from '../lib/router';
import { paths } from '../config/paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="app-message">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home} viewTransition>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
