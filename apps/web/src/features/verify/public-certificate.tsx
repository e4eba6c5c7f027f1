// What the public page says about an item: the facts anyone may know, and its certificate on the blockchain.
import { useTranslation } from 'react-i18next';
import type { PublicItem } from '../../api/protection';
import { Hourglass } from '../../ui';
import { chainName, shortHash, useFormatDate } from '../items/shared/format';
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
  const formatDate = useFormatDate();
  const { mint } = item;
  return (
    <section className={`${styles.card} ${styles.certificate}`} aria-labelledby="verify-certificate">
      <h2 id="verify-certificate" className={styles.cardTitle}>
        {t('aftersales.verify.certificateTitle')}
      </h2>
      {mint && !item.isToMint ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('aftersales.verify.chain')}</dt>
            <dd>{chainName(mint.chain)}</dd>
          </div>
          <div>
            <dt>{t('aftersales.verify.contract')}</dt>
            <dd className={styles.hash} translate="no">
              {shortHash(mint.contractAddress)}
            </dd>
          </div>
          <div>
            <dt>{t('aftersales.verify.tokenId')}</dt>
            <dd className={styles.hash} translate="no">
              {shortHash(mint.tokenId, 8, 4)}
            </dd>
          </div>
          <div>
            <dt>{t('aftersales.verify.txHash')}</dt>
            <dd className={styles.hash} translate="no">
              {shortHash(mint.txHash)}
            </dd>
          </div>
          <div>
            <dt>{t('aftersales.verify.mintedAt')}</dt>
            <dd>
              <time dateTime={mint.mintedAt}>{formatDate(mint.mintedAt)}</time>
            </dd>
          </div>
        </dl>
      ) : (
        <div className={styles.pending}>
          <Hourglass size="small" label={t('aftersales.verify.pendingShort')} />
          <p>{t('aftersales.verify.pending')}</p>
        </div>
      )}
    </section>
  );
}
