// The console's frame: a side navigation (the brand, its sections the person's roles open, the language, who is
// signed in) and the screen. Without a session it goes to the sign-in; a brand the person does not work for is
// "not found". Desktop first; on a tablet the navigation becomes a bar above the screen.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  consoleKeys,
  meQuery,
  onPasskeyRequired,
  useConsoleSignOut,
  type StaffMe,
  type StaffRole,
} from '../../api/console';
import { useConsoleToken } from '../../api/console-session';
import { consoleHrefs, consolePaths, type ConsoleSection } from '../../config/paths';
import { setLanguage, type TextKey } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { Link, Outlet, useLocation, useNavigate, useParams } from '../../lib/router';
import { styles } from './console-styles';
import { ConfirmPasskey } from './passkeys-screen';

export interface ConsoleBrand {
  me: StaffMe;
  brandId: string;
  name: string;
  roles: StaffRole[];
  /** May the person open this area (admins may open all)? */
  can: (role: StaffRole) => boolean;
}

const BrandContext = createContext<ConsoleBrand | null>(null);

/** The brand the screen is about, with the person's roles in it (inside the console's frame). */
export function useConsoleBrand(): ConsoleBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useConsoleBrand outside the console');
  return brand;
}

/** The sections in the navigation's order, each with the roles that open it (none: every role). */
const sections: { section: ConsoleSection; label: TextKey; role?: StaffRole | StaffRole[] }[] = [
  { section: 'overview', label: 'console.nav.overview' },
  { section: 'collections', label: 'console.nav.collections', role: 'catalogue' },
  { section: 'orders', label: 'console.nav.orders', role: 'catalogue' },
  { section: 'repairs', label: 'console.nav.repairs', role: 'afterSales' },
  { section: 'stores', label: 'console.nav.stores', role: 'afterSales' },
  { section: 'tags', label: 'console.nav.tags', role: ['catalogue', 'afterSales'] },
  { section: 'messages', label: 'console.nav.messages', role: 'messages' },
  { section: 'staff', label: 'console.nav.staff', role: 'admin' },
  { section: 'keys', label: 'console.nav.keys', role: 'admin' },
  { section: 'audit', label: 'console.nav.audit', role: 'admin' },
];

/** The tab's title: "Repairs · Maison Aurèle · Heirloom console". */
export function useConsoleTitle(title: string) {
  const { t } = useTranslation();
  const brand = useContext(BrandContext)?.name;
  useEffect(() => {
    const previous = document.title;
    document.title = [title, brand, t('console.product')].filter(Boolean).join(' · ');
    return () => {
      document.title = previous;
    };
  }, [title, brand, t]);
}

export function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const token = useConsoleToken();
  const signedIn = token !== null;
  const navigate = useNavigate();
  const location = useLocation();
  const { brandId } = useParams();
  const me = useQuery({ ...meQuery(), enabled: signedIn });
  const queryClient = useQueryClient();
  // another session in this browser (a sign-in in another tab): nothing read with the one before stays
  const shownFor = useRef(token);
  useEffect(() => {
    if (shownFor.current === token) return;
    shownFor.current = token;
    void queryClient.resetQueries({ queryKey: consoleKeys.all });
  }, [token, queryClient]);
  // a call refused until the passkey confirms the session: `me` says so, and the frame asks for it
  useEffect(
    () => onPasskeyRequired(() => void queryClient.invalidateQueries({ queryKey: consoleKeys.me() })),
    [queryClient],
  );
  const signOut = useConsoleSignOut();

  useEffect(() => {
    if (!signedIn) {
      const next =
        location.pathname === consolePaths.home ? '' : `?next=${encodeURIComponent(location.pathname)}`;
      void navigate(`${consolePaths.signIn}${next}`, { replace: true });
    }
  }, [signedIn, location.pathname, navigate]);

  // a new screen takes the focus at its top, for the keyboard and screen readers
  const main = useRef<HTMLElement>(null);
  const shown = useRef(location.pathname);
  useEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (!signedIn) return null;
  if (me.isPending) return <Frame>{t('console.loading')}</Frame>;
  if (me.isError) return <Frame>{t('console.loadFailed')}</Frame>;
  // signed in by link, keeping a passkey: nothing opens before it
  if (me.data.session.passkeyRequired) return <ConfirmPasskey me={me.data} />;

  const current = me.data.brands.find((b) => b.id === brandId);
  const brand: ConsoleBrand | null = current
    ? {
        me: me.data,
        brandId: current.id,
        name: current.name,
        roles: current.roles,
        can: (role) => current.roles.includes('admin') || current.roles.includes(role),
      }
    : null;
  const sectionOf = (path: string) =>
    sections.find(({ section }) => brandId && consoleHrefs.section(brandId, section) === path)?.section;
  const here = sectionOf(location.pathname) ?? 'overview';

  return (
    <BrandContext.Provider value={brand}>
      <div className={styles.shell}>
        <header className={styles.sidebar}>
          <a className="skip-link" href="#console-main">
            {t('console.skip')}
          </a>
          <p className={styles.product}>
            Heirloom<small>{t('console.productShort')}</small>
          </p>
          {me.data.brands.length > 1 ? (
            <label className={styles.brandPicker}>
              {t('console.brand')}
              <select
                value={brandId ?? ''}
                onChange={(event) => void navigate(consoleHrefs.section(event.target.value, here))}
              >
                {!brand && <option value="">{t('console.chooseBrand')}</option>}
                {me.data.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            brand && <p className={styles.brandName}>{brand.name}</p>
          )}
          {brand && (
            <nav className={styles.nav} aria-label={t('console.nav.label')}>
              <ul>
                {sections
                  .filter(({ role }) => !role || [role].flat().some(brand.can))
                  .map(({ section, label }) => {
                    const href = consoleHrefs.section(brand.brandId, section);
                    return (
                      <li key={section}>
                        <Link
                          to={href}
                          aria-current={
                            location.pathname === href
                              ? 'page'
                              : section !== 'overview' && location.pathname.startsWith(`${href}/`)
                                ? 'location'
                                : undefined
                          }
                        >
                          {t(label)}
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </nav>
          )}
          <div className={styles.who}>
            <label className={styles.brandPicker}>
              {t('console.language')}
              <select
                value={i18n.language}
                onChange={(event) => void setLanguage(event.target.value as 'en' | 'fr')}
              >
                <option value="en">English</option>
                <option value="fr">Français</option>
              </select>
            </label>
            <span>{t('console.signedInAs', { email: me.data.email })}</span>
            {brand && (
              <Link
                to={consoleHrefs.section(brand.brandId, 'account')}
                aria-current={
                  location.pathname === consoleHrefs.section(brand.brandId, 'account') ? 'page' : undefined
                }
              >
                {t('console.passkeys.nav')}
              </Link>
            )}
            <button type="button" className={styles.signOut} onClick={signOut}>
              {t('console.signOut')}
            </button>
          </div>
        </header>
        <main id="console-main" className={styles.main} ref={main} tabIndex={-1}>
          {brand || location.pathname === consolePaths.home ? <Outlet /> : <NoSuchBrand />}
        </main>
      </div>
    </BrandContext.Provider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.centered} role="status">
      {children}
    </div>
  );
}

function NoSuchBrand() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <h1>{t('console.noSuchBrand.title')}</h1>
      <p className={styles.empty}>{t('console.noSuchBrand.text')}</p>
      <Link to={consolePaths.home}>{t('console.noSuchBrand.back')}</Link>
    </section>
  );
}
