// The brand's audit log (admins): who changed what, when, to which item, repair, store or person, newest first.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, auditQuery, type AuditEntry } from '../../api/console';
import type { TextKey } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { useConsoleBrand } from './console-layout';
import { Pager } from './console-parts';
import { styles } from './console-styles';
import { ConsolePage, Panel, QueryTable } from './console-page';

/** The actions the log names in words (`area.verb` written `area_verb`, as their texts' keys). */
const known = new Set([
  'staff_invited',
  'staff_joined',
  'staff_roles_changed',
  'staff_removed',
  'staff_invitation_withdrawn',
  'key_created',
  'key_revoked',
  'repair_moved',
  'heirClaim_approved',
  'heirClaim_refused',
  'heirSettings_changed',
  'care_ended',
  'repair_noted',
  'store_created',
  'store_updated',
  'collection_created',
  'collection_updated',
  'collection_opened',
  'collection_closed',
  'collection_cover_changed',
  'item_created',
  'items_imported',
  'item_picture_changed',
  'item_put_on_sale',
  'item_taken_off_sale',
  'market_link_created',
  'message_sent',
  'order_refunded',
  'arrival_resolved',
  'royalty_changed',
]);

function useActionText() {
  const { t } = useTranslation();
  return (entry: AuditEntry) => {
    const key = entry.action.replace('.', '_');
    return known.has(key) ? t(`console.audit.action.${key}` as TextKey) : entry.action;
  };
}

export function AuditScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const [offset, setOffset] = useState(0);
  const log = useQuery(auditQuery(brand.brandId, offset));
  const formatDate = useFormatDate();
  const actionText = useActionText();
  return (
    <ConsolePage title={t('console.audit.title')} lead={t('console.audit.lead')}>
      <Panel id="audit-list" title={t('console.audit.title')} hiddenTitle>
        <QueryTable
          query={log}
          rows={(page) => page.items}
          empty={t('console.audit.none')}
          columns={[
            t('console.audit.when'),
            t('console.audit.who'),
            t('console.audit.what'),
            t('console.audit.target'),
          ]}
          row={(entry) => (
            <tr key={entry.id}>
              <td>{formatDate(entry.at, 'dateTime')}</td>
              <th scope="row">
                {entry.actor.label}
                <span className={styles.meta}> · {t(`console.audit.actor.${entry.actor.kind}`)}</span>
              </th>
              <td>{actionText(entry)}</td>
              <td>{entry.target?.label ?? '—'}</td>
            </tr>
          )}
        />
        <Pager offset={offset} size={AUDIT_PAGE_SIZE} total={log.data?.total ?? 0} onChange={setOffset} />
      </Panel>
    </ConsolePage>
  );
}
