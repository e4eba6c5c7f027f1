// /items/:id/repair: the open repair's tracking when there is one, else the request flow; closed repairs below.
import { isRepairOpen } from '@heirloom/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from '../../lib/router';
import { itemQuery, type Item } from '../../api/items';
import { type Repair, repairsQuery, storeRepair } from '../../api/repairs';
import { hrefs } from '../../config/paths';
import { BackLink, Button } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { StateMessage } from '../../ui/state-message';
import { PastRepairs } from './past-repairs';
import { RepairRequestFlow } from './repair-request-flow';
import { canRequestRepair } from '../../lib/item-rules';
import { RepairTracking } from './repair-tracking';
import { Screen } from '../../ui/screen';
import { ItemLoadScreen } from '../../ui/item-load-screen';
import { pagedRows } from '../../ui/query-states';

export function RepairScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useQuery(itemQuery(id));
  const repairs = useInfiniteQuery(repairsQuery(id));
  usePageTitle(t('aftersales.request.title'));

  if (!item.isSuccess || !repairs.isSuccess) {
    return (
      <ItemLoadScreen
        queries={[item, repairs]}
        back={<BackLink to={hrefs.item(id)} />}
        errorTitle={t('aftersales.request.loadErrorTitle')}
        gap={5}
      />
    );
  }
  return (
    <RepairPage
      item={item.data}
      repairs={pagedRows(repairs.data)}
      listUpdatedAt={repairs.dataUpdatedAt}
      more={{
        hasNextPage: repairs.hasNextPage,
        loading: repairs.isFetchingNextPage,
        failed: repairs.isFetchNextPageError,
        onLoadMore: () => void repairs.fetchNextPage(),
      }}
    />
  );
}

interface RepairPageProps {
  item: Item;
  repairs: Repair[];
  listUpdatedAt: number;
  more: { hasNextPage: boolean; loading: boolean; failed: boolean; onLoadMore: () => void };
}

function RepairPage({ item, repairs, listUpdatedAt, more }: RepairPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // a repair closed or created here stays on screen (with what happened) until the owner moves on
  const [kept, setKept] = useState<{ id: string; notice?: string }>();
  const open = repairs.find((repair) => isRepairOpen(repair.state));
  const shownId = kept?.id ?? open?.id;
  const shown = repairs.find((repair) => repair.id === shownId);
  const past = repairs.filter((repair) => repair.id !== shownId && !isRepairOpen(repair.state));

  const created = (repair: Repair) => {
    storeRepair(queryClient, item.id, repair);
    setKept({ id: repair.id, notice: t('aftersales.request.sent', { store: repair.store.name }) });
  };

  return (
    <Screen theme={item.brand.theme} gap={5}>
      <BackLink to={hrefs.item(item.id)} />
      {shownId ? (
        <RepairTracking
          key={shownId}
          item={item}
          repairId={shownId}
          initial={shown}
          initialUpdatedAt={listUpdatedAt}
          notice={kept?.notice}
          onClosed={() => setKept({ id: shownId })}
          after={
            canRequestRepair(item) && (
              <Button variant="secondary" fullWidth onClick={() => setKept(undefined)}>
                {t('aftersales.request.newRequest')}
              </Button>
            )
          }
        />
      ) : canRequestRepair(item) ? (
        <RepairRequestFlow item={item} onCreated={created} />
      ) : (
        <StateMessage
          headingLevel={1}
          icon="wrench"
          title={t('aftersales.request.cannotTitle')}
          text={
            item.opposition.active
              ? t('aftersales.request.cannotOpposition')
              : t('aftersales.request.cannotBusy')
          }
          action={<BackToItem itemId={item.id} />}
        />
      )}
      <PastRepairs itemId={item.id} repairs={past} {...more} />
    </Screen>
  );
}

function BackToItem({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={hrefs.item(itemId)} viewTransition>
      {t('aftersales.tracking.backToItem')}
    </Link>
  );
}
