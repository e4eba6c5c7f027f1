// /shop/:collectionId: a collection's items on sale with price and availability, paged by 10 as one scrolls.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { itemsForSaleQuery } from '../../api/shop';
import { paths } from '../../config/paths';
import { BackLink, Header } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { isMissing } from '../../api/errors';
import { InfiniteFooter } from '../../ui/infinite-footer';
import skeleton from '../../ui/skeleton.module.css';
import { LoadError, StateMessage } from '../../ui/state-message';
import { useFormatPrice } from './format-price';
import { ShopItemRow, ShopItemRowSkeleton } from './shop-item-row';
import styles from './shop.module.css';
import { Screen } from '../../ui/screen';
import { ShopTopBar } from './shop-top-bar';

export function ShopCollectionScreen() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { collectionId = '' } = useParams();
  const items = useInfiniteQuery(itemsForSaleQuery(collectionId));
  const collection = items.data?.pages[0]?.collection;
  const list = items.data?.pages.flatMap((page) => page.items) ?? [];
  const total = items.data?.pages[0]?.total ?? 0;
  usePageTitle(collection?.name ?? t('shop.title'));
  const back = <BackLink to={paths.shop} label={t('shop.title')} />;

  if (items.isError && isMissing(items.error)) {
    return (
      <Screen>
        <ShopTopBar back={back} />
        <StateMessage
          headingLevel={1}
          icon="bag"
          title={t('shop.collection.notFoundTitle')}
          text={t('shop.collection.notFoundText')}
          action={
            <Link to={paths.shop} viewTransition>
              {t('shop.backToShop')}
            </Link>
          }
        />
      </Screen>
    );
  }

  const title = collection?.name ?? (
    <>
      <span className={`${skeleton.text} ${styles.titleSkeleton}`} aria-hidden="true" />
      <span className="visually-hidden">{t('shop.collection.titleFallback')}</span>
    </>
  );

  return (
    <Screen theme={collection?.brand.theme}>
      <ShopTopBar back={back} />
      <Header title={title} subtitle={collection?.brand.name} />
      {collection && (
        <p className={styles.collectionFacts}>
          {/* the spaces stay outside the hidden dot: a screen reader hears "€4,800.00 4 of 4 left", not one word */}
          <span className={styles.cardPrice}>{formatPrice(collection.price)}</span>{' '}
          <span aria-hidden="true">·</span>{' '}
          <span>
            {t('shop.collection.left', {
              count: Math.max(0, collection.itemsLeft),
              total: collection.itemsTotal,
            })}
          </span>
        </p>
      )}
      {collection?.description && (
        <p className={styles.description} lang={collection.descriptionLang}>
          {collection.description}
        </p>
      )}
      <p className={styles.results} role="status">
        {items.isSuccess ? t('shop.collection.results', { count: total }) : ''}
      </p>

      {items.isPending && (
        <div className={styles.list} aria-busy="true">
          <p className="visually-hidden">{t('app.loading')}</p>
          {[0, 1, 2].map((row) => (
            <ShopItemRowSkeleton key={row} />
          ))}
        </div>
      )}
      {items.isError && list.length === 0 && (
        <LoadError
          title={t('shop.collection.errorTitle')}
          error={items.error}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      )}
      {items.isSuccess && list.length === 0 && (
        <StateMessage
          icon="bag"
          title={t('shop.collection.emptyTitle')}
          text={t('shop.collection.emptyText')}
          action={
            <Link to={paths.shop} viewTransition>
              {t('shop.backToShop')}
            </Link>
          }
        />
      )}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((item) => (
            <li key={item.id}>
              <ShopItemRow item={item} />
            </li>
          ))}
        </ul>
      )}
      <InfiniteFooter
        hasNextPage={items.hasNextPage}
        loading={items.isFetchingNextPage}
        failed={items.isFetchNextPageError}
        onLoadMore={() => void items.fetchNextPage()}
        label={t('shop.collection.loadMore')}
      />
    </Screen>
  );
}
