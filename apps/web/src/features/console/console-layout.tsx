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
import { PageNotice } from './console-parts';
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
  { section: 'heirClaims', label: 'console.nav.heirClaims', role: 'afterSales' },
  { section: 'care', label: 'console.nav.care', role: 'afterSales' },
  { section: 'tags', label: 'console.nav.tags', role: ['catalogue', 'afterSales'] },
  { section: 'messages', label: 'console.nav.messages', role: 'messages' },
  { section: 'staff', label: 'console.nav.staff', role: 'admin' },
  { section: 'keys', label: 'console.nav.keys', role: 'admin' },
  { section: 'authorityKeys', label: 'console.nav.authorityKeys', role: 'admin' },
  { section: 'royalty', label: 'console.nav.royalty', role: 'admin' },
  { section: 'heirSettings', label: 'console.nav.heirSettings', role: 'admin' },
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

/**
 * The signed-in session: without one, the sign-in (coming back here after it); another one in this browser, nothing
 * read with the one before; a call refused until the passkey confirms the session, `me` read again to say so.
 */
function useConsoleSession() {
  const token = useConsoleToken();
  const signedIn = token !== null;
  const navigate = useNavigate();
  const location = useLocation();
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
  useEffect(() => {
    if (!signedIn) {
      const next =
        location.pathname === consolePaths.home ? '' : `?next=${encodeURIComponent(location.pathname)}`;
      void navigate(`${consolePaths.signIn}${next}`, { replace: true });
    }
  }, [signedIn, location.pathname, navigate]);
  return { signedIn, me };
}

/** The screen's main element: a new screen takes the focus at its top, for the keyboard and screen readers. */
function useMainFocus() {
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(location.pathname);
  useEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);
  return main;
}

/** The brand the address names, with the person's roles in it (none: they do not work for it). */
function brandOf(me: StaffMe, brandId: string | undefined): ConsoleBrand | null {
  const current = me.brands.find((b) => b.id === brandId);
  return current
    ? {
        me,
        brandId: current.id,
        name: current.name,
        roles: current.roles,
        can: (role) => current.roles.includes('admin') || current.roles.includes(role),
      }
    : null;
}

export function ConsoleLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { brandId } = useParams();
  const { signedIn, me } = useConsoleSession();
  const main = useMainFocus();

  if (!signedIn) return null;
  if (me.isPending) return <Frame>{t('console.loading')}</Frame>;
  if (me.isError) return <Frame>{t('console.loadFailed')}</Frame>;
  // signed in by link, keeping a passkey: nothing opens before it
  if (me.data.session.passkeyRequired) return <ConfirmPasskey me={me.data} />;

  const brand = brandOf(me.data, brandId);
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
          <BrandPicker me={me.data} brand={brand} />
          {brand && <SectionNav brand={brand} />}
          <WhoIsHere me={me.data} brand={brand} />
        </header>
        <main id="console-main" className={styles.main} ref={main} tabIndex={-1}>
          {brand || location.pathname === consolePaths.home ? <Outlet /> : <NoSuchBrand />}
        </main>
      </div>
    </BrandContext.Provider>
  );
}

/** The brand's name, or a choice among the brands the person works for (the same section in the other one). */
function BrandPicker({ me, brand }: { me: StaffMe; brand: ConsoleBrand | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { brandId } = useParams();
  if (me.brands.length <= 1) return brand && <p className={styles.brandName}>{brand.name}</p>;
  const here =
    sections.find(({ section }) => brandId && consoleHrefs.section(brandId, section) === location.pathname)
      ?.section ?? 'overview';
  return (
    <label className={styles.brandPicker}>
      {t('console.brand')}
      <select
        value={brandId ?? ''}
        onChange={(event) => void navigate(consoleHrefs.section(event.target.value, here))}
      >
        {!brand && <option value="">{t('console.chooseBrand')}</option>}
        {me.brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The sections the person's roles open, the one shown (or the one it is inside) marked. */
function SectionNav({ brand }: { brand: ConsoleBrand }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
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
  );
}

/** The console's language, who is signed in, their passkeys and signing out. */
function WhoIsHere({ me, brand }: { me: StaffMe; brand: ConsoleBrand | null }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const signOut = useConsoleSignOut();
  return (
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
      <span>{t('console.signedInAs', { email: me.email })}</span>
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
    <PageNotice title={t('console.noSuchBrand.title')} text={t('console.noSuchBrand.text')}>
      <Link to={consolePaths.home}>{t('console.noSuchBrand.back')}</Link>
    </PageNotice>
  );
}
