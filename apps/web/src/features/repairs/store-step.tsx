// Step 1: one of the brand's after-sales stores, by name, or nearest first once the owner shares a position.
import { useQuery } from '@tanstack/react-query';
import type { TextKey } from '../../i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { savStoresQuery } from '../../api/clients';
import type { Item } from '../../api/items';
import { localeOf } from '../../i18n';
import { Button, Radio } from '../../ui';
import skeleton from '../../ui/skeleton.module.css';
import { StateMessage } from '../../ui/state-message';
import { orderStores } from './store-distance';
import { StoreSummary } from './store-summary';
import type { PositionState } from './use-owner-position';
import flow from '../../ui/flow.module.css';
import styles from './repairs.module.css';
import { ChoiceList } from '../../ui/choice-list';
import { QueryError } from '../../ui/query-error';
import { LoadingBlock } from '../../ui/query-states';

export interface StoreStepProps {
  item: Item;
  storeId: string | undefined;
  onStoreChange: (storeId: string) => void;
  position: PositionState;
  onLocate: () => void;
  onContinue: () => void;
}

const positionMessages: Partial<Record<PositionState['status'], TextKey>> = {
  locating: 'aftersales.request.locating',
  located: 'aftersales.request.located',
  denied: 'aftersales.request.locationDenied',
  failed: 'aftersales.request.locationFailed',
  unsupported: 'aftersales.request.locationUnsupported',
};

export function StoreStep({ item, storeId, onStoreChange, position, onLocate, onContinue }: StoreStepProps) {
  const { t, i18n } = useTranslation();
  const stores = useQuery(savStoresQuery(item.nftCollection.clientId));
  const [tried, setTried] = useState(false);
  const brand = item.brand.name;
  const from = position.status === 'located' ? position.position : undefined;
  const placed = orderStores(stores.data ?? [], localeOf(i18n.language), from);
  const chosen = placed.some(({ store }) => store.id === storeId) ? storeId : undefined;
  const messageKey = positionMessages[position.status];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (chosen) onContinue();
  };

  if (stores.isPending) {
    return (
      <LoadingBlock className={styles.storeList} rows={3}>
        <span className={`${skeleton.block} ${styles.storeSkeleton}`} aria-hidden="true" />
      </LoadingBlock>
    );
  }
  if (stores.isError) {
    return <QueryError query={stores} title={t('aftersales.request.storesErrorTitle')} />;
  }
  if (placed.length === 0) {
    return (
      <StateMessage
        icon="wrench"
        title={t('aftersales.request.storesEmptyTitle')}
        text={t('aftersales.request.storesEmptyText', { brand })}
      />
    );
  }

  return (
    <form className={flow.step} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('aftersales.request.storeText', { brand })}</p>
      <div className={styles.locate}>
        <Button variant="secondary" loading={position.status === 'locating'} onClick={onLocate}>
          {t('aftersales.request.locate')}
        </Button>
        <p className={styles.locateStatus} data-tone={position.status} aria-live="polite">
          {messageKey ? t(messageKey) : ''}
        </p>
      </div>
      <ChoiceList
        legend={t('aftersales.request.storesLegend', { brand })}
        aria-describedby={tried && !chosen ? 'repair-store-error' : undefined}
      >
        {placed.map(({ store, distanceKm }) => (
          <Radio
            key={store.id}
            className={styles.storeChoice}
            name="repair-store"
            value={store.id}
            checked={store.id === chosen}
            onChange={() => onStoreChange(store.id)}
            label={<StoreSummary store={store} distanceKm={distanceKm} />}
          />
        ))}
      </ChoiceList>
      {tried && !chosen && (
        <p id="repair-store-error" className={styles.error} role="alert">
          {t('aftersales.request.storeRequired')}
        </p>
      )}
      <div className={flow.actions}>
        <Button type="submit" fullWidth>
          {t('aftersales.request.continue')}
        </Button>
      </div>
    </form>
  );
}
