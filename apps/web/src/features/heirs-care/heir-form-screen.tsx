// Naming, changing or removing an heir (decision 043): the form, then its confirmation (the owner's passkey, or an
// SMS code) for exactly this heir's number (step-up action `changeHeirs`), then back to the list. A refusal (the
// number already an heir, the owner's own, a piece chosen for another heir…) brings the form back with its reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  addHeir,
  changeHeir,
  heirKeys,
  heirsQuery,
  heirStepUp,
  ownedItemsQuery,
  removeHeir,
  type Heir,
} from '../../api/heirs';
import { paths } from '../../config/paths';
import { heirsCareErrorText } from '../../lib/heirs-care-errors';
import { useNavigate, useParams } from '../../lib/router';
import { usePageTitle } from '../../lib/use-page-title';
import { BackLink, Button, Header, type PhoneInputHandle } from '../../ui';
import { QueryError } from '../../ui/query-error';
import { Screen } from '../../ui/screen';
import { StateMessage } from '../../ui/state-message';
import { useStepFocus } from '../../ui/use-step-focus';
import flow from '../../ui/flow.module.css';
import { changeBody, draftOf, emptyDraft, heirProblems, newHeirBody, type HeirDraft } from './heir-draft';
import { HeirFields } from './heir-fields';
import { HeirsCareSkeleton } from './heirs-care-skeleton';
import { StepUpConfirm } from './step-up-confirm';
import styles from './heirs-care.module.css';

type Stage = 'form' | 'confirm' | 'remove';

export function HeirFormScreen() {
  const { t } = useTranslation();
  const { heirId } = useParams();
  const heirs = useQuery(heirsQuery());
  usePageTitle(heirId ? t('heirsCare.heirForm.editTitle') : t('heirsCare.heirForm.newTitle'));
  const back = <BackLink to={paths.settingsHeirs} label={t('heirsCare.screen.title')} />;

  if (heirs.isError) {
    return (
      <Screen gap={5}>
        {back}
        <QueryError query={heirs} headingLevel={1} title={t('heirsCare.heirForm.loadErrorTitle')} />
      </Screen>
    );
  }
  if (!heirs.data) {
    return (
      <Screen gap={5}>
        {back}
        <HeirsCareSkeleton sections={1} />
      </Screen>
    );
  }
  // the other heirs: whether one of them already receives all the other items
  const restTaken = heirs.data.heirs.some((one) => one.scope === 'all' && one.id !== heirId);
  if (heirId === undefined) return <HeirForm back={back} restTaken={restTaken} />;
  const heir = heirs.data.heirs.find((one) => one.id === heirId);
  if (!heir) {
    return (
      <Screen gap={5}>
        {back}
        <StateMessage headingLevel={1} icon="shield" title={t('heirsCare.heirForm.notFoundTitle')} />
      </Screen>
    );
  }
  return <HeirForm back={back} heir={heir} restTaken={restTaken} />;
}

/** The heir saved or removed: the list reads it again, and the owner is taken back to it. */
function useHeirChange(heir: Heir | undefined, draft: HeirDraft) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: heirKeys.list() });
    await navigate(paths.settingsHeirs, { replace: true });
  };
  const save = useMutation({
    mutationFn: () =>
      heir
        ? changeHeir(heir.id, changeBody(draft))
        : addHeir(newHeirBody({ ...draft, phone: draft.phone ?? '' })),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: () => removeHeir(heir?.id ?? ''), onSuccess: done });
  return { save, remove };
}

