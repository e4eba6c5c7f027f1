// /shop/item/:id: one item on sale, live (a purchase, a hold elsewhere or a sale show at once); not found,
// failed and loading states; a note when the buyer comes back from a cancelled card page.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import '../../i18n/shop';
import { itemForSaleQuery, type ShopItem } from '../../api/shop';
import { paths } from '../../config/paths';
import { BackLink } from '../../ui';
import { ItemSkeleton } from '../items/item-skeleton';
import { isMissing } from '../items/shared/http-status';
import { LoadError, StateMessage } from '../items/shared/state-message';
import styles from './shop.module.css';
import { ShopItemView } from './shop-item-view';

export function ShopItemScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const notice = params.has('cancelled') ? (
    <p className={styles.notice} role="status">
      {t('shop.item.cancelled')}
    </p>
  ) : undefined;
  return <ShopItemLive id={id} notice={notice} />;
}

export interface ShopItemLiveProps {
  id: string;
  /** What a market link already answered: shown at once, then kept fresh like any other. */
  initial?: ShopItem;
  notice?: ReactNode;
}

export function ShopItemLive({ id, initial, notice }: ShopItemLiveProps) {
  const { t } = useTranslation();
  const item = useQuery({ ...itemForSaleQuery(id), ...(initial ? { initialData: initial } : {}) });

  if (item.isError && isMissing(item.error)) return <ShopItemMissing />;
  if (item.isError) {
    return (
      <div className={styles.screen}>
        <BackLink fallbackTo={paths.shop} />
        <LoadError
          headingLevel={1}
          title={t('shop.item.errorTitle')}
          error={item.error}
          onRetry={() => void item.refetch()}
          retrying={item.isFetching}
        />
      </div>
    );
  }
  if (item.isPending) {
    return (
      <div className={styles.screen}>
        <BackLink fallbackTo={paths.shop} />
        <ItemSkeleton />
      </div>
    );
  }
  return (
    <ShopItemView
      item={item.data}
      notice={notice}
      checking={item.isFetching}
      onCheckAgain={() => void item.refetch()}
    />
  );
}

export function ShopItemMissing() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <BackLink fallbackTo={paths.shop} />
      <StateMessage
        headingLevel={1}
        icon="bag"
        title={t('shop.item.notFoundTitle')}
        text={t('shop.item.notFoundText')}
        action={
          <Link to={paths.shop} viewTransition>
            {t('shop.backToShop')}
          </Link>
        }
      />
    </div>
  );
}
