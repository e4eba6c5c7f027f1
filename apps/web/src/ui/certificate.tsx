// An item's digital certificate as it truly stands: where it is recorded, the facts to check it, and what the
// record proves; while it is being minted, that it is on its way. One block for the owner's Details tab and the
// public authenticity page.
import type { Mint } from '@heirloom/contract';
import { useTranslation } from 'react-i18next';
import { FactCard } from './fact-card';
import { Fact, Facts } from './facts';
import { Hourglass } from './hourglass';
import { shortHash, useFormatDate } from '../lib/format';
import styles from './certificate.module.css';

export function CertificateFacts({ mint, isToMint }: { mint: Mint | null; isToMint: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!mint || isToMint) {
    return (
      <div className={styles.pending}>
        <Hourglass size="small" label={t('aftersales.certificate.pendingShort')} />
        <p>{t('aftersales.certificate.pending')}</p>
      </div>
    );
  }
  return (
    <>
      <Facts>
        <Fact label={t('aftersales.certificate.keptIn')}>{t('aftersales.certificate.ledger')}</Fact>
        <Fact label={t('aftersales.certificate.number')} mono>
          {shortHash(mint.tokenId, 8, 4)}
        </Fact>
        <Fact label={t('aftersales.certificate.record')} mono title={mint.record}>
          {shortHash(mint.record, 8, 6)}
        </Fact>
        <Fact label={t('aftersales.certificate.recordedOn')}>
          <time dateTime={mint.mintedAt}>{formatDate(mint.mintedAt)}</time>
        </Fact>
      </Facts>
      <p className={styles.proof}>{t('aftersales.certificate.proof')}</p>
    </>
  );
}

export interface CertificateCardProps {
  mint: Mint | null;
  isToMint: boolean;
  /** The heading's id, unique on its page. */
  id: string;
  headingLevel?: 2 | 3;
}

export function CertificateCard({ mint, isToMint, id, headingLevel }: CertificateCardProps) {
  const { t } = useTranslation();
  return (
    <FactCard
      id={id}
      title={t('aftersales.certificate.title')}
      headingLevel={headingLevel}
      look="certificate"
    >
      <CertificateFacts mint={mint} isToMint={isToMint} />
    </FactCard>
  );
}
