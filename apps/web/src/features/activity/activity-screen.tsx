// Activity (issue 4): all / sent / received, paged by 10; a pending send can be taken back after a confirmation.
import { useInfiniteQuery, useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import { itemKeys } from '../../api/items';
import {
  activityQuery,
  cancelTransfer,
  transferKeys,
  type ActivityDirection,
  type Transaction,
} from '../../api/transfers';
import { paths } from '../../config/paths';
import { BackLink, Button, Header, Modal, Tabs } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { PagedStates } from '../../ui/query-states';
import styles from './activity.module.css';
import { Screen } from '../../ui/screen';
import { useTabParam } from '../../ui/use-tab-param';
import { ActivityRow, ActivityRowSkeleton, counterpartyOf } from './activity-row';

export const activityTabs = ['all', 'sent', 'received'] as const satisfies readonly ActivityDirection[];
const SKELETON_ROWS = 4;

export function ActivityScreen() {
  const { t } = useTranslation();
  const [tab, selectTab] = useTabParam(activityTabs);
  usePageTitle(t('transfers.activity.title'));

  return (
    <Screen>
      <BackLink fallbackTo={paths.home} />
      <Header title={t('transfers.activity.title')} subtitle={t('transfers.activity.subtitle')} />
      <Tabs
        label={t('transfers.activity.tabsLabel')}
        selectedId={tab}
        onChange={selectTab}
        tabs={activityTabs.map((id) => ({ id, label: t(`transfers.activity.tabs.${id}`) }))}
        panels={{ [tab]: <ActivityList key={tab} direction={tab} /> }}
      />
    </Screen>
  );
}

function ActivityList({ direction }: { direction: ActivityDirection }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const activity = useInfiniteQuery(activityQuery(direction));
  const [confirming, setConfirming] = useState<Transaction>();
  const cancel = useMutation({
    mutationFn: (transaction: Transaction) => cancelTransfer(transaction.transferId),
    onSuccess: async () => {
      setConfirming(undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transferKeys.all }),
        queryClient.invalidateQueries({ queryKey: itemKeys.all }),
      ]);
    },
  });

  return (
    <PagedStates
      query={activity}
      loading={
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <ActivityRowSkeleton key={index} />
          ))}
        </ul>
      }
      errorTitle={t('transfers.activity.errorTitle')}
      onErrorWithRows="replace"
      empty={{
        icon: 'send',
        title: t(`transfers.activity.empty.${direction}`),
        text: t('transfers.activity.emptyText'),
      }}
      loadMoreLabel={t('transfers.activity.loadMore')}
    >
      {(rows) => (
        <>
          {cancel.isSuccess && (
            <p className={styles.notice} role="status">
              {t('transfers.activity.cancelled')}
            </p>
          )}
          <ul className={styles.list}>
            {rows.map((transaction) => (
              <ActivityRow
                key={transaction.id}
                transaction={transaction}
                onCancel={(chosen) => {
                  cancel.reset();
                  setConfirming(chosen);
                }}
              />
            ))}
          </ul>
          <CancelSheet transaction={confirming} cancel={cancel} onClose={() => setConfirming(undefined)} />
        </>
      )}
    </PagedStates>
  );
}

interface CancelSheetProps {
  /** The pending send the owner asked to take back; none: the sheet is closed. */
  transaction: Transaction | undefined;
  cancel: UseMutationResult<unknown, Error, Transaction>;
  onClose: () => void;
}

/** The confirmation before a pending send is taken back, with the server's reason when it refuses. */
function CancelSheet({ transaction, cancel, onClose }: CancelSheetProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={transaction !== undefined}
      onClose={onClose}
      position="bottom"
      title={t('transfers.activity.cancelTitle')}
    >
      {transaction && (
        <div className={styles.modalBody}>
          <p className={styles.modalText}>
            {t('transfers.activity.cancelText', {
              name: transaction.product.name,
              who: counterpartyOf(transaction),
            })}
          </p>
          {cancel.isError && (
            <p className={styles.notice} data-tone="error" role="alert">
              {t('transfers.activity.cancelFailed')} {errorMessage(cancel.error, t)}
            </p>
          )}
          <div className={styles.modalActions}>
            <Button fullWidth loading={cancel.isPending} onClick={() => cancel.mutate(transaction)}>
              {t('transfers.activity.cancelConfirm')}
            </Button>
            <Button variant="secondary" fullWidth onClick={onClose}>
              {t('transfers.activity.keep')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
