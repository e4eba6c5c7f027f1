// Shown when a screen fails to load or crashes: the user can reload, nothing else is lost.
import { useTranslation } from '../i18n/react';
import { useRouteError } from '../lib/router';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.warn('route error', error);
  return (
    <main className="app-column app-message" role="alert">
      <h1>{t('errors.screenTitle')}</h1>
      <p>{t('errors.screenText')}</p>
      <button type="button" className="plain-button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
