// Step 1: a phone number, or a wallet address checked against the chosen chain as it is typed; the chain
// must be the one the items were minted on.
import '../../i18n/transfers';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chains } from '@heirloom/contract';
import type { Item } from '../../api/items';
import { isAddressValid, looksLikeAddress, transferKeys, type Chain } from '../../api/transfers';
import { Button, PhoneInput, Radio, TextInput } from '../../ui';
import { useDebouncedValue } from '../collections/use-debounced-value';
import { chainProblem, type ChainProblem } from './mint-chain';
import type { Recipient, RecipientDraft } from './recipient';
import styles from './send.module.css';

const ADDRESS_CHECK_DELAY_MS = 250;

export interface RecipientStepProps {
  /** What is being sent: a wallet must be on the chain these were minted on. */
  items: Pick<Item, 'name' | 'mint'>[];
  draft: RecipientDraft;
  onDraftChange: (draft: RecipientDraft) => void;
  onContinue: (recipient: Recipient) => void;
}

type AddressState = 'empty' | 'typing' | 'malformed' | 'checking' | 'failed' | 'valid' | 'invalid';

/** Whether what is typed could still become an address (0x + hex), so no error is shown yet. */
const couldBecomeAddress = (value: string) => /^(0|0x[0-9a-fA-F]{0,40})?$/.test(value);

function useAddressCheck(chain: Chain, address: string): AddressState {
  const typed = address.trim();
  const settled = useDebouncedValue(typed, ADDRESS_CHECK_DELAY_MS);
  const ready = looksLikeAddress(settled) && settled === typed;
  const check = useQuery({
    queryKey: transferKeys.address(chain, settled),
    queryFn: ({ signal }) => isAddressValid(chain, settled, signal),
    enabled: looksLikeAddress(settled),
    staleTime: Infinity,
    retry: false,
  });
  if (typed === '') return 'empty';
  if (!looksLikeAddress(typed)) return couldBecomeAddress(typed) ? 'typing' : 'malformed';
  if (!ready || check.isPending) return 'checking';
  if (check.isError) return 'failed';
  return check.data ? 'valid' : 'invalid';
}

function chainProblemText(problem: ChainProblem, t: TFunction): string {
  const name = (chain: Chain) => t(`transfers.send.chains.${chain}`);
  return problem.kind === 'mixed'
    ? t('transfers.send.chainsMixed', { chains: problem.chains.map(name).join(', ') })
    : t('transfers.send.chainMismatch', { item: problem.item, minted: name(problem.minted) });
}

export function RecipientStep({ items, draft, onDraftChange, onContinue }: RecipientStepProps) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const addressState = useAddressCheck(draft.chain, draft.address);
  const wrongChain = chainProblem(items, draft.chain);
  const update = (patch: Partial<RecipientDraft>) => onDraftChange({ ...draft, ...patch });
  const chainName = t(`transfers.send.chains.${draft.chain}`);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (draft.kind === 'phone' && draft.phone) onContinue({ kind: 'phone', phone: draft.phone });
    if (draft.kind === 'address' && addressState === 'valid' && !wrongChain) {
      onContinue({ kind: 'address', chain: draft.chain, address: draft.address.trim() });
    }
  };

  const addressMessage: Partial<Record<AddressState, { tone: string; text: string }>> = {
    checking: { tone: 'busy', text: t('transfers.send.addressChecking') },
    valid: { tone: 'ok', text: t('transfers.send.addressValid', { chain: chainName }) },
    invalid: { tone: 'error', text: t('transfers.send.addressInvalid', { chain: chainName }) },
    malformed: { tone: 'error', text: t('transfers.send.addressMalformed') },
    failed: { tone: 'error', text: t('transfers.send.addressCheckFailed') },
    ...(tried ? { typing: { tone: 'error', text: t('transfers.send.addressMalformed') } } : {}),
  };
  const message = addressMessage[addressState];

  return (
    <form className={styles.step} onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('transfers.send.kindLegend')}</legend>
        <Radio
          className={styles.choice}
          name="recipient-kind"
          value="phone"
          checked={draft.kind === 'phone'}
          onChange={() => update({ kind: 'phone' })}
          label={
            <>
              {t('transfers.send.kindPhone')}
              <span className={styles.choiceHint}>{t('transfers.send.kindPhoneHint')}</span>
            </>
          }
        />
        <Radio
          className={styles.choice}
          name="recipient-kind"
          value="address"
          checked={draft.kind === 'address'}
          onChange={() => update({ kind: 'address' })}
          label={
            <>
              {t('transfers.send.kindAddress')}
              <span className={styles.choiceHint}>{t('transfers.send.kindAddressHint')}</span>
            </>
          }
        />
      </fieldset>

      {draft.kind === 'phone' ? (
        <PhoneInput
          label={t('transfers.send.phoneLabel')}
          value={draft.phone}
          onChange={(phone) => update({ phone })}
          onValidate={() => submit()}
          error={tried && !draft.phone ? t('transfers.send.phoneInvalid') : undefined}
        />
      ) : (
        <>
          <fieldset className={styles.chains}>
            <legend className={styles.legend}>{t('transfers.send.chainLegend')}</legend>
            {chains.map((chain) => (
              <Radio
                key={chain}
                name="chain"
                value={chain}
                checked={draft.chain === chain}
                onChange={() => update({ chain })}
                label={t(`transfers.send.chains.${chain}`)}
              />
            ))}
          </fieldset>
          {wrongChain && (
            <p className={styles.error} role="alert">
              {chainProblemText(wrongChain, t)}
            </p>
          )}
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

      <div className={styles.actions}>
        <Button type="submit" fullWidth>
          {t('transfers.send.continue')}
        </Button>
      </div>
    </form>
  );
}
