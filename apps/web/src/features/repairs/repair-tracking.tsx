// One repair followed step by step: its state up front, the store's latest word, what the owner can do, the
// timeline, the description and the store. Loaded by id; a copy from the item's list shows at once. While open
// it is read again every few seconds (see repairQuery): the brand's moves show, and are announced, by themselves.
import { isRepairOpen } from '@heirloom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TextKey } from '../../i18n';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Item } from '../../api/items';
import { followRepairMove, repairQuery, type Repair, type RepairState } from '../../api/repairs';
import { Header } from '../../ui';
import { useFormatDate } from '../../lib/format';
import { isMissing } from '../../api/errors';
import skeleton from '../../ui/skeleton.module.css';
import { StateMessage } from '../../ui/state-message';
import { RepairActions, type RepairOutcome } from './repair-actions';
import { RepairStoreCard } from './repair-store-card';
import { RepairTimeline } from './repair-timeline';
import styles from './repairs.module.css';
import { LoadingTitle } from '../../ui/loading-title';
import { QueryError } from '../../ui/query-error';

export interface RepairTrackingProps {
  item: Item;
  repairId: string;
  /** The repair as the item's list has it: shown while the fresh copy loads. */
  initial?: Repair;
  initialUpdatedAt?: number;
  /** A first announcement, e.g. "Your request was sent". */
  notice?: string;
  /** The owner closed the repair here (cancelled it or confirmed pickup). */
  onClosed?: () => void;
  /** Shown under a closed repair when a new request is possible. */
  after?: ReactNode;
}

const OUTCOME_TEXT: Record<RepairOutcome, TextKey> = {
  saved: 'aftersales.tracking.saved',
  cancelled: 'aftersales.tracking.cancelled',
  pickedUp: 'aftersales.tracking.pickedUp',
};

/**
 * What the live region says and where the focus goes as the repair moves: the brand's moves told as they are read,
 * the owner's own actions (`done`) by their outcome, with the new state taking the focus.
 */
function useTrackingNews(repair: Repair | undefined, itemId: string, onClosed?: () => void) {
  const queryClient = useQueryClient();
  // what the live region says last (a text key, so a language switch follows): the owner's own action here,
  // or the brand's latest move
  const [said, setSaid] = useState<TextKey>();
  const [focusState, setFocusState] = useState(0);
  const stateCard = useRef<HTMLElement>(null);
  const state = repair?.state;
  const [seenState, setSeenState] = useState<RepairState | undefined>(state);

  // a new state read from the server: adjusted while rendering, so the text and the state show together
  if (state !== seenState) {
    setSeenState(state);
    // the owner's own moves announce their outcome (done below); the brand's are told here
    if (seenState && state && lastMoveBy(repair) === 'brand') {
      setSaid(`aftersales.tracking.stateText.${state}`);
    }
  }

  // whoever moved it, the item's status and home show the new state too
  const movedFrom = useRef(state);
  useEffect(() => {
    if (movedFrom.current && state && movedFrom.current !== state) followRepairMove(queryClient, itemId);
    movedFrom.current = state;
  }, [queryClient, itemId, state]);

  // after an action the button pressed may be gone: the new state takes the focus
  useEffect(() => {
    if (focusState > 0) stateCard.current?.focus();
  }, [focusState]);

  const done = (next: RepairOutcome) => {
    setSaid(OUTCOME_TEXT[next]);
    setFocusState((count) => count + 1);
    if (next !== 'saved') onClosed?.();
  };
  return { said, stateCard, done };
}

