// The goodbye after the account's deletion (public: the session is gone), with the way back in.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { Screen } from '../../ui/screen';
import flow from '../../ui/flow.module.css';
import { ResultPanel } from '../../ui/result-panel';

export function AccountDeletedScreen() {
  const { t } = useTranslation();
  usePageTitle(t('settings.accountDeleted.pageTitle'));
  return (
    <Screen gap={5}>
      <ResultPanel tone="success" title={t('settings.accountDeleted.title')}>
        <p>{t('settings.accountDeleted.text')}</p>
      </ResultPanel>
      <div className={flow.actions}>
        <Link to={paths.login} replace viewTransition className={buttonClassName()} data-variant="primary">
          {t('settings.accountDeleted.signIn')}
        </Link>
      </div>
    </Screen>
  );
}
