// Items whose token came back from a wallet into a custody address no owner could take it back at (decision
// 031): they are in the brand's stock; the brand deals with each (a sale, a call to the person who sent it) and
// marks it resolved, which takes it off this list.
import type { CustodyArrival } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ARRIVALS_PAGE_SIZE, arrivalsQuery, useResolveArrival } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { shortHash, useFormatDate } from '../../lib/format';
import { Button } from '../../ui';
import { Panel, QueryTable } from './console-page';
import { ErrorLine, Pager } from './console-parts';
import { styles } from './console-styles';

export function ArrivalsPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const arrivals = useQuery(arrivalsQuery(brandId, offset));
  const resolve = useResolveArrival(brandId);
  const [done, setDone] = useState('');
  return (
    <Panel id="arrivals" title={t('console.arrivals.title')}>
      <p className={styles.meta}>{t('console.arrivals.lead')}</p>
      <p className={done ? styles.success : 'visually-hidden'} role="status">
        {done}
      </p>
      <ErrorLine error={resolve.error} />
      <QueryTable
        query={arrivals}
        rows={(page) => page.items}
        empty={t('console.arrivals.none')}
        columns={[
          t('console.arrivals.item'),
          t('console.arrivals.reason'),
          t('console.arrivals.address'),
          t('console.arrivals.date'),
          { hidden: t('console.actions') },
        ]}
        row={(arrival) => (
          <ArrivalRow
            key={arrival.id}
            arrival={arrival}
            busy={resolve.isPending}
            onResolve={() => {
              setDone('');
              resolve.mutate(arrival.id, {
                onSuccess: () => setDone(t('console.arrivals.resolved', { item: arrival.item.name })),
              });
            }}
          />
        )}
      />
      <Pager
        offset={offset}
        size={ARRIVALS_PAGE_SIZE}
        total={arrivals.data?.total ?? 0}
        onChange={setOffset}
      />
    </Panel>
  );
}

function ArrivalRow({
  arrival,
  busy,
  onResolve,
}: {
  arrival: CustodyArrival;
  busy: boolean;
  onResolve: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <tr>
      <th scope="row">
        {arrival.item.name}
        <br />
        <span className={styles.meta}>{arrival.item.serialNumber}</span>
      </th>
      <td>{t(`console.arrivals.reasons.${arrival.reason}`)}</td>
      <td>
        <code title={arrival.address} translate="no">
          {shortHash(arrival.address, 6, 4)}
        </code>
      </td>
      <td>{formatDate(arrival.createdAt, 'dateTime')}</td>
      <td>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('console.arrivals.resolveItem', {
            item: arrival.item.name,
            serial: arrival.item.serialNumber,
          })}
          onClick={onResolve}
        >
          {t('console.arrivals.resolve')}
        </Button>
      </td>
    </tr>
  );
}
