// The Details tab: the item's characteristics (in the language the brand wrote them), its digital certificate and
// the public authenticity page to show others.
import { useTranslation } from '../../i18n/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { itemKeys, itemTokenQuery, type Item } from '../../api/items';
import { useFormatDate } from '../../lib/format';
import { Fact, Facts } from '../../ui';
import { CertificateCard } from '../../ui/certificate';
import { FactCard } from '../../ui/fact-card';
import { AuthenticityBlock } from './authenticity-block';
import { CertificateDownloads } from './certificate-downloads';
import { ItemPassport } from './item-passport';
import { OwnershipProofBlock } from './ownership-proof';
import styles from './item-details-panel.module.css';

export function ItemDetailsPanel({ item }: { item: Item }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // the token's details below the fold; the item alone says enough while they load or if they fail
  const { data: token } = useQuery(itemTokenQuery(item.id));
  const queryClient = useQueryClient();
  const minted = token?.mint.state === 'confirmed';
  useEffect(() => {
    // the chain confirmed the mint before the item said so: the item (its list too) is asked for again
    if (minted && item.isToMint) void queryClient.invalidateQueries({ queryKey: itemKeys.all });
  }, [minted, item.isToMint, queryClient]);

  return (
    <div className={styles.panel}>
      <FactCard id="item-facts" title={t('items.details.factsTitle')} headingLevel={3} look="plain">
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
      </FactCard>
      <ItemPassport item={item} />
      <CertificateCard
        id="item-certificate"
        headingLevel={3}
        mint={item.mint}
        isToMint={item.isToMint}
        token={token}
      />
      <AuthenticityBlock item={item} />
      <CertificateDownloads item={item} />
      <OwnershipProofBlock item={item} />
    </div>
  );
}
