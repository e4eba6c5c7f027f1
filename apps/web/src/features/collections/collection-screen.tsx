// A collection's items as mini cards: search and filters in the address, paged by 10 as the owner scrolls; a
// pill on each picture counts the brand's unread messages about that item.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useParams } from '../../lib/router';
import { collectionItemsQuery, type Item } from '../../api/items';
import { unseenByProductsQuery, unseenOf, type UnseenByProduct } from '../../api/messages';
import { hrefs, paths } from '../../config/paths';
import { BackLink, Button, Header, MiniNftCard } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { useFormatDate } from '../../lib/format';
import { UnseenBadge } from '../../ui/unseen-badge';
import { isMissing } from '../../api/errors';
import { QueryFooter } from '../../ui/infinite-footer';
import { LoadingBlock, pagedRows, QueryStates } from '../../ui/query-states';
import { TitleSkeleton } from '../../ui/title-skeleton';
import { NotFoundScreen } from '../../ui/not-found-screen';
import {
  SelectItem,
  SelectToggle,
  SendSelectedBar,
  useSendSelection,
  type Selection,
} from './send-selection';
import { CollectionFilters } from './collection-filters';
import styles from './collection-screen.module.css';
import { hasActiveFilters } from './item-filters';
import { ItemRowSkeleton } from './item-row-skeleton';
import { useCollectionFilters } from './use-collection-filters';
import { Screen } from '../../ui/screen';
import { useCollectionSummary } from './use-collection-summary';

const badgeOf = (count: number) => (count > 0 ? <UnseenBadge count={count} /> : undefined);

export function CollectionScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [filters, setFilters] = useCollectionFilters();
  // the previous results stay on screen (dimmed) while a new search loads: no flash, no jump
  const items = useInfiniteQuery({ ...collectionItemsQuery(id, filters), placeholderData: keepPreviousData });
  const list = pagedRows(items.data);
  const total = items.data?.pages[0]?.total ?? 0;
  // the badges are extra: without them (a failed count) the items still show
  const unseen = useQuery(unseenByProductsQuery(id));
  const heading = useCollectionSummary(id, list[0]);
  const filtered = hasActiveFilters(filters);
  usePageTitle(heading?.name);
  const selection = useSendSelection();

  if (items.isError && isMissing(items.error)) return <CollectionNotFound />;

  // no route gives one collection's name: once the items are in and none tells it, a plain title
  const title =
    heading?.name ??
    (items.isPending ? (
      <TitleSkeleton fallback={t('items.collection.titleFallback')} />
    ) : (
      t('items.collection.titleFallback')
    ));

  return (
    <Screen theme={heading?.theme} gap={3}>
      <BackLink to={paths.home} label={t('items.collection.back')} />
      <Header title={title} subtitle={heading?.brandName} className={styles.header} />
      <CollectionFilters filters={filters} onChange={setFilters} />

      <div className={styles.resultsRow}>
        <p className={styles.results} role="status">
          {items.isSuccess ? t('items.collection.results', { count: total }) : ''}
        </p>
        <SelectToggle selection={selection} items={list} />
      </div>

      <QueryStates
        query={items}
        count={list.length}
        loading={
          <LoadingBlock className={styles.list} rows={4}>
            <ItemRowSkeleton />
          </LoadingBlock>
        }
        errorTitle={t('items.collection.errorTitle')}
        empty={{
          icon: 'search',
          title: filtered ? t('items.collection.noMatchTitle') : t('items.collection.emptyTitle'),
          text: filtered ? t('items.collection.noMatchText') : t('items.collection.emptyText'),
          action: filtered && (
            <Button variant="secondary" onClick={() => setFilters({ sort: filters.sort })}>
              {t('items.collection.clearFilters')}
            </Button>
          ),
        }}
      >
        <ItemList
          items={list}
          name={heading?.name ?? ''}
          stale={items.isPlaceholderData}
          unseen={unseen.data}
          selection={selection}
        />
      </QueryStates>

      <SendSelectedBar selection={selection} />

      <QueryFooter query={items} held={items.isPlaceholderData} />
    </Screen>
  );
}

function CollectionNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundScreen
      gap={3}
      back={<BackLink to={paths.home} label={t('items.collection.back')} />}
      title={t('items.collection.notFoundTitle')}
      text={t('items.collection.notFoundText')}
      to={paths.home}
      linkText={t('items.common.backHome')}
    />
  );
}

interface ItemListProps {
  items: Item[];
  /** The collection's name, for the list's label. */
  name: string;
  /** The previous search's results, shown dimmed while the new one loads. */
  stale: boolean;
  unseen: UnseenByProduct | undefined;
  selection: Selection;
}

/** The collection's items as mini cards, each with its unread pill and its box for a send of several. */
function ItemList({ items, name, stale, unseen, selection }: ItemListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  return (
    <ul
      className={styles.list}
      aria-label={t('items.collection.listLabel', { name })}
      aria-busy={stale || undefined}
      data-stale={stale || undefined}
    >
      {items.map((item) => (
        <li key={item.id}>
          <SelectItem selection={selection} item={item} />
          <MiniNftCard
            item={item}
            buttonText={t('items.collection.view')}
            mintText={t('items.item.mintText')}
            headingLevel={2}
            badge={badgeOf(unseenOf(unseen, item.id))}
            note={
              item.inCareUntil
                ? t('heirsCare.item.inCareUntil', { date: formatDate(item.inCareUntil) })
                : undefined
            }
            onButtonClick={() => void navigate(hrefs.item(item.id), { viewTransition: true })}
          />
        </li>
      ))}
    </ul>
  );
}
