// Step 2: what leaves, for whom, and what happens next; then the confirmation code is requested, or the owner's
// passkey confirms it at once when they have one.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Item } from '../../api/items';
import { stepUpRequestFor } from '../../api/transfers';
import { Button, NftImage } from '../../ui';
import { PasskeyConfirm } from '../../ui/passkey-confirm';
import { StepUpCodeRequest } from '../../ui/step-up-code-request';
import { recipientLabel, type Recipient } from './recipient';
import flow from '../../ui/flow.module.css';
import styles from './send.module.css';

export interface ReviewStepProps {
  items: Item[];
  recipient: Recipient;
  /** A verification was left unfinished: say why a new code is needed. */
  reverify?: boolean;
  onChangeRecipient: () => void;
  onCodeSent: () => void;
  /** The owner has a passkey: it confirms the send (no code), then `onPasskeyConfirmed` sends at once. */
  passkey?: { onConfirmed: () => void; busy: boolean };
}

export function ReviewStep({
  items,
  recipient,
  reverify = false,
  onChangeRecipient,
  onCodeSent,
  passkey,
}: ReviewStepProps) {
  const { t } = useTranslation();
  const chainName = recipient.kind === 'address' ? t(`transfers.send.chains.${recipient.chain}`) : '';
  const confirms = stepUpRequestFor(
    recipient,
    items.map((item) => item.id),
  );

  return (
    <div className={flow.step}>
      <ItemsPanel items={items} />

      <Panel id="send-recipient-heading" title={t('transfers.send.recipientHeading')}>
        <div className={styles.recipient}>
          <p className={styles.recipientValue}>
            {recipient.kind === 'phone'
              ? recipientLabel(recipient)
              : // whole, checksummed: the owner compares it with their wallet before it leaves for good
                t('transfers.send.recipientAddress', { address: recipient.address, chain: chainName })}
          </p>
          <Button variant="ghost" onClick={onChangeRecipient}>
            {t('transfers.send.change')}
          </Button>
        </div>
      </Panel>

      <WhatHappens recipient={recipient} chainName={chainName} withPasskey={!!passkey} reverify={reverify} />

      {passkey ? (
        <PasskeyConfirm
          request={confirms}
          onConfirmed={passkey.onConfirmed}
          busy={passkey.busy}
          busyText={t('transfers.send.sending')}
        />
      ) : (
        <StepUpCodeRequest
          request={confirms}
          label={t('transfers.send.requestCode')}
          failedText={t('transfers.send.codeRequestFailed')}
          onSent={onCodeSent}
        />
      )}
    </div>
  );
}

/** One thing the transfer is made of, under its heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What leaves: each item, with its picture and collection. */
function ItemsPanel({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  return (
    <Panel
      id="send-items-heading"
      title={`${t('transfers.send.itemsHeading')} · ${t('transfers.send.itemsCount', { count: items.length })}`}
    >
      <ul className={styles.itemList}>
        {items.map((item) => (
          <li key={item.id} className={styles.itemRow}>
            <NftImage item={item} size="small" className={styles.itemPicture} />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemCollection}>{item.nftCollection.name}</span>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

interface WhatHappensProps {
  recipient: Recipient;
  chainName: string;
  withPasskey: boolean;
  reverify: boolean;
}

/** What the send does (final, for a wallet), and how it is confirmed. */
function WhatHappens({ recipient, chainName, withPasskey, reverify }: WhatHappensProps) {
  const { t } = useTranslation();
  return (
    <section className={flow.step} aria-labelledby="send-next-heading">
      <h2 id="send-next-heading" className={styles.panelHeading}>
        {t('transfers.send.whatHappens')}
      </h2>
      <p className={styles.explain} data-tone={recipient.kind === 'address' ? 'final' : undefined}>
        {recipient.kind === 'phone'
          ? t('transfers.send.phoneExplain')
          : t('transfers.send.addressExplain', { chain: chainName })}
      </p>
      <p className={flow.note}>
        {withPasskey ? t('ui.stepUpCode.passkey.note') : t('transfers.send.stepUpNote')}
      </p>
      {reverify && !withPasskey && (
        <p className={flow.note} role="status">
          {t('transfers.send.reverify')}
        </p>
      )}
    </section>
  );
}
