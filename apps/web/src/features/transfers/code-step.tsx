// Step 3: the SMS confirmation code; a right one opens the grant that the send then spends.
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestStepUpCode } from '../../api/auth';
import { apiErrorOf, errorMessage } from '../../api/errors';
import { stepUpActionFor, type RecipientKind } from '../../api/transfers';
import { Button, PinInput } from '../../ui';
import { checkStepUpCode } from './api/check-step-up-code';
import styles from './send.module.css';

export const STEP_UP_CODE_LENGTH = 6;

/** The refusals that are about the code itself: the boxes take the error style. */
const CODE_PROBLEMS = new Set(['CODE_INVALID', 'CODE_EXPIRED', 'CODE_LOCKED']);

/**
 * The server says in the owner's language what was wrong (a wrong code with the tries left, an expired
 * or locked one); a code that never reached it was not checked at all, which is not "not correct".
 */
function codeProblemText(problem: unknown, t: TFunction): string {
  return apiErrorOf(problem)?.message ?? `${t('transfers.send.codeCheckFailed')} ${errorMessage(problem, t)}`;
}

export interface CodeStepProps {
  kind: RecipientKind;
  /** Called once the code is accepted: the transfer goes now. */
  onVerified: () => void;
  sending: boolean;
}

export function CodeStep({ kind, onVerified, sending }: CodeStepProps) {
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
  const problemCode = apiErrorOf(problem)?.code;
  const resend = useMutation({ mutationFn: () => requestStepUpCode(stepUpActionFor(kind)) });
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
          invalid={problemCode !== undefined && CODE_PROBLEMS.has(problemCode)}
          disabled={busy}
          onChange={(next) => {
            setCode(next);
            if (next !== '') setProblem(undefined);
          }}
          onComplete={(complete) => verify.mutate(complete)}
        />
        {failed && (
          <p className={styles.error} role="alert">
            {codeProblemText(problem, t)}
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
