// The documents the brand asks heirs for when they claim its items (decision 043): admins add, remove, reorder and
// word them in English and French, then save (audited), the keyboard's focus kept in its place as rows move or go;
// after-sales staff read the list. Until an admin saves one, the API answers its default list ("A death
// certificate", "A document proving you are the heir").
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { heirSettingsQuery, useSetHeirSettings } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui';
import { SubmitButton } from './console-controls';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel } from './console-page';
import { ErrorLine, SuccessLine } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import {
  localisedDraft,
  localisedMissing,
  localisedOf,
  LocalisedTextInput,
  type LocalisedValue,
} from './localised-text';

/** The contract's bounds: one document at least, ten at most, 200 characters each. */
const DOCUMENTS_MAX = 10;
const DOCUMENT_TEXT_MAX = 200;

interface Row extends LocalisedValue {
  key: number;
}

export function HeirSettingsScreen() {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  const settings = useQuery(heirSettingsQuery(brand.brandId));
  const admin = brand.roles.includes('admin');
  // said here: the form starts again from what was saved once the list is read again
  const [done, setDone] = useState<string>();
  // the form is built again from the saved list: the focus goes to what says it was saved, not to the page's end
  const saidDone = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) saidDone.current?.focus();
  }, [done]);
  return (
    <ConsolePage title={t('console.heirSettings.title')} lead={t('console.heirSettings.lead')}>
      <ConsoleQuery query={settings}>
        {(data) =>
          admin ? (
            <>
              <DocumentsForm
                key={JSON.stringify(data.documents)}
                saved={data.documents.map((text, index) => ({ key: index, ...localisedOf(text) }))}
                onSaved={setDone}
              />
              <div ref={saidDone} tabIndex={-1}>
                <SuccessLine text={done} />
              </div>
            </>
          ) : (
            <Panel id="heir-settings-list" title={t('console.heirSettings.listTitle')}>
              <ol>
                {data.documents.map((text, index) => (
                  <li key={index}>{(i18n.language === 'fr' ? text.fr : text.en) ?? text.en ?? text.fr}</li>
                ))}
              </ol>
              <p className={styles.meta}>{t('console.heirSettings.adminsOnly')}</p>
            </Panel>
          )
        }
      </ConsoleQuery>
    </ConsolePage>
  );
}

/** A row's buttons that can hold the focus when the list is drawn again. */
type RowControl = 'up' | 'down' | 'remove';
/** Where the focus goes once the list is drawn again: one row's button, or the button adding a document. */
type FocusTarget = { key: number; control: RowControl } | 'add';

/**
 * Keeps the keyboard's place when the rows change under it: a moved row's button is moved in the page (a browser
 * drops the focus of what it moves) or disabled at the list's edge, a removed row's is gone. The form says where
 * the focus goes next; it goes there once the rows are drawn.
 */
function useFocusAfterChange(rows: readonly Row[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<FocusTarget>(undefined);
  useEffect(() => {
    const target = pending.current;
    pending.current = undefined;
    if (target) buttons.current.get(focusId(target))?.focus();
  }, [rows]);
  /** The ref of the button a target names. */
  const buttonRef = (target: FocusTarget) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(focusId(target), button);
    else buttons.current.delete(focusId(target));
  };
  const focusNext = (target: FocusTarget | undefined) => {
    pending.current = target;
  };
  return { buttonRef, focusNext };
}

const focusId = (target: FocusTarget) => (target === 'add' ? 'add' : `${target.key}:${target.control}`);

/**
 * The rows with one moved by a place, and where the focus stays: on the moved row's same button, or on its other
 * move button when this one is disabled at the list's edge.
 */
function moveRow(rows: readonly Row[], index: number, by: -1 | 1): [Row[], FocusTarget | undefined] {
  const moved = [...rows];
  const [row] = moved.splice(index, 1);
  if (!row) return [moved, undefined];
  const to = index + by;
  moved.splice(to, 0, row);
  const [same, other]: [RowControl, RowControl] = by < 0 ? ['up', 'down'] : ['down', 'up'];
  const edge = by < 0 ? to === 0 : to === moved.length - 1;
  return [moved, { key: row.key, control: edge ? other : same }];
}

