// The passport editor, for a model or an item: every field in its group (with who reads it), saved as a new version
// on top of the one read (`baseVersion`). What the form checks and what the server refuses are said beside the
// fields, the focus moved to the first; someone else's version saved meanwhile (409 PASSPORT_CHANGED) is said with a
// button to reload it. An item's editor lets each field be left to the model's or replaced for this item.
import type { ConsolePassport, ItemPassportFields, PassportFieldName } from '@heirloom/contract';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { apiErrorOf, errorCode } from '../../api/errors';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { Button, TextInput } from '../../ui';
import { ErrorLine, SuccessLine } from './console-parts';
import { styles } from './console-styles';
import { DocumentRows } from './passport-documents';
import { FieldValue, PassportFieldsView } from './passport-read';
import {
  draftOf,
  fieldsOf,
  formPathOf,
  itemFieldsOf,
  passportTextFields,
  type DraftProblems,
  type OwnFields,
  type PassportDraft,
} from './passport-draft';
import {
  CountryInput,
  FieldGroup,
  MaterialRows,
  PartyInputs,
  TextFieldInputs,
  type ErrorAt,
} from './passport-fields';

export interface PassportSave {
  /** a model's whole fields, or the fields an item replaces */
  fields: ItemPassportFields;
  baseVersion: number | null;
}

/** What a save does: sends, then says it is saved, or hands back its failure. */
export interface PassportSaving {
  save: (
    input: PassportSave,
    done: { onSuccess: (saved: ConsolePassport) => void; onError: () => void },
  ) => void;
  pending: boolean;
  error: unknown;
  /** forgets the last failure (the form starts over) */
  reset: () => void;
}

const problemText = (t: TFunction, problems: DraftProblems) =>
  Object.fromEntries(
    Object.entries(problems).map(([path, key]) => [path, t(`console.passport.problems.${key}`)]),
  );

export function PassportEditor({
  passport,
  scope,
  model,
  saving,
  onReload,
}: {
  passport: ConsolePassport;
  scope: 'model' | 'item';
  /** an item's editor: its model's fields, shown beside those the item keeps */
  model?: ItemPassportFields;
  saving: PassportSaving;
  /** reads the latest version again and starts the form over from it */
  onReload: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<PassportDraft>(() => draftOf(passport.fields, i18n.language));
  const [own, setOwn] = useState<OwnFields>(
    () => new Set(Object.keys(passport.fields) as PassportFieldName[]),
  );
  const [base, setBase] = useState(passport.version);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);

  const server = apiErrorOf(saving.error);
  const changed = errorCode(saving.error) === 'PASSPORT_CHANGED';
  const serverPath = changed ? undefined : formPathOf(server?.field);
  const errorAt = (path: string) =>
    problems[path] ?? (serverPath === path && server ? server.message : undefined);
  const focusFirstProblem = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(undefined);
    const { fields, problems: found } = scope === 'item' ? itemFieldsOf(draft, own) : fieldsOf(draft);
    setProblems(problemText(t, found));
    if (Object.keys(found).length > 0) {
      focusFirstProblem();
      return;
    }
    saving.save(
      { fields, baseVersion: base },
      {
        onSuccess: (next) => {
          setBase(next.version);
          // a save that changes nothing makes no version
          setSaved(
            next.version === base
              ? t('console.passport.unchanged', { version: next.version ?? 0 })
              : t('console.passport.saved', { version: next.version ?? 0 }),
          );
          requestAnimationFrame(() => savedRef.current?.focus());
        },
        onError: () =>
          requestAnimationFrame(() =>
            (
              form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
              form.current?.querySelector<HTMLElement>('[data-save-result]')
            )?.focus(),
          ),
      },
    );
  };
  const set = <K extends keyof PassportDraft>(key: K, value: PassportDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const ownOf = (field: PassportFieldName): OwnProps => {
    if (scope !== 'item') return {};
    // the after-sales group holds two fields, replaced together
    const together: PassportFieldName[] = field === 'afterSales' ? ['afterSalesUntil', field] : [field];
    return {
      own: together.some((f) => own.has(f)),
      onOwn: (yes: boolean) =>
        setOwn((was) => {
          const next = new Set(was);
          for (const f of together) {
            if (yes) next.add(f);
            else next.delete(f);
          }
          return next;
        }),
      inherited:
        model &&
        (together.length === 1 ? (
          <FieldValue field={field} fields={{ [field]: model[field] ?? null }} />
        ) : (
          <PassportFieldsView fields={Object.fromEntries(together.map((f) => [f, model[f] ?? null]))} />
        )),
    };
  };

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('console.passport.formLabel')}
    >
      <DraftFields draft={draft} set={set} ownOf={ownOf} errorAt={errorAt} />
      <SaveResult
        changed={changed}
        error={saving.error}
        saved={saved}
        savedRef={savedRef}
        onReload={onReload}
        invalid={Object.keys(problems).length > 0}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={saving.pending}>
          {t('console.passport.save')}
        </Button>
      </div>
    </form>
  );
}

