// The page frame: a centred mobile column, a skip link, the scroll position per screen, and a redirect when the
// session ends (public screens stay).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { localeOf } from '../i18n';
import { useTranslation } from '../i18n/react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from '../lib/router';
import { OFFLINE_CACHE_KEY, tokenStore, useSignedIn } from '../api/token-store';
import { isPublicScreen, paths } from '../config/paths';
import { BrandThemeEffect } from './brand-theme-effect';

/** The offline notice (decision 038), loaded with the first signed-in screen, never with the sign-in screen. */
const OfflineNotice = lazy(async () => ({ default: (await import('./offline-notice')).OfflineNotice }));
/** Where the owner's answers are kept for reading offline, and whose they are. */
const offlineSession = { key: OFFLINE_CACHE_KEY, owner: tokenStore.owner };

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  // A new screen takes the focus when the control that led there is gone (a link or button of the screen
  // before): the keyboard's next Tab and a screen reader start at the top of the new screen, not at the end of
  // the page. A screen that put the focus somewhere itself (a field, a dialog) keeps it.
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected)
      main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // Marks the page as answering taps: a server-rendered screen's controls do nothing before hydration (e2e tests wait
  // for it rather than tapping again).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);

  useEffect(() => {
    // The rendered location can lag behind the address during a view transition: a flow that moves to a public
    // screen and then ends the session (account deletion) is already there, and stays.
    const onPublicScreen = isPublicScreen(location.pathname) || isPublicScreen(window.location.pathname);
    // The store itself decides, not only `signedIn`: while an owner's page the server rendered is hydrated,
    // `signedIn` is the server's value (it keeps no session), and the owner was sent to the sign-in screen and back,
    // the focus taken from wherever they had put it.
    if (!signedIn && !tokenStore.isSignedIn() && !onPublicScreen)
      void navigate(paths.login, { replace: true });
  }, [signedIn, location.pathname, navigate]);

  return (
    <div className="app-shell">
      <BrandThemeEffect />
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t('app.loading')} />
      )}
      <main id="main" className="app-column" ref={main} tabIndex={-1}>
        {/* a signed-in screen read offline says so, and as of when (decision 038) */}
        {signedIn && !isPublicScreen(location.pathname) && (
          <Suspense fallback={null}>
            <OfflineNotice t={t} locale={localeOf(i18n.language)} session={offlineSession} />
          </Suspense>
        )}
        <Outlet />
      </main>
      {/* a new screen opens at its top (a message opened from low on the item page too); back returns to where
          the reader was; the same screen with other search parameters (a tab, a filter) stays where it is */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  );
}