function DocumentsForm({ saved, onSaved }: { saved: Row[]; onSaved: (text: string | undefined) => void }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const save = useSetHeirSettings(brand.brandId);
  const [rows, setRows] = useState<Row[]>(saved);
  const [next, setNext] = useState(saved.length);
  const [checked, setChecked] = useState(false);
  const focus = useFocusAfterChange(rows);
  const change = (index: number, value: LocalisedValue) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...value } : row)));
  const move = (index: number, by: -1 | 1) => {
    const [moved, target] = moveRow(rows, index, by);
    focus.focusNext(target);
    setRows(moved);
  };
  const remove = (index: number) => {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focus.focusNext(neighbour ? { key: neighbour.key, control: 'remove' } : 'add');
    setRows(rows.filter((_, i) => i !== index));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    onSaved(undefined);
    if (rows.length === 0 || rows.some((row) => localisedMissing(row, 'either'))) return;
    save.mutate(
      rows.map((row) => localisedDraft(row)),
      { onSuccess: () => onSaved(t('console.heirSettings.saved')) },
    );
  };
  return (
    <Panel id="heir-settings-form" title={t('console.heirSettings.listTitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {rows.length === 0 && (
          <p className={checked ? styles.error : styles.meta} role={checked ? 'alert' : undefined}>
            {t('console.heirSettings.atLeastOne')}
          </p>
        )}
        <ol className={styles.passportRows}>
          {rows.map((row, index) => (
            <DocumentRow
              key={row.key}
              row={row}
              index={index}
              last={index === rows.length - 1}
              missing={checked && localisedMissing(row, 'either')}
              onChange={(value) => change(index, value)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
              buttonRef={(control) => focus.buttonRef({ key: row.key, control })}
            />
          ))}
        </ol>
        {rows.length < DOCUMENTS_MAX && (
          <div>
            <Button
              ref={focus.buttonRef('add')}
              variant="secondary"
              onClick={() => {
                setRows([...rows, { key: next, en: '', fr: '' }]);
                setNext(next + 1);
              }}
            >
              {t('console.heirSettings.add')}
            </Button>
          </div>
        )}
        <p className={styles.meta}>{t('console.heirSettings.hint', { max: DOCUMENTS_MAX })}</p>
        <SubmitButton label={t('console.heirSettings.save')} busy={save.isPending} />
      </form>
      <ErrorLine error={save.error} />
    </Panel>
  );
}

function DocumentRow(props: {
  row: Row;
  index: number;
  last: boolean;
  missing: boolean;
  onChange: (value: LocalisedValue) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  buttonRef: (control: RowControl) => (button: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  const { row, index, buttonRef } = props;
  const number = index + 1;
  return (
    <li>
      <fieldset className={styles.passportGroup}>
        <legend>{t('console.heirSettings.document', { number })}</legend>
        <LocalisedTextInput
          labels={{
            en: t('console.heirSettings.english', { number }),
            fr: t('console.heirSettings.french', { number }),
          }}
          value={row}
          onChange={props.onChange}
          maxLength={DOCUMENT_TEXT_MAX}
          error={props.missing ? t('console.heirSettings.missing') : undefined}
        />
        <div className={styles.actions}>
          <Button
            ref={buttonRef('up')}
            variant="ghost"
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
          >
            {t('console.heirSettings.up', { number })}
          </Button>
          <Button
            ref={buttonRef('down')}
            variant="ghost"
            disabled={props.last}
            onClick={() => props.onMove(1)}
          >
            {t('console.heirSettings.down', { number })}
          </Button>
          <Button ref={buttonRef('remove')} variant="ghost" onClick={props.onRemove}>
            {t('console.heirSettings.remove', { number })}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