type OwnProps = { own?: boolean; onOwn?: (own: boolean) => void; inherited?: ReactNode };

/** Every field's group, in the passport's order. */
function DraftFields({
  draft,
  set,
  ownOf,
  errorAt,
}: {
  draft: PassportDraft;
  set: <K extends keyof PassportDraft>(key: K, value: PassportDraft[K]) => void;
  ownOf: (field: PassportFieldName) => OwnProps;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FieldGroup field="manufacturer" {...ownOf('manufacturer')}>
        <PartyInputs
          path="manufacturer"
          value={draft.manufacturer}
          onChange={(v) => set('manufacturer', v)}
          errorAt={errorAt}
        />
      </FieldGroup>
      <FieldGroup field="facility" {...ownOf('facility')}>
        <PartyInputs
          path="facility"
          value={draft.facility}
          onChange={(v) => set('facility', v)}
          errorAt={errorAt}
        />
      </FieldGroup>
      <FieldGroup field="countryOfOrigin" {...ownOf('countryOfOrigin')}>
        <CountryInput
          label={t('console.passport.fields.countryOfOrigin')}
          value={draft.countryOfOrigin}
          onChange={(v) => set('countryOfOrigin', v)}
          error={errorAt('countryOfOrigin')}
        />
      </FieldGroup>
      <FieldGroup field="materials" {...ownOf('materials')} error={errorAt('materials')}>
        <MaterialRows value={draft.materials} onChange={(v) => set('materials', v)} errorAt={errorAt} />
      </FieldGroup>
      {passportTextFields.map((field) => (
        <FieldGroup key={field} field={field} {...ownOf(field)}>
          {field === 'afterSales' && (
            <TextInput
              type="date"
              label={t('console.passport.fields.afterSalesUntil')}
              value={draft.afterSalesUntil}
              onChange={(event) => set('afterSalesUntil', event.target.value)}
              error={errorAt('afterSalesUntil')}
            />
          )}
          <TextFieldInputs
            field={field}
            value={draft.texts[field]}
            onChange={(v) => set('texts', { ...draft.texts, [field]: v })}
            errorAt={errorAt}
          />
        </FieldGroup>
      ))}
      <FieldGroup field="documents" {...ownOf('documents')} error={errorAt('documents')}>
        <DocumentRows value={draft.documents} onChange={(v) => set('documents', v)} errorAt={errorAt} />
      </FieldGroup>
    </>
  );
}

/** What the last save did: saved, refused beside the fields, someone else's version meanwhile, or another failure. */
function SaveResult({
  changed,
  error,
  saved,
  savedRef,
  onReload,
  invalid,
}: {
  changed: boolean;
  error: unknown;
  saved: string | undefined;
  savedRef: RefObject<HTMLDivElement | null>;
  onReload: () => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  if (changed)
    return (
      <div className={styles.csvErrors} data-save-result tabIndex={-1}>
        <ErrorLine error={error} />
        <Button variant="secondary" onClick={onReload}>
          {t('console.passport.reload')}
        </Button>
      </div>
    );
  if (invalid)
    return (
      <p className={styles.error} role="alert">
        {t('console.passport.checkFields')}
      </p>
    );
  if (error)
    return (
      <div data-save-result tabIndex={-1}>
        <ErrorLine error={error} />
      </div>
    );
  return (
    <div ref={savedRef} tabIndex={-1}>
      <SuccessLine text={saved} />
    </div>
  );
}
