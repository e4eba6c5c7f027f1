// The brand's NFC tags (docs/decisions/024-tags-and-taps.md): the alerts of copied or forged links, the tags with their
// item, keys and last reads (./tag-list.tsx), each tag unlinked, replaced, or given "what to write into the chip", its
// item's taps (./tag-panel.tsx); one tag registered by hand or many by CSV (./tag-register.tsx); and, for admins, the
// master key its chips' keys derive from (./tag-master-key.tsx).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TAG_ALERTS_PAGE_SIZE, tagAlertsQuery, type TagAlert } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel, QueryTable } from './console-page';
import { Pager } from './console-parts';
import { styles } from './console-styles';
import { ItemNamed, TagList } from './tag-list';
import { MasterKey } from './tag-master-key';
import { RegisterTags } from './tag-register';

export function TagsScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  return (
    <ConsolePage title={t('console.tags.title')} lead={t('console.tags.lead')}>
      <Alerts />
      <TagList />
      {brand.can('catalogue') && <RegisterTags />}
      {brand.roles.includes('admin') && <MasterKey />}
    </ConsolePage>
  );
}

function Alerts() {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const [offset, setOffset] = useState(0);
  const alerts = useQuery(tagAlertsQuery(brandId, offset));
  return (
    <Panel id="tag-alerts" title={t('console.tags.alerts.title')}>
      <p className={styles.meta}>{t('console.tags.alerts.lead')}</p>
      <QueryTable
        query={alerts}
        rows={(page) => page.items}
        empty={t('console.tags.alerts.none')}
        label={t('console.tags.alerts.title')}
        columns={[
          t('console.tags.alerts.time'),
          t('console.tags.alerts.kind'),
          t('console.tags.alerts.item'),
          t('console.tags.alerts.uid'),
          t('console.tags.alerts.counter'),
        ]}
        row={(alert) => <AlertRow key={alert.id} alert={alert} />}
        after={(page) => (
          <Pager offset={offset} size={TAG_ALERTS_PAGE_SIZE} total={page.total} onChange={setOffset} />
        )}
      />
    </Panel>
  );
}

function AlertRow({ alert }: { alert: TagAlert }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <tr>
      <th scope="row">{formatDate(alert.at, 'moment')}</th>
      <td>
        <span className={styles.pill} data-tone="bad">
          {t(`console.tags.alertKind.${alert.kind}`)}
        </span>
      </td>
      <td>
        {alert.item ? (
          <ItemNamed item={alert.item} />
        ) : (
          <span className={styles.meta}>{t('console.tags.alerts.unknownItem')}</span>
        )}
      </td>
      <td>{alert.tagUid ? <code>{alert.tagUid}</code> : '—'}</td>
      <td>
        {alert.counter === null
          ? '—'
          : alert.highestCounter === null
            ? alert.counter
            : t('console.tags.alerts.counterVsHighest', {
                counter: alert.counter,
                highest: alert.highestCounter,
              })}
      </td>
    </tr>
  );
}
