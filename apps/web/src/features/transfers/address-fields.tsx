// The wallet side of the recipient step: the chain, the address, and the line saying what its check found.
import { chains } from '@heirloom/contract';
import { useTranslation } from '../../i18n/react';
import type { Chain } from '../../api/transfers';
import { TextInput } from '../../ui';
import { RadioChoices } from '../../ui/choice-list';
import type { AddressMessage } from './address-check';
import styles from './send.module.css';

interface AddressFieldsProps {
  chain: Chain;
  address: string;
  message: AddressMessage | undefined;
  onChange: (patch: { chain?: Chain; address?: string }) => void;
}

export function AddressFields({ chain, address, message, onChange }: AddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <RadioChoices
        legend={t('transfers.send.chainLegend')}
        layout="inline"
        name="chain"
        choices={chains.map((value) => ({ value, label: t(`transfers.send.chains.${value}`) }))}
        chosen={chain}
        onChoose={(value) => onChange({ chain: value })}
      />
      <div className={styles.address}>
        <TextInput
          label={t('transfers.send.addressLabel')}
          hint={t('transfers.send.addressHint')}
          value={address}
          onChange={(event) => onChange({ address: event.target.value })}
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
  );
}
