// Shown when a screen fails to load or crashes: the user can reload, nothing else is lost. Offline, a screen whose
// code or data this device never kept says that it waits for the network, not that something broke.
import { useTranslation } from '../i18n/react';
import { useRouteError } from '../lib/router';
import { failedOffline } from '../api/errors';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // read as the screen fails (failedOffline reads navigator.onLine): its reload button is the way on either way
  const offline = failedOffline(error);
  console.warn('route error', error);
  return (
    <main className="app-column app-message" role="alert">
      <h1>{offline ? t('offline.screenTitle') : t('errors.screenTitle')}</h1>
      <p>{offline ? t('offline.screenText') : t('errors.screenText')}</p>
      <button type="button" className="plain-button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
