// The passkey that confirms a sensitive action (decision 018: an owner with a passkey confirms sends and the
// account's deletion with it, not with an SMS code): one button opens the browser's sheet for exactly this
// action; once the server has checked the signature, `onConfirmed` spends the grant at once. A cancelled sheet, a
// device without the passkey or a refusal is said in the owner's words, and the button stays to try again.
import type { PasskeyStepUpRequest } from '@heirloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react';
import { confirmWithPasskey, passkeyErrorMessage } from '../api/passkeys';
import { Button } from './button';
import styles from './flow.module.css';

export interface PasskeyConfirmProps {
  request: PasskeyStepUpRequest;
  /** The button's words ("Confirm with your passkey"); the danger tone for a deletion. */
  label?: string;
  variant?: 'primary' | 'danger';
  onConfirmed: () => void;
  /** The action is under way; `busyText` says which ("Sending…"). */
  busy: boolean;
  busyText: string;
}

export function PasskeyConfirm({
  request,
  label,
  variant = 'primary',
  onConfirmed,
  busy,
  busyText,
}: PasskeyConfirmProps) {
  const { t } = useTranslation();
  const confirm = useMutation({ mutationFn: () => confirmWithPasskey(request), onSuccess: onConfirmed });
  return (
    <div className={styles.step}>
      {confirm.isError && (
        <p className={styles.error} role="alert">
          {passkeyErrorMessage(confirm.error, t)}
        </p>
      )}
      {busy && (
        <p className={styles.note} role="status">
          {busyText}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          fullWidth
          variant={variant}
          loading={confirm.isPending || busy}
          onClick={() => confirm.mutate()}
        >
          {label ?? t('ui.stepUpCode.passkey.confirm')}
        </Button>
      </div>
    </div>
  );
}
