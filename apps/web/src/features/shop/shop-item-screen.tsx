// /shop/item/:id: one item on sale, live (a purchase, a hold elsewhere or a sale show at once); not found,
// failed and loading states; a note when the buyer comes back from a cancelled card page.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams, useSearchParams } from '../../lib/router';
import { itemForSaleQuery, type ShopItem } from '../../api/shop';
import { paths } from '../../config/paths';
import { BackLink } from '../../ui';
import { ItemSkeleton } from '../../ui/item-skeleton';
import { isMissing } from '../../api/errors';
import { NotFoundScreen } from '../../ui/not-found-screen';
import styles from './shop.module.css';
import { Screen } from '../../ui/screen';
import { ShopItemView } from './shop-item-view';
import { QueryError } from '../../ui/query-error';

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

/** An item on sale that could not be loaded: the error, with a retry (the item screen and a market link). */
export function ShopItemFailed({
  query,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  return (
    <Screen>
      <BackLink fallbackTo={paths.shop} />
      <QueryError headingLevel={1} query={query} title={t('shop.item.errorTitle')} />
    </Screen>
  );
}

/** An item on sale on its way; `status` is said to screen readers. */
export function ShopItemLoading({ status }: { status?: string }) {
  return (
    <Screen>
      <BackLink fallbackTo={paths.shop} />
      {status && (
        <p className="visually-hidden" role="status">
          {status}
        </p>
      )}
      <ItemSkeleton />
    </Screen>
  );
}

export interface ShopItemLiveProps {
  id: string;
  /** What a market link already answered: shown at once, then kept fresh like any other. */
  initial?: ShopItem;
  notice?: ReactNode;
}

export function ShopItemLive({ id, initial, notice }: ShopItemLiveProps) {
  const item = useQuery({ ...itemForSaleQuery(id), ...(initial ? { initialData: initial } : {}) });

  if (item.isError && isMissing(item.error)) return <ShopItemMissing />;
  if (item.isError) return <ShopItemFailed query={item} />;
  if (item.isPending) return <ShopItemLoading />;
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
    <NotFoundScreen
      back={<BackLink fallbackTo={paths.shop} />}
      icon="bag"
      title={t('shop.item.notFoundTitle')}
      text={t('shop.item.notFoundText')}
      to={paths.shop}
      linkText={t('shop.backToShop')}
    />
  );
}
