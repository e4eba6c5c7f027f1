// The shop's top bar: the way back (or the brand's mark on the shop's front page), the language, and a way to
// sign in for someone who is not.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import '../../i18n/shop';
import { useSignedIn } from '../../api/token-store';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../auth/language-switch';
import { BrandMark } from '../brand/brand-mark';
import styles from './shop.module.css';

export function ShopTopBar({ back }: { back?: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <div className={styles.topBar}>
      <div className={styles.topBarStart}>{back ?? <BrandMark />}</div>
      <div className={styles.topBarEnd}>
        <LanguageSwitch saveToAccount={signedIn} />
        {!signedIn && (
          <Link to={`${paths.login}?next=${next}`} viewTransition className={styles.signIn}>
            {t('shop.signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
