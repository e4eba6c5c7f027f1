// /shop: the collections on sale (cover, brand, name, price, what is left), for owners and guests alike.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { collectionsForSaleQuery } from '../../api/shop';
import { useSignedIn } from '../../api/token-store';
import { paths } from '../../config/paths';
import { BackLink, Header } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadingBlock, QueryStates } from '../../ui/query-states';
import { ShopCollectionCard, ShopCollectionCardSkeleton } from './shop-collection-card';
import { SignInHint } from './sign-in-hint';
import styles from './shop.module.css';
import { Screen } from '../../ui/screen';
import { ShopTopBar } from './shop-top-bar';

export function ShopScreen() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const collections = useQuery(collectionsForSaleQuery());
  usePageTitle(t('shop.title'));

  return (
    <Screen>
      <ShopTopBar back={signedIn ? <BackLink to={paths.home} label={t('shop.myCollection')} /> : undefined} />
      <Header title={t('shop.title')} subtitle={t('shop.subtitle')} />
      {!signedIn && <SignInHint />}
      <QueryStates
        query={collections}
        count={collections.data?.length ?? 0}
        loading={
          <LoadingBlock className={styles.list} rows={2}>
            <ShopCollectionCardSkeleton />
          </LoadingBlock>
        }
        errorTitle={t('shop.loadErrorTitle')}
        onErrorWithRows="replace"
        empty={{ icon: 'bag', title: t('shop.emptyTitle'), text: t('shop.emptyText') }}
      >
        <ul className={styles.list}>
          {collections.data?.map((collection, index) => (
            <li key={collection.id}>
              <ShopCollectionCard collection={collection} priority={index < 2} />
            </li>
          ))}
        </ul>
      </QueryStates>
    </Screen>
  );
}
