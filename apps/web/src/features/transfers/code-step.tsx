// Step 3: the SMS confirmation code; a right one opens the grant that the send then spends.
import '../../i18n/transfers';
import type { StepUpRequest } from '@heirloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestStepUpCode } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { checkStepUpCode, codeProblemText, isCodeRefusal } from '../../api/step-up-code';
import { Button, PinInput } from '../../ui';
import styles from './send.module.css';

export const STEP_UP_CODE_LENGTH = 6;

export interface CodeStepProps {
  /** what the code confirms: a new code is asked for the same send */
  request: StepUpRequest;
  /** Called once the code is accepted: the transfer goes now. */
  onVerified: () => void;
  sending: boolean;
}

export function CodeStep({ request, onVerified, sending }: CodeStepProps) {
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
  const resend = useMutation({ mutationFn: () => requestStepUpCode(request) });
  const busy = verify.isPending || sending;

  return (
    <div className={styles.step}>
      <div className={styles.codeBox}>
        <PinInput
          length={STEP_UP_CODE_LENGTH}
          value={code}
          label={t('transfers.send.codeLabel')}
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
            {codeProblemText(problem, t, t('transfers.send.codeCheckFailed'))}
          </p>
        )}
        {busy && (
          <p className={styles.note} role="status">
            {t('transfers.send.sending')}
          </p>
        )}
        {resend.isSuccess && !failed && (
          <p className={styles.note} role="status">
            {t('transfers.send.resent')}
          </p>
        )}
        {resend.isError && (
          <p className={styles.error} role="alert">
            {t('transfers.send.codeRequestFailed')} {errorMessage(resend.error, t)}
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
          {t('transfers.send.resend')}
        </Button>
      </div>
    </div>
  );
}
