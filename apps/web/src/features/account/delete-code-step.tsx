// The SMS code that opens the deleteAccount grant; a right one deletes the account at once.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestStepUpCode } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { checkStepUpCode, codeProblemText, isCodeRefusal } from '../../api/step-up-code';
import { Button, PinInput } from '../../ui';
import styles from './account.module.css';

export const STEP_UP_CODE_LENGTH = 6;

export interface DeleteCodeStepProps {
  onVerified: () => void;
  deleting: boolean;
}

export function DeleteCodeStep({ onVerified, deleting }: DeleteCodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  // why the last code was not accepted: wrong, expired, locked, or not checked at all (network)
  const [problem, setProblem] = useState<unknown>();
  const verify = useMutation({
    mutationFn: checkStepUpCode,
    onSuccess: (result) => {
      if (result.ok) {
        setProblem(undefined);
        onVerified();
      } else {
        setProblem(result.error);
        setCode('');
      }
    },
  });
  const failed = problem !== undefined;
  const resend = useMutation({ mutationFn: () => requestStepUpCode({ action: 'deleteAccount' }) });
  const busy = verify.isPending || deleting;

  return (
    <div className={styles.step}>
      <div className={styles.codeBox}>
        <PinInput
          length={STEP_UP_CODE_LENGTH}
          value={code}
          label={t('settings.deleteAccount.codeLabel')}
          hideLabel
          // the code is this screen's only task: the keyboard should be up at once
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          invalid={isCodeRefusal(problem)}
          disabled={busy}
          onChange={(next) => {
            setCode(next);
            if (next !== '') setProblem(undefined);
          }}
          onComplete={(complete) => verify.mutate(complete)}
        />
        {failed && (
          <p className={styles.error} role="alert">
            {codeProblemText(problem, t, t('settings.deleteAccount.codeCheckFailed'))}
          </p>
        )}
        {busy && (
          <p className={styles.note} role="status">
            {t('settings.deleteAccount.deleting')}
          </p>
        )}
        {resend.isSuccess && !failed && (
          <p className={styles.note} role="status">
            {t('settings.deleteAccount.resent')}
          </p>
        )}
        {resend.isError && (
          <p className={styles.error} role="alert">
            {t('settings.deleteAccount.codeRequestFailed')} {errorMessage(resend.error, t)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          loading={resend.isPending}
          disabled={busy}
          onClick={() => {
            setProblem(undefined);
            setCode('');
            resend.mutate();
          }}
        >
          {t('settings.deleteAccount.resend')}
        </Button>
      </div>
    </div>
  );
}
