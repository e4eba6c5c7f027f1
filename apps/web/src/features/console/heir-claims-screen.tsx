// Heirs' claims on the brand's items (after-sales and admins, decision 043): the brand's parts of claims, open ones
// first, newest first; and one claim: the heir (their number masked), the owner's last activity, the heir's
// statement, the brand's items it concerns (whether the owner still holds each), the documents the heir gave
// (./heir-claim-documents.tsx), and the decision: approve or refuse with a reason (./heir-claim-decision.tsx).
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  HEIR_CLAIMS_PAGE_SIZE,
  heirClaimQuery,
  heirClaimsQuery,
  type ConsoleHeirClaim,
} from '../../api/console';
import { isMissing } from '../../api/errors';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Link, useParams } from '../../lib/router';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { ConsolePage, PageHead, Panel, QueryTable } from './console-page';
import { DataTable, PageNotice, Pager } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { ClaimDecision } from './heir-claim-decision';
import { ClaimDocuments } from './heir-claim-documents';

const stateKey = {
  open: 'console.heirClaims.states.open',
  approved: 'console.heirClaims.states.approved',
  refused: 'console.heirClaims.states.refused',
  cancelled: 'console.heirClaims.states.cancelled',
} as const;

export function HeirClaimsScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const formatDate = useFormatDate();
  const [offset, setOffset] = useState(0);
  const claims = useQuery(heirClaimsQuery(brand.brandId, offset));
  return (
    <ConsolePage title={t('console.heirClaims.title')} lead={t('console.heirClaims.lead')}>
      <Panel id="heir-claims-list" title={t('console.heirClaims.title')} hiddenTitle>
        <QueryTable
          query={claims}
          rows={(page) => page.items}
          empty={t('console.heirClaims.none')}
          columns={[
            t('console.heirClaims.claim'),
            t('console.heirClaims.state'),
            t('console.heirClaims.items'),
            t('console.heirClaims.documents'),
          ]}
          row={(claim) => (
            <tr key={claim.claimId}>
              <th scope="row">
                <Link to={consoleHrefs.heirClaim(brand.brandId, claim.claimId)}>
                  {t('console.heirClaims.claimOf', { date: formatDate(claim.createdAt, 'dateTime') })}
                </Link>
              </th>
              <td>
                <span className={styles.pill}>{t(stateKey[claim.state])}</span>
              </td>
              <td>{claim.itemCount}</td>
              <td>{claim.documentCount}</td>
            </tr>
          )}
        />
        <Pager
          offset={offset}
          size={HEIR_CLAIMS_PAGE_SIZE}
          total={claims.data?.total ?? 0}
          onChange={setOffset}
        />
      </Panel>
    </ConsolePage>
  );
}

/**
 * A detail's query: loading, failed with a retry, its data; `missing` when the API says it does not exist (another
 * brand's is a 404 too).
 */
export function DetailQuery<T>({
  query,
  missing,
  children,
}: {
  query: UseQueryResult<T>;
  missing: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && isMissing(query.error)) return <>{missing}</>;
  return <ConsoleQuery query={query}>{children}</ConsoleQuery>;
}

export function HeirClaimScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const { claimId = '' } = useParams();
  const claim = useQuery({ ...heirClaimQuery(brand.brandId, claimId), retry: false });
  const back = (
    <Link to={consoleHrefs.section(brand.brandId, 'heirClaims')}>← {t('console.heirClaims.back')}</Link>
  );
  return (
    <DetailQuery
      query={claim}
      missing={
        <PageNotice title={t('console.heirClaims.notFound')} text={t('console.heirClaims.notFoundText')}>
          {back}
        </PageNotice>
      }
    >
      {(data) => (
        <>
          <p>{back}</p>
          <ClaimPage claim={data} />
        </>
      )}
    </DetailQuery>
  );
}

function ClaimPage({ claim }: { claim: ConsoleHeirClaim }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const title = t('console.heirClaims.claimOf', { date: formatDate(claim.createdAt, 'dateTime') });
  useConsoleTitle(title);
  return (
    <>
      <PageHead title={title} lead={<span className={styles.pill}>{t(stateKey[claim.state])}</span>} />
      <Panel id="heir-claim-facts" title={t('console.heirClaims.factsTitle')}>
        <dl className={styles.facts}>
          <Fact term={t('console.heirClaims.heir')}>{claim.heirPhone}</Fact>
          <Fact term={t('console.heirClaims.claimedOn')}>{formatDate(claim.createdAt, 'dateTime')}</Fact>
          <Fact term={t('console.heirClaims.ownerLastSeen')}>
            {claim.ownerLastSeenAt
              ? formatDate(claim.ownerLastSeenAt, 'dateTime')
              : t('console.heirClaims.unknown')}
          </Fact>
          <Fact term={t('console.heirClaims.heirsTold')}>
            {claim.heirsToldAt ? formatDate(claim.heirsToldAt, 'dateTime') : t('console.heirClaims.unknown')}
          </Fact>
        </dl>
      </Panel>
      <Panel id="heir-claim-statement" title={t('console.heirClaims.statement')}>
        <p className={styles.quote}>{claim.statement}</p>
      </Panel>
      <ClaimItems claim={claim} />
      <ClaimDocuments claim={claim} />
      <ClaimDecision claim={claim} />
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The brand's items the claim concerns, and whether the owner still holds each (only those move). */
function ClaimItems({ claim }: { claim: ConsoleHeirClaim }) {
  const { t } = useTranslation();
  return (
    <Panel id="heir-claim-items" title={t('console.heirClaims.itemsTitle')}>
      <DataTable
        count={claim.items.length}
        empty={t('console.heirClaims.itemsNone')}
        columns={[t('console.heirClaims.item'), t('console.heirClaims.serial'), t('console.heirClaims.held')]}
      >
        {claim.items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{item.name}</th>
            <td>{item.serialNumber}</td>
            <td>
              {item.held
                ? t('console.heirClaims.heldYes')
                : claim.state === 'open'
                  ? t('console.heirClaims.heldNo')
                  : t('console.heirClaims.heldGone')}
            </td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}
