// Deleting the account: a clear warning, then the SMS code (step-up) or the owner's passkey, then the deletion and
// the goodbye.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from '../../lib/router';
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
import { StepUpCodeRequest } from '../../ui/step-up-code-request';
import { PasskeyConfirm } from '../../ui/passkey-confirm';

type Step = 'warning' | 'code' | 'failure';

/** The deletion itself: then the goodbye, the session and the cached data gone. */
function useDeleteAccount(onFailure: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAccount(currentUserId() ?? ''),
    onSuccess: async () => {
      await unsubscribeFromPush();
      // the goodbye screen is public: it stays once the session is gone (an unknown one would go to /login)
      await navigate(paths.accountDeleted, { replace: true });
      tokenStore.clear();
      queryClient.clear();
    },
    onError: onFailure,
  });
}

export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('warning');
  usePageTitle(t('settings.deleteAccount.pageTitle'));
  const remove = useDeleteAccount(() => setStep('failure'));

  // a new flow starts with no verification left over from a previous one
  useEffect(() => clearNeedsReverification(), []);

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
        <DeleteWarning
          deleting={remove.isPending}
          onPasskeyConfirmed={() => remove.mutate()}
          onCodeSent={() => {
            clearNeedsReverification();
            setStep('code');
          }}
        />
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

interface DeleteWarningProps {
  deleting: boolean;
  /** The owner's passkey confirmed the deletion: it goes at once. */
  onPasskeyConfirmed: () => void;
  /** Without a passkey, a code was sent to confirm it. */
  onCodeSent: () => void;
}

/** What the deletion erases and what stays, then its confirmation (the passkey, or a code) or a way back. */
function DeleteWarning({ deleting, onPasskeyConfirmed, onCodeSent }: DeleteWarningProps) {
  const { t } = useTranslation();
  const hasPasskey = useHasPasskey();
  return (
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
          busy={deleting}
          busyText={t('settings.deleteAccount.deleting')}
          onConfirmed={onPasskeyConfirmed}
        />
      ) : (
        <StepUpCodeRequest
          request={{ action: 'deleteAccount' }}
          label={t('settings.deleteAccount.start')}
          variant="danger"
          failedText={t('settings.deleteAccount.codeRequestFailed')}
          onSent={onCodeSent}
        />
      )}
      <div className={flow.actions}>
        <Link to={paths.settings} viewTransition className={buttonClassName()} data-variant="secondary">
          {t('settings.deleteAccount.keep')}
        </Link>
      </div>
    </div>
  );
}
