// An item's passport as after-sales staff read it beside a repair: the public fields and the repair information
// with the documents they may open, and the owner's own record (since when, how, their repairs) only when the owner
// shares it with the brand.
import type { PassportView } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { afterSalesPassportQuery } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { PassportFieldsView } from './passport-read';

export function AfterSalesPassport({ brandId, itemId }: { brandId: string; itemId: string }) {
  const view = useQuery(afterSalesPassportQuery(brandId, itemId));
  return (
    <ConsoleQuery query={view}>
      {(passport) => (
        <>
          <PassportFieldsView fields={passport.fields} documents={passport.documents} />
          <OwnerRecord personal={passport.personal} />
        </>
      )}
    </ConsoleQuery>
  );
}

function OwnerRecord({ personal }: { personal: PassportView['personal'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!personal) return <p className={styles.meta}>{t('console.passport.ownerNotShared')}</p>;
  return (
    <div>
      <h4 className={styles.subhead}>{t('console.passport.ownerRecord')}</h4>
      <p>
        {t('console.passport.heldSince', {
          date: formatDate(personal.heldSince),
          how: t(`console.passport.acquiredBy.${personal.acquiredBy}`),
        })}
      </p>
      {personal.repairs.length > 0 && (
        <ul>
          {personal.repairs.map((repair) => (
            <li key={repair.openedAt}>
              {t('console.passport.pastRepair', {
                store: repair.store,
                opened: formatDate(repair.openedAt),
                closed: repair.closedAt ? formatDate(repair.closedAt) : '—',
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
