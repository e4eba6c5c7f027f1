// /shop/:collectionId: a collection's items on sale with price and availability, paged by 10 as one scrolls.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useParams } from '../../lib/router';
import { itemsForSaleQuery, type ShopItemPage } from '../../api/shop';
import { paths } from '../../config/paths';
import { BackLink, Header } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { isMissing } from '../../api/errors';
import { TitleSkeleton } from '../../ui/title-skeleton';
import { NotFoundScreen } from '../../ui/not-found-screen';
import { LoadingBlock, PagedStates } from '../../ui/query-states';
import { BackToShopLink } from './back-to-shop';
import { useFormatPrice } from './format-price';
import { ShopItemRow, ShopItemRowSkeleton } from './shop-item-row';
import styles from './shop.module.css';
import { Screen } from '../../ui/screen';
import { ShopTopBar } from './shop-top-bar';

export function ShopCollectionScreen() {
  const { t } = useTranslation();
  const { collectionId = '' } = useParams();
  const items = useInfiniteQuery(itemsForSaleQuery(collectionId));
  const collection = items.data?.pages[0]?.collection;
  const total = items.data?.pages[0]?.total ?? 0;
  usePageTitle(collection?.name ?? t('shop.title'));
  const back = <BackLink to={paths.shop} label={t('shop.title')} />;

  if (items.isError && isMissing(items.error)) {
    return (
      <NotFoundScreen
        back={<ShopTopBar back={back} />}
        icon="bag"
        title={t('shop.collection.notFoundTitle')}
        text={t('shop.collection.notFoundText')}
        to={paths.shop}
        linkText={t('shop.backToShop')}
      />
    );
  }

  const title = collection?.name ?? <TitleSkeleton fallback={t('shop.collection.titleFallback')} />;

  return (
    <Screen theme={collection?.brand.theme}>
      <ShopTopBar back={back} />
      <Header title={title} subtitle={collection?.brand.name} />
      {collection && <CollectionFacts collection={collection} />}
      {collection?.description && (
        <p className={styles.description} lang={collection.descriptionLang}>
          {collection.description}
        </p>
      )}
      <p className={styles.results} role="status">
        {items.isSuccess ? t('shop.collection.results', { count: total }) : ''}
      </p>

      <PagedStates
        query={items}
        loadMoreLabel={t('shop.collection.loadMore')}
        loading={
          <LoadingBlock className={styles.list} rows={3}>
            <ShopItemRowSkeleton />
          </LoadingBlock>
        }
        errorTitle={t('shop.collection.errorTitle')}
        empty={{
          icon: 'bag',
          title: t('shop.collection.emptyTitle'),
          text: t('shop.collection.emptyText'),
          action: <BackToShopLink />,
        }}
      >
        {(rows) => (
          <ul className={styles.list}>
            {rows.map((item) => (
              <li key={item.id}>
                <ShopItemRow item={item} />
              </li>
            ))}
          </ul>
        )}
      </PagedStates>
    </Screen>
  );
}

/** The collection's price and what is left of it. */
function CollectionFacts({ collection }: { collection: ShopItemPage['collection'] }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    // named terms: a screen reader hears "Price, €4,800.00; Availability, 4 of 4 left", not one phrase
    <dl className={styles.collectionFacts}>
      <div>
        <dt className="visually-hidden">{t('shop.price')}</dt>
        <dd className={styles.cardPrice}>{formatPrice(collection.price)}</dd>
      </div>
      <div>
        <dt className="visually-hidden">{t('shop.availabilityTerm')}</dt>
        <dd>
          <span aria-hidden="true">· </span>
          {t('shop.collection.left', {
            count: Math.max(0, collection.itemsLeft),
            total: collection.itemsTotal,
          })}
        </dd>
      </div>
    </dl>
  );
}
