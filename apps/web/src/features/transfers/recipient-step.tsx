// Step 1: a phone number, or a wallet address checked against the chosen chain as it is typed.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button, PhoneInput, type PhoneInputHandle } from '../../ui';
import type { Recipient, RecipientDraft } from './recipient';
import flow from '../../ui/flow.module.css';
import { RadioChoices } from '../../ui/choice-list';
import { addressMessage, useAddressCheck } from './address-check';
import { AddressFields } from './address-fields';
import { useAwaitedAddress, type AddressRecipient } from './use-awaited-address';

export interface RecipientStepProps {
  draft: RecipientDraft;
  onDraftChange: (draft: RecipientDraft) => void;
  onContinue: (recipient: Recipient) => void;
}

/** The two kinds of recipient the owner chooses between, with their texts. */
const RECIPIENT_KINDS = [
  { kind: 'phone', label: 'transfers.send.kindPhone', hint: 'transfers.send.kindPhoneHint' },
  { kind: 'address', label: 'transfers.send.kindAddress', hint: 'transfers.send.kindAddressHint' },
] as const;

export function RecipientStep({ draft, onDraftChange, onContinue }: RecipientStepProps) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const awaited = useAwaitedAddress(onContinue);
  const phoneField = useRef<PhoneInputHandle>(null);
  const { state: addressState, checksummed } = useAddressCheck(draft.chain, draft.address);
  const chainName = t(`transfers.send.chains.${draft.chain}`);

  const update = (patch: Partial<RecipientDraft>) => {
    // Editing the address or the chain after the tap cancels it: the owner has not confirmed the new one.
    awaited.stop();
    onDraftChange({ ...draft, ...patch });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // Enter again (or a tap that got through) while waiting must not send the step twice.
    if (awaited.isWaiting()) return;
    setTried(true);
    if (draft.kind === 'phone') {
      // a number typed or pasted just before the tap is read first (the phone rules load on first use)
      const phone = draft.phone ?? (await phoneField.current?.settle());
      if (phone) onContinue({ kind: 'phone', phone });
      return;
    }
    const recipient: AddressRecipient = {
      kind: 'address',
      chain: draft.chain,
      address: draft.address.trim(),
    };
    // sent, confirmed and shown in its checksummed form, whatever case it was typed in
    if (addressState === 'valid' && checksummed) onContinue({ ...recipient, address: checksummed });
    else if (addressState === 'checking') void awaited.waitFor(recipient);
  };

  const message = addressMessage(
    { state: addressState, checksummed, address: draft.address, chainName, tried },
    t,
  );

  return (
    <form className={flow.step} onSubmit={(event) => void submit(event)} noValidate>
      <RadioChoices
        legend={t('transfers.send.kindLegend')}
        name="recipient-kind"
        choices={RECIPIENT_KINDS.map(({ kind, label, hint }) => ({
          value: kind,
          label: t(label),
          hint: t(hint),
        }))}
        chosen={draft.kind}
        onChoose={(kind) => update({ kind })}
      />

      {draft.kind === 'phone' ? (
        <PhoneInput
          label={t('transfers.send.phoneLabel')}
          value={draft.phone}
          onChange={(phone) => update({ phone })}
          onValidate={() => void submit()}
          handleRef={phoneField}
          error={tried && !draft.phone ? t('transfers.send.phoneInvalid') : undefined}
        />
      ) : (
        <AddressFields chain={draft.chain} address={draft.address} message={message} onChange={update} />
      )}

      <div className={flow.actions}>
        <Button type="submit" fullWidth loading={awaited.waiting}>
          {t('transfers.send.continue')}
        </Button>
      </div>
    </form>
  );
}
