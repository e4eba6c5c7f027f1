// Step 1: a phone number, or a wallet address checked against the chosen chain as it is typed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { chains } from '@heirloom/contract';
import {
  checkWalletAddress,
  isZeroAddress,
  looksLikeAddress,
  transferKeys,
  type Chain,
} from '../../api/transfers';
import { Button, PhoneInput, TextInput, type PhoneInputHandle } from '../../ui';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { Recipient, RecipientDraft } from './recipient';
import flow from '../../ui/flow.module.css';
import styles from './send.module.css';
import { RadioChoices } from '../../ui/choice-list';

const ADDRESS_CHECK_DELAY_MS = 250;

export interface RecipientStepProps {
  draft: RecipientDraft;
  onDraftChange: (draft: RecipientDraft) => void;
  onContinue: (recipient: Recipient) => void;
}

type AddressState = 'empty' | 'typing' | 'malformed' | 'checking' | 'failed' | 'valid' | 'invalid' | 'zero';

/** Whether what is typed could still become an address (0x + hex), so no error is shown yet. */
const couldBecomeAddress = (value: string) => /^(0|0x[0-9a-fA-F]{0,40})?$/.test(value);

/**
 * The check of one address, shared with `useAddressCheck` through the query cache (one request for both): its
 * checksummed form, or null when refused.
 */
const addressCheck = (chain: Chain, address: string) => ({
  queryKey: transferKeys.address(chain, address),
  queryFn: ({ signal }: { signal: AbortSignal }) => checkWalletAddress(chain, address, signal),
  staleTime: Infinity,
  retry: false,
});

/** Where the typed address stands, and its checksummed form once the server has accepted it. */
function useAddressCheck(chain: Chain, address: string): { state: AddressState; checksummed?: string } {
  const typed = address.trim();
  const settled = useDebouncedValue(typed, ADDRESS_CHECK_DELAY_MS);
  // Asked once typing pauses; but an answer already known (an earlier check, or one Continue asked for
  // at once) shows without waiting for the pause.
  const check = useQuery({
    ...addressCheck(chain, typed),
    enabled: looksLikeAddress(typed) && settled === typed,
  });
  if (typed === '') return { state: 'empty' };
  if (!looksLikeAddress(typed)) return { state: couldBecomeAddress(typed) ? 'typing' : 'malformed' };
  if (check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'failed' };
  if (check.data) return { state: 'valid', checksummed: check.data };
  // the server refuses only the zero address and a mixed case that does not match its checksum
  return { state: isZeroAddress(typed) ? 'zero' : 'invalid' };
}

type AddressRecipient = Extract<Recipient, { kind: 'address' }>;

/** The two kinds of recipient the owner chooses between, with their texts. */
const RECIPIENT_KINDS = [
  { kind: 'phone', label: 'transfers.send.kindPhone', hint: 'transfers.send.kindPhoneHint' },
  { kind: 'address', label: 'transfers.send.kindAddress', hint: 'transfers.send.kindAddressHint' },
] as const;

export function RecipientStep({ draft, onDraftChange, onContinue }: RecipientStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tried, setTried] = useState(false);
  // The address Continue was pressed for while its check was under way (issue 13, item 10): pasting and
  // tapping at once is the usual gesture, so the tap waits for the answer instead of being dropped. The ref
  // is what the answer is compared with; the state only draws the busy button.
  const [waiting, setWaiting] = useState(false);
  const awaited = useRef<AddressRecipient | null>(null);
  const phoneField = useRef<PhoneInputHandle>(null);
  const { state: addressState, checksummed } = useAddressCheck(draft.chain, draft.address);
  const chainName = t(`transfers.send.chains.${draft.chain}`);

  const stopWaiting = () => {
    awaited.current = null;
    setWaiting(false);
  };
  // Leaving the step drops the tap: no step change after the owner went elsewhere.
  useEffect(() => () => void (awaited.current = null), []);

  const update = (patch: Partial<RecipientDraft>) => {
    // Editing the address or the chain after the tap cancels it: the owner has not confirmed the new one.
    stopWaiting();
    onDraftChange({ ...draft, ...patch });
  };

  const waitForCheck = async (recipient: AddressRecipient) => {
    awaited.current = recipient;
    setWaiting(true);
    let checked: string | null = null;
    try {
      // Asked now rather than after the typing pause; joins the check already in flight, if any.
      checked = await queryClient.fetchQuery(addressCheck(recipient.chain, recipient.address));
    } catch {
      // The failure (or the cancellation of an edited address) is what the line under the field shows.
    }
    if (awaited.current !== recipient) return;
    stopWaiting();
    // A refusal needs nothing more: the check's answer is already shown under the field.
    if (checked) onContinue({ ...recipient, address: checked });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // Enter again (or a tap that got through) while waiting must not send the step twice.
    if (awaited.current) return;
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
    else if (addressState === 'checking') void waitForCheck(recipient);
  };

  const addressMessage: Partial<Record<AddressState, { tone: string; text: string }>> = {
    checking: { tone: 'busy', text: t('transfers.send.addressChecking') },
    valid: {
      tone: 'ok',
      text:
        checksummed && checksummed !== draft.address.trim()
          ? t('transfers.send.addressValidChecksummed', { chain: chainName, address: checksummed })
          : t('transfers.send.addressValid', { chain: chainName }),
    },
    invalid: { tone: 'error', text: t('transfers.send.addressInvalid') },
    zero: { tone: 'error', text: t('transfers.send.addressZero') },
    malformed: { tone: 'error', text: t('transfers.send.addressMalformed') },
    failed: { tone: 'error', text: t('transfers.send.addressCheckFailed') },
    ...(tried ? { typing: { tone: 'error', text: t('transfers.send.addressMalformed') } } : {}),
  };
  const message = addressMessage[addressState];

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
        <>
          <RadioChoices
            legend={t('transfers.send.chainLegend')}
            layout="inline"
            name="chain"
            choices={chains.map((chain) => ({ value: chain, label: t(`transfers.send.chains.${chain}`) }))}
            chosen={draft.chain}
            onChoose={(chain) => update({ chain })}
          />
          <div className={styles.address}>
            <TextInput
              label={t('transfers.send.addressLabel')}
              hint={t('transfers.send.addressHint')}
              value={draft.address}
              onChange={(event) => update({ address: event.target.value })}
              invalid={message?.tone === 'error'}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              inputMode="text"
              placeholder="0x…"
            />
          </div>
          <p className={styles.status} data-tone={message?.tone} aria-live="polite">
            {message?.text}
          </p>
        </>
      )}

      <div className={flow.actions}>
        <Button type="submit" fullWidth loading={waiting}>
          {t('transfers.send.continue')}
        </Button>
      </div>
    </form>
  );
}