function HeirForm({ back, heir, restTaken }: { back: ReactNode; heir?: Heir; restTaken: boolean }) {
  const { t } = useTranslation();
  const [typed, setDraft] = useState<HeirDraft>(() => (heir ? draftOf(heir) : emptyDraft(restTaken)));
  // an item chosen once and no longer held (sent, sold) leaves the heir's choice: it cannot be unticked, and the
  // API refuses an item the owner does not hold
  const owned = useQuery(ownedItemsQuery());
  const draft = owned.data
    ? { ...typed, itemIds: typed.itemIds.filter((id) => owned.data.some((item) => item.id === id)) }
    : typed;
  const [tried, setTried] = useState(false);
  const [stage, setStage] = useState<Stage>('form');
  const phoneField = useRef<PhoneInputHandle>(null);
  const container = useStepFocus<HTMLDivElement>(stage);
  const { save, remove } = useHeirChange(heir, draft);
  const failure = save.error ?? remove.error;
  const problems = tried ? heirProblems(draft, restTaken) : new Set<never>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    // a number typed or pasted just before the tap is read first (the phone rules load on first use)
    const phone = draft.phone ?? (await phoneField.current?.settle());
    const next = { ...draft, phone };
    setDraft(next);
    if (heirProblems(next, restTaken).size > 0) return;
    save.reset();
    remove.reset();
    setStage('confirm');
  };
  const backToForm = () => setStage('form');
  const title = heir ? t('heirsCare.heirForm.editTitle') : t('heirsCare.heirForm.newTitle');

  return (
    <Screen gap={5} ref={container}>
      {back}
      <Header title={title} subtitle={t('heirsCare.heirForm.intro')} />
      {stage === 'form' && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {failure !== null && <Refusal error={failure} />}
          <HeirFields
            draft={draft}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            fixedPhone={heir?.phone}
            problems={problems}
            phoneField={phoneField}
          />
          <div className={flow.actions}>
            <Button type="submit" fullWidth>
              {t('heirsCare.heirForm.continue')}
            </Button>
            {heir && (
              <Button type="button" variant="ghost" fullWidth onClick={() => setStage('remove')}>
                {t('heirsCare.heirForm.remove')}
              </Button>
            )}
          </div>
        </form>
      )}
      {stage === 'confirm' && (
        <ConfirmStage
          heading={t('heirsCare.heirForm.confirmTitle', { name: draft.displayName.trim() })}
          phone={draft.phone ?? ''}
          change={save}
          busyText={t('heirsCare.heirForm.saving')}
          backText={t('heirsCare.heirForm.edit')}
          onBack={backToForm}
        />
      )}
      {stage === 'remove' && heir && (
        <ConfirmStage
          heading={t('heirsCare.heirForm.removeTitle', { name: heir.displayName })}
          text={t('heirsCare.heirForm.removeText')}
          phone={heir.phone}
          change={remove}
          danger
          busyText={t('heirsCare.heirForm.removing')}
          backText={t('heirsCare.heirForm.keep')}
          onBack={backToForm}
        />
      )}
    </Screen>
  );
}

/** Why the last change was refused, said first when the form comes back (the focus goes there). */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.error} role="alert" tabIndex={-1} data-step-focus>
      {heirsCareErrorText(error, t)}
    </p>
  );
}

interface ConfirmStageProps {
  heading: string;
  text?: string;
  /** the heir's number: the step-up confirms exactly it */
  phone: string;
  /** the change the confirmation lets through (saving or removing the heir) */
  change: { isPending: boolean; mutate: (input: undefined, options: { onError: () => void }) => void };
  danger?: boolean;
  busyText: string;
  backText: string;
  onBack: () => void;
}

/** The confirmation of a change of this heir (the passkey, or an SMS code), and the way back to the form. */
function ConfirmStage({
  heading,
  text,
  phone,
  change,
  danger,
  busyText,
  backText,
  onBack,
}: ConfirmStageProps) {
  const { t } = useTranslation();
  return (
    <section className={flow.step} aria-labelledby="heir-confirm-heading">
      <h2 id="heir-confirm-heading" className={styles.subheading} tabIndex={-1} data-step-focus>
        {heading}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
      <StepUpConfirm
        request={heirStepUp(phone)}
        variant={danger ? 'danger' : undefined}
        busy={change.isPending}
        busyText={busyText}
        onConfirmed={() => change.mutate(undefined, { onError: onBack })}
        texts={{
          note: t('heirsCare.heirForm.stepUpNote'),
          requestCode: t('heirsCare.heirForm.requestCode'),
          codeRequestFailed: t('heirsCare.heirForm.codeRequestFailed'),
          codeTitle: t('heirsCare.heirForm.codeTitle'),
          codeText: t('heirsCare.heirForm.codeText'),
          passkey: t('heirsCare.heirForm.confirmWithPasskey'),
        }}
      />
      <Button variant="secondary" onClick={onBack}>
        {backText}
      </Button>
    </section>
  );
}
