// Home: the owner's collections (cover, brand, item count, unread messages), the total item count, pull to refresh,
// and the invitation to add a passkey.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { collectionsQuery, itemCountQuery } from '../../api/items';
import { unseenByCollectionsQuery, unseenOf } from '../../api/messages';
import { paths } from '../../config/paths';
import { Header, NeedsNetwork } from '../../ui';
import { useOnline } from '../../lib/online';
import { LoadingBlock, PagedStates } from '../../ui/query-states';
import skeleton from '../../ui/skeleton.module.css';
import { usePageTitle } from '../../lib/use-page-title';
import { useHydrated } from '../../lib/use-hydrated';
import { CollectionCard, CollectionCardSkeleton } from './collection-card';
import styles from './home-screen.module.css';
import { HomeTopBar } from './home-top-bar';
import { PullIndicator } from './pull-indicator';
import { RefreshIcon } from './refresh-icon';
import { Screen } from '../../ui/screen';
import { usePullToRefresh } from './use-pull-to-refresh';

// its own chunk, with the passkey library: the home's first paint does not wait for it
const PasskeyInvitation = lazy(() => import('./passkey-invitation'));
// read after the first paint too: the home never waits for what others trusted the user with
const TrustedNotice = lazy(() => import('./trusted-notice'));

/**
 * The collections' heading with its refresh button, and what a screen reader hears while it refreshes; offline the
 * button waits and says why (decision 038).
 */
function SectionBar({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <>
      <div className={styles.sectionBar}>
        <h2 id="home-collections" className={styles.sectionTitle}>
          {t('items.home.collectionsTitle')}
        </h2>
        <button
          type="button"
          className={styles.refresh}
          onClick={onRefresh}
          disabled={refreshing || !online}
          aria-busy={refreshing || undefined}
          aria-describedby={online ? undefined : 'home-offline'}
        >
          <RefreshIcon className={refreshing ? styles.spinning : undefined} />
          <span>{t('items.home.refresh')}</span>
        </button>
      </div>
      <NeedsNetwork id="home-offline" online={online} />
      <p role="status" className="visually-hidden">
        {refreshing ? t('items.home.refreshing') : ''}
      </p>
    </>
  );
}

export function HomeScreen() {
  const { t } = useTranslation();
  const screen = useRef<HTMLDivElement>(null);
  const count = useQuery(itemCountQuery());
  const collections = useInfiniteQuery(collectionsQuery());
  // the badges are extra: without them (a failed count) the collections still show
  const unseen = useQuery(unseenByCollectionsQuery());
  // offline, a pull asks nothing (the asked answers would wait for the network, the spinner with them)
  const online = useOnline();
  const pull = usePullToRefresh(screen, () =>
    online ? Promise.all([count.refetch(), collections.refetch(), unseen.refetch()]) : Promise.resolve(),
  );
  usePageTitle(t('home.title'));
  // the invitation's chunk and the passkeys it asks for come after the first paint, never in the server's render
  const hydrated = useHydrated();

  const subtitle = count.isSuccess ? (
    t('items.home.count', { count: count.data.count })
  ) : count.isError ? (
    t('home.subtitle')
  ) : (
    <>
      <span className={skeleton.text} aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </>
  );

  return (
    <Screen ref={screen} gap={0}>
      <PullIndicator distance={pull.distance} armed={pull.armed} refreshing={pull.refreshing} />
      <HomeTopBar />
      <Header title={t('home.title')} subtitle={subtitle} className={styles.header} />

      <section className={styles.section} aria-labelledby="home-collections">
        <SectionBar refreshing={pull.refreshing} onRefresh={pull.refresh} />

        <PagedStates
          query={collections}
          loading={
            <LoadingBlock className={styles.list} rows={2}>
              <CollectionCardSkeleton />
            </LoadingBlock>
          }
          errorTitle={t('items.home.errorTitle')}
          empty={{
            title: t('items.home.emptyTitle'),
            text: t('items.home.emptyText'),
            action: (
              <Link to={paths.shop} viewTransition>
                {t('items.home.visitShop')}
              </Link>
            ),
          }}
          loadMoreLabel={t('items.home.loadMore')}
        >
          {(list) => (
            <ul className={styles.list}>
              {list.map((collection, index) => (
                <li key={collection.id}>
                  <CollectionCard
                    collection={collection}
                    unseen={unseenOf(unseen.data, collection.id)}
                    priority={index < 2}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedStates>
      </section>
      {hydrated && (
        <>
          <Suspense fallback={null}>
            <TrustedNotice />
          </Suspense>
          <Suspense fallback={null}>
            <PasskeyInvitation />
          </Suspense>
        </>
      )}
    </Screen>
  );
}
