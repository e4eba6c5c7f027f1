// Asking for the SMS code that confirms a sensitive action (the step-up, for an owner without a passkey): one
// button, and the reason when the code could not be sent; `onSent` goes on to the code step.
import type { StepUpRequest } from '@heirloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react';
import { requestStepUpCode } from '../api/auth';
import { errorMessage } from '../api/errors';
import { Button } from './button';
import styles from './flow.module.css';

export interface StepUpCodeRequestProps {
  request: StepUpRequest;
  /** The button's words ("Receive a confirmation code"); the danger tone for a deletion. */
  label: string;
  variant?: 'primary' | 'danger';
  /** The sentence the reason follows when the code could not be sent. */
  failedText: string;
  onSent: () => void;
}

export function StepUpCodeRequest({ request, label, variant, failedText, onSent }: StepUpCodeRequestProps) {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: () => requestStepUpCode(request), onSuccess: onSent });
  return (
    <>
      {send.isError && (
        <p className={styles.error} role="alert">
          {failedText} {errorMessage(send.error, t)}
        </p>
      )}
      <div className={styles.actions}>
        <Button fullWidth variant={variant} loading={send.isPending} onClick={() => send.mutate()}>
          {label}
        </Button>
      </div>
    </>
  );
}
