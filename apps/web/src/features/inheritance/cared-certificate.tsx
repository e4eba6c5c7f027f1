// The certificate of an item entrusted to the user, when its owner shared it: its record on the ledger or its token on
// the chain, and its public page (which says, while the care lasts, that it is in the care of someone trusted).
import type { CaredItem } from '@heirloom/contract';
import { useTranslation } from '../../i18n/react';
import { Fact, Facts } from '../../ui';
import { shortHash } from '../../lib/format';
import styles from './inheritance.module.css';

export function CaredCertificate({ certificate }: { certificate: NonNullable<CaredItem['certificate']> }) {
  const { t } = useTranslation();
  const { mint, token, digitalLink } = certificate;
  return (
    <section className={styles.card} aria-labelledby="care-certificate">
      <h2 id="care-certificate" className={styles.cardTitle}>
        {t('inheritance.care.certificateTitle')}
      </h2>
      <Facts>
        {token && <Fact label={t('inheritance.care.chain')}>{token.chainName}</Fact>}
        {(token ?? mint) && (
          <Fact label={t('inheritance.care.tokenId')} mono>
            {(token ?? mint)?.tokenId}
          </Fact>
        )}
        {mint?.ledger === 'heirloom' && (
          <Fact label={t('inheritance.care.record')} mono title={mint.record}>
            {shortHash(mint.record, 8, 6)}
          </Fact>
        )}
      </Facts>
      <a className={styles.textLink} href={digitalLink}>
        {t('inheritance.care.publicPage')}
      </a>
    </section>
  );
}
