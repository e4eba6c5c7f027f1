// What the public page says about an item: the facts anyone may know, and its certificate.
import { useTranslation } from 'react-i18next';
import type { PublicItem } from '../../api/protection';
import { CertificateFacts } from './certificate-facts';
import styles from './verify.module.css';

export function PublicFacts({ item }: { item: PublicItem }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="verify-facts">
      <h2 id="verify-facts" className={styles.cardTitle}>
        {t('aftersales.verify.factsTitle')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('aftersales.verify.brand')}</dt>
          <dd>{item.brand.name}</dd>
        </div>
        <div>
          <dt>{t('aftersales.verify.collection')}</dt>
          <dd>{item.collection.name}</dd>
        </div>
        <div>
          <dt>{t('aftersales.verify.serialNumber')}</dt>
          <dd translate="no">{item.serialNumber}</dd>
        </div>
        <div>
          <dt>{t('aftersales.verify.ownersLabel')}</dt>
          <dd>
            {t('aftersales.verify.owners', { count: item.ownersCount })}
            <span className={styles.factHint}>{t('aftersales.verify.ownersHint')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('aftersales.verify.custodyLabel')}</dt>
          <dd data-custody={item.inCustody ? 'in' : 'out'}>
            {item.inCustody ? t('aftersales.verify.inCustody') : t('aftersales.verify.outOfCustody')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function PublicCertificate({ item }: { item: PublicItem }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles.certificate}`} aria-labelledby="verify-certificate">
      <h2 id="verify-certificate" className={styles.cardTitle}>
        {t('aftersales.verify.certificateTitle')}
      </h2>
      <CertificateFacts mint={item.mint} isToMint={item.isToMint} />
    </section>
  );
}
