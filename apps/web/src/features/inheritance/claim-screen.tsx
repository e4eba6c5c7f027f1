// /heir-claims/:claimId: the heir's claim (decision 043): what they said, and for each brand concerned the documents
// it asks for and those sent, its part's state (open, under review, approved, refused with the reason, cancelled
// because the owner came back) and what happens next. Approved items are simply in the heir's collection.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { heirClaimQuery, type ClaimPart, type HeirClaim } from '../../api/inheritance';
import { paths } from '../../config/paths';
import { BackLink, Header } from '../../ui';
import { useFormatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { Link, useParams } from '../../lib/router';
import { RecordScreen } from '../../ui/record-screen';
import { ClaimDocuments, sizeOf } from './claim-documents';
import styles from './inheritance.module.css';

export function ClaimScreen() {
  const { t } = useTranslation();
  const { claimId = '' } = useParams();
  const claim = useQuery(heirClaimQuery(claimId));
  usePageTitle(t('inheritance.claim.title'));
  return (
    <RecordScreen
      query={claim}
      back={<BackLink to={paths.namedMe} label={t('inheritance.claim.backToNamedMe')} />}
      notFound={{ title: t('inheritance.claim.notFoundTitle'), text: t('inheritance.claim.notFoundText') }}
      errorTitle={t('inheritance.claim.errorTitle')}
    >
      {(data) => <Claim claim={data} />}
    </RecordScreen>
  );
}

function Claim({ claim }: { claim: HeirClaim }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <>
      <Header
        title={t('inheritance.claim.title')}
        subtitle={t('inheritance.claim.madeOn', { date: formatDate(claim.createdAt) })}
      />
      <p className={styles.state} data-state={claim.state}>
        {t(`inheritance.claim.state.${claim.state}`)}
      </p>
      {claim.state === 'cancelled' && (
        <p className={styles.dangerNote}>{t('inheritance.claim.cancelledText')}</p>
      )}
      <section className={styles.card} aria-labelledby="claim-statement">
        <h2 id="claim-statement" className={styles.cardTitle}>
          {t('inheritance.claim.statementTitle')}
        </h2>
        <p className={styles.text}>{claim.statement}</p>
      </section>
      {claim.parts.map((part) => (
        <Part key={part.brandId} claim={claim} part={part} />
      ))}
    </>
  );
}

/** A part still open with no document yet waits for the heir; with some, it is under review. */
const partStateOf = (part: ClaimPart) =>
  part.state === 'open' && part.documents.length === 0 ? 'waiting' : part.state;

function Part({ claim, part }: { claim: HeirClaim; part: ClaimPart }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const state = partStateOf(part);
  const titleId = `claim-part-${part.brandId}`;
  const brand = part.brandName;
  const open = claim.state === 'open' && part.state === 'open';
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {brand}
      </h2>
      <p className={styles.muted}>{t('inheritance.claim.partItems', { count: part.itemCount })}</p>
      <p className={styles.state} data-state={part.state}>
        {t(`inheritance.claim.partState.${state}`)}
        {part.decidedAt && ` · ${t('inheritance.claim.decidedOn', { date: formatDate(part.decidedAt) })}`}
      </p>
      {part.state === 'refused' && part.reason && (
        <p className={styles.dangerNote}>{t('inheritance.claim.reason', { reason: part.reason })}</p>
      )}
      {part.state !== 'approved' && (
        <>
          <h3 className={styles.subTitle}>{t('inheritance.claim.asks', { brand })}</h3>
          <ul className={styles.bullets}>
            {part.requiredDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.subTitle}>{t('inheritance.claim.sent')}</h3>
      {part.documents.length === 0 ? (
        <p className={styles.muted}>{t('inheritance.claim.noneSent')}</p>
      ) : (
        <ul className={styles.files}>
          {part.documents.map((document) => (
            <li key={document.id} className={styles.fileName}>
              {document.fileName} <span className={styles.muted}>{sizeOf(document.size, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      {open && <ClaimDocuments claimId={claim.id} part={part} />}
      <h3 className={styles.subTitle}>{t('inheritance.claim.nextTitle')}</h3>
      <p className={styles.text}>{t(`inheritance.claim.next.${state}`, { brand })}</p>
      {part.state === 'approved' && (
        <Link to={paths.home} viewTransition className={styles.textLink}>
          {t('inheritance.claim.seeCollection')}
        </Link>
      )}
    </section>
  );
}
