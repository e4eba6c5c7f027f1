// The Details tab: the item's characteristics, its digital certificate (chain, contract, token, transaction) and
// the public authenticity page to show others.
import '../../i18n/items';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../api/items';
import { Hourglass } from '../../ui';
import { AuthenticityBlock } from '../verify/authenticity-block';
import styles from './item-details-panel.module.css';
import { chainName, shortHash, useFormatDate } from './shared/format';

export function ItemDetailsPanel({ item }: { item: Item }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { mint } = item;

  return (
    <div className={styles.panel}>
      <section aria-labelledby="item-facts">
        <h3 id="item-facts" className={styles.title}>
          {t('items.details.factsTitle')}
        </h3>
        <dl className={styles.facts}>
          {item.attributes.map((attribute) => (
            <div key={attribute.label}>
              <dt>{attribute.label}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('items.details.serialNumber')}</dt>
            <dd translate="no">{item.serialNumber}</dd>
          </div>
          <div>
            <dt>{t('items.details.acquiredAt')}</dt>
            <dd>
              <time dateTime={item.acquiredAt}>{formatDate(item.acquiredAt)}</time>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="item-certificate" className={styles.certificate}>
        <h3 id="item-certificate" className={styles.title}>
          {t('items.details.certificateTitle')}
        </h3>
        {mint && !item.isToMint ? (
          <dl className={styles.facts}>
            <div>
              <dt>{t('items.details.chain')}</dt>
              <dd>{chainName(mint.chain)}</dd>
            </div>
            <div>
              <dt>{t('items.details.contract')}</dt>
              <dd className={styles.hash} translate="no">
                {shortHash(mint.contractAddress)}
              </dd>
            </div>
            <div>
              <dt>{t('items.details.tokenId')}</dt>
              <dd className={styles.hash} translate="no">
                {shortHash(mint.tokenId, 8, 4)}
              </dd>
            </div>
            <div>
              <dt>{t('items.details.txHash')}</dt>
              <dd className={styles.hash} translate="no">
                {shortHash(mint.txHash)}
              </dd>
            </div>
            <div>
              <dt>{t('items.details.mintedAt')}</dt>
              <dd>
                <time dateTime={mint.mintedAt}>{formatDate(mint.mintedAt)}</time>
              </dd>
            </div>
          </dl>
        ) : (
          <div className={styles.pending}>
            <Hourglass size="small" label={t('items.details.certificatePendingShort')} />
            <p>{t('items.details.certificatePending')}</p>
          </div>
        )}
      </section>

      <AuthenticityBlock item={item} />
    </div>
  );
}
