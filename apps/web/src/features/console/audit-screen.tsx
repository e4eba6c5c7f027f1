// The brand's audit log (admins): who changed what, when, to which item, repair, store or person, newest first.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, auditQuery, type AuditEntry } from '../../api/console';
import type { TextKey } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button } from '../../ui';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

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
  'item_put_on_sale',
  'item_taken_off_sale',
  'market_link_created',
  'message_sent',
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
  useConsoleTitle(t('console.audit.title'));
  const [offset, setOffset] = useState(0);
  const log = useQuery(auditQuery(brand.brandId, offset));
  const formatDate = useFormatDate();
  const actionText = useActionText();
  const total = log.data?.total ?? 0;
  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <h1>{t('console.audit.title')}</h1>
          <p className={styles.lead}>{t('console.audit.lead')}</p>
        </div>
      </div>
      <section className={styles.panel} aria-labelledby="audit-list">
        <h2 id="audit-list" className="visually-hidden">
          {t('console.audit.title')}
        </h2>
        <ConsoleQuery query={log}>
          {(page) =>
            page.items.length === 0 ? (
              <p className={styles.empty}>{t('console.audit.none')}</p>
            ) : (
              <div className={styles.tableScroll}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('console.audit.when')}</th>
                      <th scope="col">{t('console.audit.who')}</th>
                      <th scope="col">{t('console.audit.what')}</th>
                      <th scope="col">{t('console.audit.target')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((entry) => (
                      <tr key={entry.id}>
                        <td>{formatDate(entry.at, 'dateTime')}</td>
                        <th scope="row">
                          {entry.actor.label}
                          <span className={styles.meta}>
                            {' '}
                            · {t(`console.audit.actor.${entry.actor.kind}`)}
                          </span>
                        </th>
                        <td>{actionText(entry)}</td>
                        <td>{entry.target?.label ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </ConsoleQuery>
        {total > AUDIT_PAGE_SIZE && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(offset - AUDIT_PAGE_SIZE)}
            >
              {t('console.previous')}
            </Button>
            <span className={styles.meta}>
              {t('console.pageOf', {
                from: offset + 1,
                to: Math.min(offset + AUDIT_PAGE_SIZE, total),
                total,
              })}
            </span>
            <Button
              variant="secondary"
              disabled={offset + AUDIT_PAGE_SIZE >= total}
              onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
            >
              {t('console.next')}
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
