// Deleting the account: a clear warning, then the SMS code (step-up) or the owner's passkey, then the deletion and
// the goodbye.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from '../../lib/router';
import { requestStepUpCode } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { useHasPasskey } from '../../api/passkeys';
import { tokenStore } from '../../api/token-store';
import { currentUserId, deleteAccount } from '../../api/users';
import { paths } from '../../config/paths';
import { BackLink, Button, buttonClassName, clearNeedsReverification, Header } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { unsubscribeFromPush } from '../../lib/push-subscription';
import flow from '../../ui/flow.module.css';
import styles from './account.module.css';
import { Screen } from '../../ui/screen';
import { ResultPanel } from '../../ui/result-panel';
import { StepUpCodeStep } from '../../ui/step-up-code-step';
import { PasskeyConfirm } from '../../ui/passkey-confirm';

type Step = 'warning' | 'code' | 'failure';

export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('warning');
  usePageTitle(t('settings.deleteAccount.pageTitle'));
  const hasPasskey = useHasPasskey();

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
        <ResultPanel tone="error" title={t('settings.deleteAccount.failedTitle')}>
          <p>{errorMessage(remove.error, t)}</p>
        </ResultPanel>
        <div className={flow.actions}>
          <Button fullWidth onClick={() => setStep('warning')}>
            {t('settings.deleteAccount.retry')}
          </Button>
        </div>
      </Screen>
    );
  }

  return (
    <Screen gap={5}>
      {/* leaving from the code step drops the verification (docs/product.md "Widgets": "needs re-verification") */}
      <BackLink to={paths.settings} label={t('settings.back')} requireReverification={step === 'code'} />
      <Header
        title={step === 'code' ? t('settings.deleteAccount.codeTitle') : t('settings.deleteAccount.title')}
        subtitle={step === 'code' ? t('settings.deleteAccount.codeText') : undefined}
      />
      {step === 'warning' && (
        <div className={flow.step}>
          <section className={styles.warning} aria-labelledby="delete-warning">
            <h2 id="delete-warning" className={styles.warningTitle}>
              {t('settings.deleteAccount.warningTitle')}
            </h2>
            <p>{t('settings.deleteAccount.erased')}</p>
            <p>{t('settings.deleteAccount.custody')}</p>
            <p className={styles.final}>{t('settings.deleteAccount.final')}</p>
          </section>
          <p className={flow.note}>
            {hasPasskey ? t('ui.stepUpCode.passkey.note') : t('settings.deleteAccount.stepUpNote')}
          </p>
          {hasPasskey ? (
            <PasskeyConfirm
              request={{ action: 'deleteAccount' }}
              label={t('settings.deleteAccount.startWithPasskey')}
              variant="danger"
              busy={remove.isPending}
              busyText={t('settings.deleteAccount.deleting')}
              onConfirmed={() => remove.mutate()}
            />
          ) : (
            <>
              {request.isError && (
                <p className={flow.error} role="alert">
                  {t('settings.deleteAccount.codeRequestFailed')} {errorMessage(request.error, t)}
                </p>
              )}
              <div className={flow.actions}>
                <Button
                  fullWidth
                  variant="danger"
                  loading={request.isPending}
                  onClick={() => request.mutate()}
                >
                  {t('settings.deleteAccount.start')}
                </Button>
              </div>
            </>
          )}
          <div className={flow.actions}>
            <Link to={paths.settings} viewTransition className={buttonClassName()} data-variant="secondary">
              {t('settings.deleteAccount.keep')}
            </Link>
          </div>
        </div>
      )}
      {step === 'code' && (
        <StepUpCodeStep
          request={{ action: 'deleteAccount' }}
          busy={remove.isPending}
          busyText={t('settings.deleteAccount.deleting')}
          onVerified={() => remove.mutate()}
        />
      )}
    </Screen>
  );
}
