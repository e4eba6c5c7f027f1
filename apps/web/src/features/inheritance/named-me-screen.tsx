// /named-me: the people who named the signed-in user as their heir, as far as the heir may know (decision 043): the
// owner's name only when they agreed to share it, since when, how many items, and whether a claim may be made
// (only once the safeguard told the heirs). No item is ever shown before a handover.
import { HEIR_STATEMENT_MAX } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { namedMeQuery, useMakeClaim, type NamedMe } from '../../api/inheritance';
import { errorMessage } from '../../api/errors';
import { hrefs, paths } from '../../config/paths';
import { BackLink, Button, Header, NeedsNetwork, TextArea } from '../../ui';
import { useFormatDate } from '../../lib/format';
import { useOnline } from '../../lib/online';
import { usePageTitle } from '../../lib/use-page-title';
import { Link, useNavigate } from '../../lib/router';
import { LoadingBlock, QueryStates } from '../../ui/query-states';
import { SkeletonRow } from '../../ui/skeleton-row';
import { Screen } from '../../ui/screen';
import styles from './inheritance.module.css';

export function NamedMeScreen() {
  const { t } = useTranslation();
  usePageTitle(t('inheritance.namedMe.title'));
  const named = useQuery(namedMeQuery());
  const rows = named.data ?? [];
  return (
    <Screen gap={5}>
      <BackLink fallbackTo={paths.home} />
      <Header title={t('inheritance.namedMe.title')} />
      <p className={styles.lead}>{t('inheritance.namedMe.intro')}</p>
      <QueryStates
        query={named}
        count={rows.length}
        loading={
          <LoadingBlock className={styles.list}>
            <SkeletonRow className={styles.card} lines={[styles.skeletonLine, styles.skeletonShort]} />
          </LoadingBlock>
        }
        errorTitle={t('inheritance.namedMe.errorTitle')}
        empty={{
          icon: 'shield',
          title: t('inheritance.namedMe.emptyTitle'),
          text: t('inheritance.namedMe.emptyText'),
        }}
      >
        <ul className={styles.list}>
          {rows.map((naming) => (
            <li key={naming.id}>
              <Naming naming={naming} />
            </li>
          ))}
        </ul>
      </QueryStates>
    </Screen>
  );
}

function Naming({ naming }: { naming: NamedMe }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const titleId = `naming-${naming.id}`;
  const claim = naming.claim;
  const live = claim && claim.state !== 'cancelled' ? claim : null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {naming.ownerName
          ? t('inheritance.namedMe.namedBy', { name: naming.ownerName })
          : t('inheritance.namedMe.namedBySomeone')}
      </h2>
      <p className={styles.muted}>
        {t('inheritance.namedMe.since', { date: formatDate(naming.namedAt) })}
        {' · '}
        {t('inheritance.namedMe.items', { count: naming.itemCount })}
      </p>
      {live ? (
        <>
          <p className={styles.text}>{t(`inheritance.namedMe.claimState.${live.state}`)}</p>
          <Link to={hrefs.heirClaim(live.id)} viewTransition className={styles.textLink}>
            {t('inheritance.namedMe.seeClaim')}
          </Link>
        </>
      ) : (
        <>
          {claim && <p className={styles.text}>{t('inheritance.namedMe.claimState.cancelled')}</p>}
          {naming.mayClaim ? (
            <ClaimForm naming={naming} />
          ) : (
            <p className={styles.text}>{t('inheritance.namedMe.notYet')}</p>
          )}
        </>
      )}
    </section>
  );
}

/** What happened, then the claim is made and its page opens (for each brand's documents). */
function ClaimForm({ naming }: { naming: NamedMe }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const online = useOnline();
  const make = useMakeClaim();
  const [statement, setStatement] = useState('');
  const [missing, setMissing] = useState(false);
  const offlineId = `claim-offline-${naming.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!statement.trim()) {
      setMissing(true);
      return;
    }
    make.mutate(
      { namingId: naming.id, statement },
      { onSuccess: (claim) => void navigate(hrefs.heirClaim(claim.id), { viewTransition: true }) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {naming.mayClaimSince && (
        <p className={styles.note}>
          {t('inheritance.namedMe.mayClaimSince', { date: formatDate(naming.mayClaimSince) })}
        </p>
      )}
      <h3 className={styles.cardTitle}>{t('inheritance.namedMe.claimTitle')}</h3>
      <p className={styles.text}>{t('inheritance.namedMe.claimText')}</p>
      <TextArea
        label={t('inheritance.namedMe.statementLabel')}
        hint={t('inheritance.namedMe.statementHint', { max: HEIR_STATEMENT_MAX })}
        value={statement}
        maxLength={HEIR_STATEMENT_MAX}
        required
        rows={5}
        error={missing ? t('inheritance.namedMe.statementRequired') : undefined}
        onChange={(event) => {
          setStatement(event.target.value);
          setMissing(false);
        }}
      />
      <p className={styles.error} role="alert">
        {make.isError ? errorMessage(make.error, t) : ''}
      </p>
      <NeedsNetwork id={offlineId} online={online} />
      <Button
        type="submit"
        loading={make.isPending}
        disabled={!online}
        aria-describedby={online ? undefined : offlineId}
      >
        {t('inheritance.namedMe.submit')}
      </Button>
    </form>
  );
}
