// Items entrusted to the brand's stores (after-sales and admins, decision 044): the list of those in care now, and
// one care period: the item as its owner shared it (never the owner), the store, the period, its state; the store
// ends it early (asked first), the owner is told. Another brand's period is "not found", as the API answers.
import type { StoreCare } from '@heirloom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  consoleKeys,
  STORE_CARE_PAGE_SIZE,
  storeCareOneQuery,
  storeCareQuery,
  useEndStoreCare,
} from '../../api/console';
import { errorCode } from '../../api/errors';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Link, useParams } from '../../lib/router';
import { ConfirmButton } from './console-controls';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { ConsolePage, PageHead, Panel, QueryTable } from './console-page';
import { ErrorLine, PageNotice, Pager, SuccessLine } from './console-parts';
import { styles } from './console-styles';
import { CareShared } from './care-shared';
import { DetailQuery } from './heir-claims-screen';

export function StoreCareScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const formatDate = useFormatDate();
  const [offset, setOffset] = useState(0);
  const periods = useQuery(storeCareQuery(brand.brandId, offset));
  return (
    <ConsolePage title={t('console.care.title')} lead={t('console.care.lead')}>
      <Panel id="care-list" title={t('console.care.title')} hiddenTitle>
        <QueryTable
          query={periods}
          rows={(page) => page.items}
          empty={t('console.care.none')}
          columns={[
            t('console.care.item'),
            t('console.care.store'),
            t('console.care.from'),
            t('console.care.until'),
          ]}
          row={(care) => (
            <tr key={care.id}>
              <th scope="row">
                <Link to={consoleHrefs.care(brand.brandId, care.id)}>{care.item.name}</Link>
                <br />
                <span className={styles.meta}>{care.item.serialNumber}</span>
              </th>
              <td>
                {care.store.name}
                <br />
                <span className={styles.meta}>{care.store.city}</span>
              </td>
              <td>{formatDate(care.startsAt, 'dateTime')}</td>
              <td>{formatDate(care.endsAt, 'dateTime')}</td>
            </tr>
          )}
        />
        <Pager
          offset={offset}
          size={STORE_CARE_PAGE_SIZE}
          total={periods.data?.total ?? 0}
          onChange={setOffset}
        />
      </Panel>
    </ConsolePage>
  );
}

export function StoreCareOneScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const { careId = '' } = useParams();
  const care = useQuery({ ...storeCareOneQuery(brand.brandId, careId), retry: false });
  const back = <Link to={consoleHrefs.section(brand.brandId, 'care')}>← {t('console.care.back')}</Link>;
  return (
    <DetailQuery
      query={care}
      missing={
        <PageNotice title={t('console.care.notFound')} text={t('console.care.notFoundText')}>
          {back}
        </PageNotice>
      }
    >
      {(data) => (
        <>
          <p>{back}</p>
          <CarePage care={data} />
        </>
      )}
    </DetailQuery>
  );
}

function CarePage({ care }: { care: StoreCare }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  useConsoleTitle(care.item.name);
  return (
    <>
      <PageHead
        title={care.item.name}
        lead={`${care.item.serialNumber} · ${care.item.brand.name} · ${care.item.collection.name}`}
      />
      <Panel id="care-period" title={t('console.care.periodTitle')}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('console.care.store')}</dt>
            <dd>
              {care.store.name}, {care.store.city}
            </dd>
          </div>
          <div>
            <dt>{t('console.care.from')}</dt>
            <dd>{formatDate(care.startsAt, 'dateTime')}</dd>
          </div>
          <div>
            <dt>{t('console.care.until')}</dt>
            <dd>{formatDate(care.endsAt, 'dateTime')}</dd>
          </div>
          <div>
            <dt>{t('console.care.state')}</dt>
            <dd>
              <CareState care={care} />
            </dd>
          </div>
        </dl>
        {care.repairId && <p className={styles.meta}>{t('console.care.forRepair')}</p>}
        <EndCare care={care} />
      </Panel>
      <CareShared item={care.item} />
    </>
  );
}

function CareState({ care }: { care: StoreCare }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!care.endedAt) return <span className={styles.pill}>{t('console.care.open')}</span>;
  return (
    <>
      <span className={styles.pill}>{t('console.care.ended')}</span>{' '}
      {t('console.care.endedOn', {
        date: formatDate(care.endedAt, 'dateTime'),
        why: t(`console.care.endedBy.${care.endedBy ?? 'time'}`),
      })}
    </>
  );
}

/** The store hands the item back now (asked first); a period that had ended meanwhile is read again. */
function EndCare({ care }: { care: StoreCare }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const client = useQueryClient();
  const end = useEndStoreCare(brand.brandId);
  const [done, setDone] = useState<string>();
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done || end.error) said.current?.focus();
  }, [done, end.error]);
  const ended = errorCode(end.error) === 'CARE_ENDED';
  return (
    <div ref={said} tabIndex={-1}>
      <SuccessLine text={done} />
      {ended ? (
        <p className={styles.error} role="alert">
          {t('console.care.errors.ended')}
        </p>
      ) : (
        <ErrorLine error={end.error} />
      )}
      {!care.endedAt && brand.can('afterSales') && (
        <div className={styles.actions}>
          <ConfirmButton
            variant="danger"
            loading={end.isPending}
            disabled={end.isPending}
            question={t('console.care.endQuestion', { item: care.item.name })}
            onConfirm={() =>
              end.mutate(care.id, {
                onSuccess: (next) => {
                  client.setQueryData(storeCareOneQuery(brand.brandId, care.id).queryKey, next);
                  setDone(t('console.care.endedDone'));
                },
                onError: (error) => {
                  // ended meanwhile: the period and the list read again (as after a change of the brand's)
                  if (errorCode(error) === 'CARE_ENDED')
                    void client.invalidateQueries({ queryKey: consoleKeys.brand(brand.brandId) });
                },
              })
            }
          >
            {t('console.care.end')}
          </ConfirmButton>
        </div>
      )}
    </div>
  );
}
