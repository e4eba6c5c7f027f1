// The confirmation of a change of heirs or of an entrusting (decision 011, passkeys decision 018): the owner's
// passkey when they have one, else an SMS code asked for, then typed; `onConfirmed` spends the grant at once.
import type { StepUpRequest } from '@heirloom/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useHasPasskey } from '../../api/passkeys';
import { clearNeedsReverification } from '../../ui';
import { PasskeyConfirm } from '../../ui/passkey-confirm';
import { StepUpCodeRequest } from '../../ui/step-up-code-request';
import { StepUpCodeStep } from '../../ui/step-up-code-step';
import flow from '../../ui/flow.module.css';
import styles from './heirs-care.module.css';

export interface StepUpConfirmProps {
  /** What the passkey or the code confirms: exactly the change about to be sent. */
  request: StepUpRequest;
  onConfirmed: () => void;
  /** The change is under way; `busyText` says which ("Saving…"). */
  busy: boolean;
  busyText: string;
  texts: {
    note: string;
    requestCode: string;
    codeRequestFailed: string;
    codeTitle: string;
    codeText: string;
    passkey: string;
  };
  variant?: 'primary' | 'danger';
}

export function StepUpConfirm({ request, onConfirmed, busy, busyText, texts, variant }: StepUpConfirmProps) {
  const { t } = useTranslation();
  const hasPasskey = useHasPasskey();
  const [codeSent, setCodeSent] = useState(false);
  // a new confirmation starts with no verification left over from an earlier one
  useEffect(() => clearNeedsReverification(), []);

  if (codeSent) {
    return (
      <section className={flow.step} aria-labelledby="step-up-code-heading">
        <h2 id="step-up-code-heading" className={styles.subheading} tabIndex={-1} data-step-focus>
          {texts.codeTitle}
        </h2>
        <p className={flow.note}>{texts.codeText}</p>
        <StepUpCodeStep request={request} busy={busy} busyText={busyText} onVerified={onConfirmed} />
      </section>
    );
  }
  return (
    <div className={flow.step}>
      <p className={flow.note}>{hasPasskey ? t('ui.stepUpCode.passkey.note') : texts.note}</p>
      {hasPasskey ? (
        <PasskeyConfirm
          request={request}
          label={texts.passkey}
          variant={variant}
          busy={busy}
          busyText={busyText}
          onConfirmed={onConfirmed}
        />
      ) : (
        <StepUpCodeRequest
          request={request}
          label={texts.requestCode}
          variant={variant}
          failedText={texts.codeRequestFailed}
          onSent={() => setCodeSent(true)}
        />
      )}
    </div>
  );
}
