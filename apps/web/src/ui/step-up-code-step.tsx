// The SMS code that confirms a sensitive action (docs/product.md "Step-up verification": sending items, deleting
// the account): a right one opens the action's grant and `onVerified` spends it at once; a wrong, expired or
// locked code, or one that could not be checked, says which; a new code can be asked for the same action.
import type { StepUpRequest } from '@heirloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { requestStepUpCode } from '../api/auth';
import { errorMessage } from '../api/errors';
import { checkStepUpCode, codeProblemText, isCodeRefusal } from '../api/step-up-code';
import { Button } from './button';
import { SmsCodeInput } from './sms-code-input';
import styles from './flow.module.css';

export const STEP_UP_CODE_LENGTH = 6;

export interface StepUpCodeStepProps {
  /** What the code confirms: a new code is asked for the same action. */
  request: StepUpRequest;
  /** Called once the code is accepted: the action goes now. */
  onVerified: () => void;
  /** The action is under way; `busyText` says which ("Sending…"). */
  busy: boolean;
  busyText: string;
}

export function StepUpCodeStep({ request, onVerified, busy: acting, busyText }: StepUpCodeStepProps) {
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
  const busy = verify.isPending || acting;

  return (
    <div className={styles.step}>
      <div className={styles.codeBox}>
        <SmsCodeInput
          length={STEP_UP_CODE_LENGTH}
          code={code}
          onCodeChange={setCode}
          onRetype={() => setProblem(undefined)}
          onComplete={(complete) => verify.mutate(complete)}
          label={t('ui.stepUpCode.label')}
          invalid={isCodeRefusal(problem)}
          disabled={busy}
        />
        {failed && (
          <p className={styles.error} role="alert">
            {codeProblemText(problem, t, t('ui.stepUpCode.checkFailed'))}
          </p>
        )}
        {busy && (
          <p className={styles.note} role="status">
            {busyText}
          </p>
        )}
        {resend.isSuccess && !failed && (
          <p className={styles.note} role="status">
            {t('ui.stepUpCode.resent')}
          </p>
        )}
        {resend.isError && (
          <p className={styles.error} role="alert">
            {t('ui.stepUpCode.requestFailed')} {errorMessage(resend.error, t)}
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
          {t('ui.stepUpCode.resend')}
        </Button>
      </div>
    </div>
  );
}
