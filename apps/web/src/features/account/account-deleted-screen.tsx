// The goodbye after the account's deletion (public: the session is gone), with the way back in.
import '../../i18n/settings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { buttonClassName, Icon } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { Screen } from '../../ui/screen';
import styles from './account.module.css';

export function AccountDeletedScreen() {
  const { t } = useTranslation();
  usePageTitle(t('settings.accountDeleted.pageTitle'));
  return (
    <Screen gap={5}>
      <section className={styles.result} role="status">
        <span className={styles.resultIcon} aria-hidden="true">
          <Icon name="check" size={36} />
        </span>
        <h1 className={styles.resultTitle}>{t('settings.accountDeleted.title')}</h1>
        <p className={styles.resultText}>{t('settings.accountDeleted.text')}</p>
      </section>
      <div className={styles.actions}>
        <Link to={paths.login} replace viewTransition className={buttonClassName()} data-variant="primary">
          {t('settings.accountDeleted.signIn')}
        </Link>
      </div>
    </Screen>
  );
}
