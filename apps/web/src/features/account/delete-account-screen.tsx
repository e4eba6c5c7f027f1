// Deleting the account: a clear warning, then the SMS code (step-up), then the deletion and the goodbye.
import '../../i18n/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { requestStepUpCode } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { tokenStore } from '../../api/token-store';
import { currentUserId, deleteAccount } from '../../api/users';
import { paths } from '../../config/paths';
import { BackLink, Button, buttonClassName, clearNeedsReverification, Header, Icon } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { unsubscribeFromPush } from '../../lib/push-subscription';
import styles from './account.module.css';
import { Screen } from '../../ui/screen';
import { DeleteCodeStep } from './delete-code-step';

type Step = 'warning' | 'code' | 'failure';

export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('warning');
  usePageTitle(t('settings.deleteAccount.pageTitle'));

  // a new flow starts with no verification left over from a previous one
  useEffect(() => clearNeedsReverification(), []);

  const request = useMutation({
    mutationFn: () => requestStepUpCode({ action: 'deleteAccount' }),
    onSuccess: () => {
      clearNeedsReverification();
      setStep('code');
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteAccount(currentUserId() ?? ''),
    onSuccess: async () => {
      await unsubscribeFromPush();
      // the goodbye screen is public: it stays once the session is gone (an unknown one would go to /login)
      await navigate(paths.accountDeleted, { replace: true });
      tokenStore.clear();
      queryClient.clear();
    },
    onError: () => setStep('failure'),
  });

  if (step === 'failure') {
    return (
      <Screen gap={5}>
        <BackLink to={paths.settings} label={t('settings.back')} />
        <section className={styles.result} data-tone="error" role="alert">
          <span className={styles.resultIcon} aria-hidden="true">
            <Icon name="close" size={36} />
          </span>
          <h1 className={styles.resultTitle}>{t('settings.deleteAccount.failedTitle')}</h1>
          <p className={styles.resultText}>{errorMessage(remove.error, t)}</p>
        </section>
        <div className={styles.actions}>
          <Button fullWidth onClick={() => setStep('warning')}>
            {t('settings.deleteAccount.retry')}
          </Button>
        </div>
      </Screen>
    );
  }

  return (
    <Screen gap={5}>
      {/* leaving from the code step drops the verification (SPEC §2 "needs re-verification") */}
      <BackLink to={paths.settings} label={t('settings.back')} requireReverification={step === 'code'} />
      <Header
        title={step === 'code' ? t('settings.deleteAccount.codeTitle') : t('settings.deleteAccount.title')}
        subtitle={step === 'code' ? t('settings.deleteAccount.codeText') : undefined}
      />
      {step === 'warning' && (
        <div className={styles.step}>
          <section className={styles.warning} aria-labelledby="delete-warning">
            <h2 id="delete-warning" className={styles.warningTitle}>
              {t('settings.deleteAccount.warningTitle')}
            </h2>
            <p>{t('settings.deleteAccount.erased')}</p>
            <p>{t('settings.deleteAccount.custody')}</p>
            <p className={styles.final}>{t('settings.deleteAccount.final')}</p>
          </section>
          <p className={styles.note}>{t('settings.deleteAccount.stepUpNote')}</p>
          {request.isError && (
            <p className={styles.error} role="alert">
              {t('settings.deleteAccount.codeRequestFailed')} {errorMessage(request.error, t)}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              fullWidth
              className={styles.danger}
              loading={request.isPending}
              onClick={() => request.mutate()}
            >
              {t('settings.deleteAccount.start')}
            </Button>
            <Link to={paths.settings} viewTransition className={buttonClassName()} data-variant="secondary">
              {t('settings.deleteAccount.keep')}
            </Link>
          </div>
        </div>
      )}
      {step === 'code' && <DeleteCodeStep deleting={remove.isPending} onVerified={() => remove.mutate()} />}
    </Screen>
  );
}
