// An on-chain step (a mint, a move, a send out) as it stands: its state in words, and its transaction, linked to
// the chain's block explorer where there is one. The certificate, the activity and the send flow show it.
import type { ChainStep } from '@heirloom/contract';
import { useTranslation } from '../i18n/react';
import { shortHash } from '../lib/format';
import { cx } from './class-names';
import styles from './chain-step.module.css';

export function ChainStepState({ step, className }: { step: ChainStep; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cx(styles.step, className)} data-state={step.state}>
      <span className={styles.state}>{t(`ui.chainStep.${step.state}`)}</span>
      {step.txHash && <TxHash hash={step.txHash} url={step.txUrl} />}
    </span>
  );
}

/**
 * A transaction's hash, shortened (the whole in its title and for screen readers), linked to the explorer when
 * there is one.
 */
export function TxHash({ hash, url }: { hash: string; url: string | null }) {
  const { t } = useTranslation();
  const text = shortHash(hash, 6, 4);
  const whole = <span className="visually-hidden">{t('ui.chainStep.transaction', { hash })}</span>;
  return url ? (
    <a className={styles.hash} href={url} target="_blank" rel="noreferrer" title={hash}>
      <span aria-hidden="true">{text}</span>
      {whole}
    </a>
  ) : (
    <span className={styles.hash} title={hash} translate="no">
      <span aria-hidden="true">{text}</span>
      {whole}
    </span>
  );
}
