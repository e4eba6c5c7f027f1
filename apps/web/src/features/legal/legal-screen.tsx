// The legal gate (/legal, docs/product.md "Legal"): the latest terms and privacy policy in the owner's language,
// one box to tick for each, and the acceptance of exactly the versions shown. Only the documents still to accept
// are shown. Nothing else is reachable from here (the router sends every signed-in screen back), but log out.
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { errorCode, errorMessage } from '../../api/errors';
import {
  acceptLegals,
  lastAcceptedQuery,
  LEGAL_OUTDATED,
  legalDocumentQuery,
  legalKeys,
  pendingLegalTypes,
  type LegalDocument,
  type LegalVersions,
} from '../../api/legal';
import { useSignOut } from '../../lib/use-sign-out';
import { Button, Checkbox, Header, Icon } from '../../ui';
import { LanguageSwitch } from '../../ui/language-switch';
import { usePageTitle } from '../../lib/use-page-title';
import { useFormatDate } from '../../lib/format';
import skeleton from '../../ui/skeleton.module.css';
import { LoadError } from '../../ui/state-message';
import { LoadingBlock } from '../../ui/query-states';
import { safeNext } from './legal-gate';
import styles from './legal-screen.module.css';
import { Screen } from '../../ui/screen';
import { PlainText } from '../../ui/plain-text';

export function LegalScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const state = useQuery(lastAcceptedQuery());
  const pending = state.data ? pendingLegalTypes(state.data) : [];
  const documents = useQueries({ queries: pending.map((type) => legalDocumentQuery(type, language)) });
  const [outdated, setOutdated] = useState(false);
  // ticked boxes by document and version: kept across a language switch, a new version starts unticked
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  usePageTitle(t('legal.title'));

  const upToDate = state.data?.upToDate === true;
  useEffect(() => {
    // accepted (here, or already): on to where the owner was going
    if (upToDate) void navigate(next, { replace: true });
  }, [upToDate, next, navigate]);

  const intro = pending.length === 1 && pending[0] ? t(`legal.intro.${pending[0]}`) : t('legal.intro.both');
  const failures = [state, ...documents].filter((query) => query.isError);
  const shown = documents.flatMap((document) => (document.data ? [document.data] : []));
  const loading = state.isPending || upToDate || shown.length < pending.length;

  let content;
  if (failures[0]) {
    content = (
      <LoadError
        title={t('legal.errorTitle')}
        error={failures[0].error}
        onRetry={() => failures.forEach((query) => void query.refetch())}
        retrying={failures.some((query) => query.isFetching)}
      />
    );
  } else if (loading) {
    content = <LegalSkeleton />;
  } else {
    content = (
      <LegalForm
        // new versions (after a 409) start afresh
        key={shown.map((document) => `${document.type}:${document.version}`).join()}
        documents={shown}
        ticked={ticked}
        onTick={(id, value) =>
          setTicked((current) => {
            const updated = new Set(current);
            if (value) updated.add(id);
            else updated.delete(id);
            return updated;
          })
        }
        onOutdated={() => setOutdated(true)}
        onAccepted={() => setOutdated(false)}
      />
    );
  }

  return (
    <Screen>
      <LegalTopBar />
      <Header title={t('legal.title')} subtitle={pending.length > 0 ? intro : undefined} />
      {outdated && (
        <p className={styles.notice} role="alert">
          {t('legal.outdated')}
        </p>
      )}
      {content}
    </Screen>
  );
}

function LegalTopBar() {
  const { t } = useTranslation();
  const { leaving, signOut } = useSignOut();
  return (
    <div className={styles.topBar}>
      <LanguageSwitch align="left" />
      <Button variant="ghost" loading={leaving} onClick={() => void signOut()}>
        {t('legal.logout')}
      </Button>
    </div>
  );
}

const tickId = (document: LegalDocument) => `${document.type}:${document.version}`;

interface LegalFormProps {
  documents: LegalDocument[];
  ticked: ReadonlySet<string>;
  onTick: (id: string, value: boolean) => void;
  onOutdated: () => void;
  onAccepted: () => void;
}

function LegalForm({ documents, ticked, onTick, onOutdated, onAccepted }: LegalFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hintId = useId();
  const all = documents.every((document) => ticked.has(tickId(document)));
  // exactly the versions on screen: if a newer one came out meanwhile, the server says so (409)
  const versions: LegalVersions = Object.fromEntries(
    documents.map((document) => [document.type, document.version]),
  );
  const accept = useMutation({
    mutationFn: () => acceptLegals(versions),
    onSuccess: (state) => {
      onAccepted();
      // the gate reads this answer: the screen moves on, and the next screens pass without asking again
      queryClient.setQueryData(legalKeys.lastAccepted(), state);
    },
    onError: async (error) => {
      if (errorCode(error) !== LEGAL_OUTDATED) return;
      onOutdated();
      await queryClient.invalidateQueries({ queryKey: legalKeys.all });
    },
  });
  const failed = accept.isError && errorCode(accept.error) !== LEGAL_OUTDATED;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (all && !accept.isPending) accept.mutate();
      }}
    >
      {documents.map((document) => (
        <LegalDocumentSection key={document.type} document={document} />
      ))}
      <div className={styles.choices}>
        {documents.map((document) => (
          <Checkbox
            key={document.type}
            label={t(`legal.accept.${document.type}`)}
            checked={ticked.has(tickId(document))}
            onChange={(value) => onTick(tickId(document), value)}
          />
        ))}
      </div>
      {failed && (
        <p className={styles.notice} role="alert">
          {t('legal.failed')} {errorMessage(accept.error, t)}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        disabled={!all}
        loading={accept.isPending}
        aria-describedby={all ? undefined : hintId}
      >
        {t('legal.submit')}
      </Button>
      {!all && (
        <p id={hintId} className={styles.hint}>
          {t('legal.hint', { count: documents.length })}
        </p>
      )}
    </form>
  );
}

function LegalDocumentSection({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const titleId = useId();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className={styles.document}>
      <div className={styles.documentHead}>
        <h2 id={titleId} className={styles.documentTitle}>
          {document.title}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={document.title}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="chevron-down" size={20} className={styles.chevron} />
        </button>
      </div>
      <p className={styles.version}>
        {t('legal.version', { version: document.version, date: formatDate(document.publishedAt) })}
      </p>
      {/* long texts scroll in their own box; focusable so the keyboard can scroll it */}
      <div
        id={bodyId}
        hidden={!open}
        className={styles.body}
        role="region"
        aria-labelledby={titleId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <PlainText body={document.body} headingLevel={3} />
      </div>
    </section>
  );
}

function LegalSkeleton() {
  return (
    <LoadingBlock className={styles.form} rows={2}>
      <div className={styles.document} aria-hidden="true">
        <span className={`${skeleton.line} ${styles.skeletonTitle}`} />
        <span className={`${skeleton.block} ${styles.skeletonBody}`} />
      </div>
    </LoadingBlock>
  );
}
