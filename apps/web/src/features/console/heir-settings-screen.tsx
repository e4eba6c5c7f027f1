// The documents the brand asks heirs for when they claim its items (decision 043): admins add, remove, reorder and
// word them in English and French, then save (audited); after-sales staff read the list. Until an admin saves
// one, the API answers its default list ("A death certificate", "A document proving you are the heir").
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

function DocumentsForm({ saved, onSaved }: { saved: Row[]; onSaved: (text: string | undefined) => void }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const save = useSetHeirSettings(brand.brandId);
  const [rows, setRows] = useState<Row[]>(saved);
  const [next, setNext] = useState(saved.length);
  const [checked, setChecked] = useState(false);
  const change = (index: number, value: LocalisedValue) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...value } : row)));
  const move = (index: number, by: -1 | 1) => {
    const moved = [...rows];
    const [row] = moved.splice(index, 1);
    if (row) moved.splice(index + by, 0, row);
    setRows(moved);
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
          {rows.map((row, index) => {
            const number = index + 1;
            return (
              <li key={row.key}>
                <fieldset className={styles.passportGroup}>
                  <legend>{t('console.heirSettings.document', { number })}</legend>
                  <LocalisedTextInput
                    labels={{
                      en: t('console.heirSettings.english', { number }),
                      fr: t('console.heirSettings.french', { number }),
                    }}
                    value={row}
                    onChange={(value) => change(index, value)}
                    maxLength={DOCUMENT_TEXT_MAX}
                    error={
                      checked && localisedMissing(row, 'either')
                        ? t('console.heirSettings.missing')
                        : undefined
                    }
                  />
                  <div className={styles.actions}>
                    <Button variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                      {t('console.heirSettings.up', { number })}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {t('console.heirSettings.down', { number })}
                    </Button>
                    <Button variant="ghost" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                      {t('console.heirSettings.remove', { number })}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {rows.length < DOCUMENTS_MAX && (
          <div>
            <Button
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
