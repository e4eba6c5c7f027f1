// The home screen's top: the brand's mark and the language (flag and name) on one row, and below them the way to
// the shop, the activity and the settings, each a labelled tile. Logging out is in the settings.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { Icon } from '../../ui';
import { LanguageSwitch } from '../../ui/language-switch';
import { BrandMark } from '../../ui/brand-mark';
import { StrokedSvg } from '../../ui/stroked-svg';
import styles from './home-screen.module.css';

export function HomeTopBar() {
  const { t } = useTranslation();
  return (
    <div className={styles.top}>
      <div className={styles.topBar}>
        <BrandMark className={styles.brand} />
        <LanguageSwitch saveToAccount />
      </div>
      <nav className={styles.shortcuts}>
        <Shortcut to={paths.shop} icon={<Icon name="bag" size={22} />} label={t('items.home.shop')} />
        <Shortcut
          to={paths.activity}
          icon={<Icon name="send" size={22} />}
          label={t('transfers.activity.open')}
        />
        <Shortcut
          to={paths.settings}
          icon={<AccountIcon />}
          label={t('items.home.settingsShort')}
          name={t('items.home.settings')}
        />
      </nav>
    </div>
  );
}

/** A tile: an icon over a short label; `name` when the accessible name says more than the label. */
function Shortcut({ to, icon, label, name }: { to: string; icon: ReactNode; label: string; name?: string }) {
  return (
    <Link to={to} viewTransition className={styles.shortcut} aria-label={name}>
      {icon}
      <span>{label}</span>
    </Link>
  );
}

/** A head and shoulders: the owner's account and settings. */
function AccountIcon() {
  return (
    <StrokedSvg size={22} aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" />
    </StrokedSvg>
  );
}
