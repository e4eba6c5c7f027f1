// The Details tab: the item's characteristics (in the language the brand wrote them), its digital certificate and
// the public authenticity page to show others.
import '../../i18n/items';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../api/items';
import { Fact, Facts } from '../../ui';
import { AuthenticityBlock } from './authenticity-block';
import { CertificateFacts } from '../verify/certificate-facts';
import styles from './item-details-panel.module.css';
import { useFormatDate } from '../../lib/format';

export function ItemDetailsPanel({ item }: { item: Item }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();

  return (
    <div className={styles.panel}>
      <section aria-labelledby="item-facts">
        <h3 id="item-facts" className={styles.title}>
          {t('items.details.factsTitle')}
        </h3>
        <Facts>
          {item.attributes.map((attribute) => (
            <Fact key={attribute.label} label={attribute.label} lang={attribute.lang}>
              {attribute.value}
            </Fact>
          ))}
          <Fact label={t('items.details.serialNumber')} noTranslate>
            {item.serialNumber}
          </Fact>
          <Fact label={t('items.details.acquiredAt')}>
            <time dateTime={item.acquiredAt}>{formatDate(item.acquiredAt)}</time>
          </Fact>
        </Facts>
      </section>

      <section aria-labelledby="item-certificate" className={styles.certificate}>
        <h3 id="item-certificate" className={styles.title}>
          {t('items.details.certificateTitle')}
        </h3>
        <CertificateFacts mint={item.mint} isToMint={item.isToMint} />
      </section>

      <AuthenticityBlock item={item} />
    </div>
  );
}
