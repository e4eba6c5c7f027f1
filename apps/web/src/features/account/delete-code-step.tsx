// The SMS code that opens the deleteAccount grant; a right one deletes the account at once.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPin, requestStepUpCode } from '../../api/auth';
import { errorMessage } from '../../api/errors';
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
  const [wrong, setWrong] = useState(false);
  const verify = useMutation({
    mutationFn: checkPin,
    onSuccess: (ok) => {
      if (ok) {
        onVerified();
      } else {
        setWrong(true);
        setCode('');
      }
    },
  });
  const resend = useMutation({ mutationFn: () => requestStepUpCode('deleteAccount') });
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
          invalid={wrong}
          disabled={busy}
          onChange={(next) => {
            setCode(next);
            if (next !== '') setWrong(false);
          }}
          onComplete={(complete) => verify.mutate(complete)}
        />
        {wrong && (
          <p className={styles.error} role="alert">
            {t('settings.deleteAccount.codeWrong')}
          </p>
        )}
        {busy && (
          <p className={styles.note} role="status">
            {t('settings.deleteAccount.deleting')}
          </p>
        )}
        {resend.isSuccess && !wrong && (
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
            setWrong(false);
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
