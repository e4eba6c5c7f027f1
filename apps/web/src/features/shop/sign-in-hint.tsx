// "Already with Heirloom? Sign in to buy as yourself": for someone signed out, back here once signed in.
import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from '../../lib/router';
import { paths } from '../../config/paths';
import styles from './purchase.module.css';

export function SignInHint() {
  const { t } = useTranslation();
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <p className={styles.note}>
      {t('shop.guest.haveAccount')}{' '}
      <Link to={`${paths.login}?next=${next}`} viewTransition className={styles.inlineLink}>
        {t('shop.guest.signIn')}
      </Link>
    </p>
  );
}
