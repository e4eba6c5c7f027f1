// What the public page says about an item: the facts anyone may know, and its certificate.
import { useTranslation } from '../../i18n/react';
import type { PublicItem } from '../../api/protection';
import { Fact, Facts } from '../../ui';
import { CertificateCard } from '../../ui/certificate';
import { FactCard } from '../../ui/fact-card';
import styles from './verify.module.css';

export function PublicFacts({ item }: { item: PublicItem }) {
  const { t } = useTranslation();
  return (
    <FactCard id="verify-facts" title={t('aftersales.verify.factsTitle')}>
      <Facts>
        <Fact label={t('aftersales.verify.brand')}>{item.brand.name}</Fact>
        <Fact label={t('aftersales.verify.collection')}>{item.collection.name}</Fact>
        <Fact label={t('aftersales.verify.serialNumber')} noTranslate>
          {item.serialNumber}
        </Fact>
        <Fact label={t('aftersales.verify.ownersLabel')}>
          {t('aftersales.verify.owners', { count: item.ownersCount })}
          <span className={styles.factHint}>{t('aftersales.verify.ownersHint')}</span>
        </Fact>
        <Fact label={t('aftersales.verify.custodyLabel')}>
          <span className={styles.custody} data-custody={item.inCustody ? 'in' : 'out'}>
            {item.inCustody ? t('aftersales.verify.inCustody') : t('aftersales.verify.outOfCustody')}
          </span>
        </Fact>
      </Facts>
    </FactCard>
  );
}

export function PublicCertificate({ item }: { item: PublicItem }) {
  return (
    <CertificateCard
      id="verify-certificate"
      mint={item.mint}
      isToMint={item.isToMint}
      token={item.token}
      audience="public"
    />
  );
}
