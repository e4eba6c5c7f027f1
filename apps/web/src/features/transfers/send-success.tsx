// The end of a send: what left and for whom, and for a wallet its transactions on the chain as they settle.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { Item } from '../../api/items';
import { sendOutcomeQuery } from '../../api/transfers';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../ui';
import { Screen } from '../../ui/screen';
import { ChainStepState } from '../../ui/chain-step';
import { ResultPanel } from '../../ui/result-panel';
import { recipientLabel, type Recipient } from './recipient';
import flow from '../../ui/flow.module.css';
import styles from './send.module.css';

export function SendSuccess({ items, recipient }: { items: Item[]; recipient: Recipient }) {
  const { t } = useTranslation();
  const who = recipientLabel(recipient);
  return (
    <Screen gap={5}>
      <ResultPanel tone="success" title={t('transfers.send.successTitle')}>
        <p>
          <strong>
            {items.length === 1 ? items[0]?.name : t('transfers.send.itemsCount', { count: items.length })}
          </strong>
        </p>
        <p>
          {recipient.kind === 'phone'
            ? t('transfers.send.successPhone', { recipient: who })
            : t('transfers.send.successAddress', { recipient: who })}
        </p>
        {recipient.kind === 'address' && <ChainOutcome items={items} />}
      </ResultPanel>
      <div className={flow.actions}>
        <Link to={paths.activity} viewTransition className={buttonClassName()} data-variant="primary">
          {t('transfers.send.viewActivity')}
        </Link>
        <Link to={paths.home} viewTransition className={buttonClassName()} data-variant="secondary">
          {t('transfers.send.backHome')}
        </Link>
      </div>
    </Screen>
  );
}

/** A send out to a wallet, on the chain: each item's transaction and its state, followed until final. */
function ChainOutcome({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  const { data: rows = [] } = useQuery(sendOutcomeQuery(items.map((item) => item.id)));
  const steps = rows.flatMap((row) =>
    row.chain ? [{ id: row.product.id, name: row.product.name, step: row.chain }] : [],
  );
  // mounted from the start, so that a screen reader hears each state as it comes
  return (
    <ul className={styles.chainSteps} aria-live="polite">
      {steps.map(({ id, name, step }) => (
        <li key={id}>
          <span>{steps.length === 1 ? t('transfers.activity.onChain') : name}</span>{' '}
          <ChainStepState step={step} />
        </li>
      ))}
    </ul>
  );
}
