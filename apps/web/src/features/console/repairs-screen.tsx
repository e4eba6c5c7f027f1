// The after-sales board: the brand's open repairs in a column per state, each with the owner's words, its store and
// the moves the state machine allows the brand (accept, reject, start, ready for pickup), with a note to the owner.
// The owner is told of every move and note (the API queues their notice with the change).
import { brandRepairMoves, openRepairStates, type RepairState } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { repairsQuery, useMoveRepair, useNoteRepair, type BrandRepair } from '../../api/console';
import type { TextKey } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, Modal, TextArea } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { ErrorLine, TitledPart } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { ConsolePage } from './console-page';
import { AfterSalesPassport } from './passport-aftersales';

/** The button that moves a repair to each state the brand may move it to. */
const moveLabel: Partial<Record<RepairState, TextKey>> = {
  accepted: 'console.repairs.accept',
  rejected: 'console.repairs.reject',
  in_progress: 'console.repairs.start',
  ready_for_pickup: 'console.repairs.ready',
};

export function RepairsScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const [announce, setAnnounce] = useState('');
  return (
    <ConsolePage title={t('console.repairs.title')} lead={t('console.repairs.lead')}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      <div className={styles.board}>
        {openRepairStates.map((state) => (
          <RepairColumn key={state} brandId={brand.brandId} state={state} onMoved={setAnnounce} />
        ))}
      </div>
    </ConsolePage>
  );
}

function RepairColumn({
  brandId,
  state,
  onMoved,
}: {
  brandId: string;
  state: RepairState;
  onMoved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const repairs = useQuery(repairsQuery(brandId, state));
  const headingId = useId();
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span>{t(`console.repairState.${state}`)}</span>
        <span className={styles.pill}>{repairs.data?.total ?? '…'}</span>
      </h2>
      <ConsoleQuery query={repairs}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.empty}>{t('console.repairs.none')}</p>
          ) : (
            <ul>
              {data.items.map((repair) => (
                <li key={repair.id}>
                  <RepairCard brandId={brandId} repair={repair} onMoved={onMoved} />
                </li>
              ))}
            </ul>
          )
        }
      </ConsoleQuery>
    </section>
  );
}

function RepairCard({
  brandId,
  repair,
  onMoved,
}: {
  brandId: string;
  repair: BrandRepair;
  onMoved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  // kept while the dialog is closed, as the note typed in it
  const moves = useRepairMoves(brandId, repair, (text) => {
    setOpen(false);
    onMoved(text);
  });
  return (
    <article className={styles.card} aria-label={`${repair.product.name} · ${repair.product.serialNumber}`}>
      <h3>{repair.product.name}</h3>
      <p className={styles.meta}>
        {repair.product.serialNumber} · {repair.store.name}
      </p>
      <p className={styles.meta}>{t('console.repairs.asked', { date: formatDate(repair.createdAt) })}</p>
      <p className={styles.quote}>{repair.details}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('console.repairs.manage')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`${repair.product.name} · ${repair.product.serialNumber}`}
        width="40rem"
      >
        <div className={styles.form}>
          <p className={styles.meta}>
            {repair.store.name} · {t(`console.repairState.${repair.state}`)} ·{' '}
            {t('console.repairs.asked', { date: formatDate(repair.createdAt) })}
          </p>
          <RepairFacts repair={repair} />
          <RepairMoves repair={repair} moves={moves} />
          <TitledPart title={t('console.passport.afterSalesTitle')}>
            <AfterSalesPassport brandId={brandId} itemId={repair.product.id} />
          </TitledPart>
        </div>
      </Modal>
    </article>
  );
}

/** What the owner wrote, their photos, and the repair's steps so far. */
function RepairFacts({ repair }: { repair: BrandRepair }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const steps = repair.history.filter((step) => step.kind !== 'details');
  return (
    <>
      <TitledPart title={t('console.repairs.ownerWords')}>
        <p className={styles.quote}>{repair.details}</p>
      </TitledPart>
      {repair.photos.length > 0 && (
        <TitledPart title={t('console.repairs.photos')}>
          <ul className={styles.photos}>
            {repair.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img src={photo.thumbUrl} alt={photo.title} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </TitledPart>
      )}
      {steps.length > 0 && (
        <TitledPart title={t('console.repairs.history')}>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={`${step.at}-${index}`}>
                <span className={styles.meta}>{formatDate(step.at, 'dateTime')}</span>{' '}
                {step.kind === 'note'
                  ? t('console.repairs.noteStep')
                  : t(`console.repairState.${step.state}`)}
                {step.note && <span className={styles.quoteInline}> — {step.note}</span>}
              </li>
            ))}
          </ol>
        </TitledPart>
      )}
    </>
  );
}

/** A repair's note to the owner and its moves, each sending the note with it; `onDone` says what was done. */
function useRepairMoves(brandId: string, repair: BrandRepair, onDone: (text: string) => void) {
  const { t } = useTranslation();
  const move = useMoveRepair(brandId);
  const writeNote = useNoteRepair(brandId);
  const [note, setNote] = useState('');
  const done = (text: string) => {
    setNote('');
    onDone(text);
  };
  const moveTo = (state: RepairState) =>
    move.mutate(
      { repairId: repair.id, state, note: note.trim() || undefined },
      {
        onSuccess: () =>
          done(
            t('console.repairs.moved', {
              item: repair.product.name,
              state: t(`console.repairState.${state}`),
            }),
          ),
      },
    );
  const sendNote = () =>
    writeNote.mutate(
      { repairId: repair.id, note: note.trim() },
      { onSuccess: () => done(t('console.repairs.noted', { item: repair.product.name })) },
    );
  return {
    note,
    setNote,
    moveTo,
    sendNote,
    /** the state a move is on its way to */
    moving: move.variables?.state,
    busy: move.isPending || writeNote.isPending,
    failure: move.error ?? writeNote.error,
  };
}

/** The note to the owner, and the buttons of the moves the brand may make. */
function RepairMoves({ repair, moves }: { repair: BrandRepair; moves: ReturnType<typeof useRepairMoves> }) {
  const { t } = useTranslation();
  const { note, setNote, busy } = moves;
  const allowed = brandRepairMoves[repair.state];
  return (
    <>
      <TextArea
        label={t('console.repairs.noteLabel')}
        hint={t('console.repairs.noteHint')}
        value={note}
        maxLength={1000}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
      />
      <ErrorLine error={moves.failure} />
      <div className={styles.actions}>
        {allowed.map((state) => {
          const label = moveLabel[state];
          return label ? (
            <Button
              key={state}
              variant={state === 'rejected' ? 'danger' : 'primary'}
              loading={busy && moves.moving === state}
              disabled={busy}
              onClick={() => moves.moveTo(state)}
            >
              {t(label)}
            </Button>
          ) : null;
        })}
        <Button variant="ghost" disabled={busy || note.trim() === ''} onClick={moves.sendNote}>
          {t('console.repairs.sendNote')}
        </Button>
      </div>
      {allowed.length === 0 && <p className={styles.meta}>{t('console.repairs.ownerNext')}</p>}
    </>
  );
}