export function RepairTracking({
  item,
  repairId,
  initial,
  initialUpdatedAt,
  notice,
  onClosed,
  after,
}: RepairTrackingProps) {
  const { t } = useTranslation();
  const query = useQuery({
    ...repairQuery(item.id, repairId),
    initialData: initial,
    initialDataUpdatedAt: initialUpdatedAt,
  });
  const { said, stateCard, done } = useTrackingNews(query.data, item.id, onClosed);

  if (query.isPending) return <TrackingSkeleton />;
  if (query.isError && isMissing(query.error)) {
    return (
      <StateMessage
        headingLevel={1}
        icon="wrench"
        title={t('aftersales.tracking.notFoundTitle')}
        text={t('aftersales.tracking.notFoundText')}
      />
    );
  }
  if (query.isError) {
    return <QueryError headingLevel={1} query={query} title={t('aftersales.tracking.errorTitle')} />;
  }

  const repair = query.data;
  const message = said ? t(said) : notice;

  return (
    <div className={styles.tracking}>
      <Header title={t('aftersales.tracking.title')} subtitle={item.name} />
      <p className={styles.notice} role="status">
        {message}
      </p>
      <CurrentState repair={repair} cardRef={stateCard} />
      {repair.note && <StoreNote note={repair.note} lang={repair.noteLang} />}
      <RepairActions itemId={item.id} repair={repair} theme={item.brand.theme} onDone={done} />
      {!isRepairOpen(repair.state) && after}

      <section aria-labelledby="repair-updates-heading">
        <h2 id="repair-updates-heading" className={styles.sectionHeading}>
          {t('aftersales.tracking.updatesHeading')}
        </h2>
        <RepairTimeline repair={repair} labelId="repair-updates-heading" />
      </section>

      <section className={styles.panel} aria-labelledby="repair-details-heading">
        <h2 id="repair-details-heading" className={styles.panelHeading}>
          {t('aftersales.tracking.detailsHeading')}
        </h2>
        <p className={styles.details}>{repair.details}</p>
      </section>

      <RepairStoreCard store={repair.store} />
    </div>
  );
}

/** The store's latest word to the owner, in the language it was written in. */
function StoreNote({ note, lang }: { note: string; lang: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <section className={styles.note} aria-labelledby="repair-note-heading">
      <h2 id="repair-note-heading" className={styles.panelHeading}>
        {t('aftersales.tracking.noteHeading')}
      </h2>
      <blockquote className={styles.noteText} lang={lang ?? undefined}>
        {note}
      </blockquote>
    </section>
  );
}

/** Who made the repair's latest state step: the brand's store, or the owner. */
function lastMoveBy(repair: Repair | undefined) {
  return repair?.history.findLast((step) => step.kind === 'state')?.actor;
}

function CurrentState({ repair, cardRef }: { repair: Repair; cardRef: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // when the repair reached its state: the latest state step, else its last change
  const since = repair.history.findLast((step) => step.kind === 'state')?.at ?? repair.updatedAt;
  return (
    <section
      ref={cardRef}
      tabIndex={-1}
      className={styles.state}
      data-state={repair.state}
      aria-labelledby="repair-state-label repair-state-value"
    >
      <p id="repair-state-label" className={styles.stateLabel}>
        {t('aftersales.tracking.statusLabel')}
      </p>
      <p id="repair-state-value" className={styles.stateValue}>
        {t(`items.repairState.${repair.state}`)}
      </p>
      <p className={styles.stateText}>{t(`aftersales.tracking.stateText.${repair.state}`)}</p>
      <p className={styles.stateMeta}>
        <time dateTime={since}>{t('aftersales.tracking.since', { date: formatDate(since) })}</time>
        <span aria-hidden="true"> · </span>
        <time dateTime={repair.createdAt}>
          {t('aftersales.tracking.requestedOn', { date: formatDate(repair.createdAt) })}
        </time>
      </p>
    </section>
  );
}

function TrackingSkeleton() {
  return (
    <div className={styles.tracking} aria-busy="true">
      <LoadingTitle />
      <span className={`${skeleton.block} ${styles.stateSkeleton}`} aria-hidden="true" />
      <span className={`${skeleton.block} ${styles.panelSkeleton}`} aria-hidden="true" />
    </div>
  );
}
