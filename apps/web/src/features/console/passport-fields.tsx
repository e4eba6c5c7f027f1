// The passport editor's groups of fields, each a fieldset whose legend says who reads it (public, after-sales,
// authorities only): a party (the manufacturer, the facility: name, GLN, country), the country of origin and the
// after-sales date, a text in English and French, and the materials as rows (added, removed, their shares summed).
import type { PassportAudience, PassportFieldName } from '@heirloom/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button, Checkbox, TextInput } from '../../ui';
import { LocalisedTextInput } from './localised-text';
import {
  audienceOf,
  draftTotal,
  emptyMaterial,
  type MaterialDraft,
  type PartyDraft,
  type PassportTextField,
} from './passport-draft';
import { styles } from './console-styles';

/** A problem said beside a field, by the field's path. */
export type ErrorAt = (path: string) => string | undefined;

/** Who reads a field or a document, as a word beside its name. */
export function AudienceTag({ audience }: { audience: PassportAudience }) {
  const { t } = useTranslation();
  return (
    <span className={styles.pill} data-audience={audience}>
      {t(`console.passport.audience.${audience}`)}
    </span>
  );
}

/**
 * A field's group: its name and audience as the legend; for an item, whether the item replaces the model's value
 * (`own`), its inputs shown only then.
 */
export function FieldGroup({
  field,
  own,
  onOwn,
  inherited,
  error,
  children,
}: {
  field: PassportFieldName;
  /** an item's editor: whether the item replaces this field (undefined: a model's editor) */
  own?: boolean;
  onOwn?: (own: boolean) => void;
  /** an item's editor: the model's value, shown while the item keeps it */
  inherited?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const audience = audienceOf(field);
  const name = t(`console.passport.fields.${field}`);
  return (
    <fieldset className={styles.passportGroup} data-field={field}>
      <legend>
        {name} {audience && <AudienceTag audience={audience} />}
      </legend>
      {own !== undefined && (
        <Checkbox
          label={t('console.passport.ownField', { field: name })}
          checked={own}
          onChange={(checked) => onOwn?.(checked)}
        />
      )}
      {own === false ? (
        <div className={styles.meta}>
          <p>{t('console.passport.leftToModel')}</p>
          {inherited}
        </div>
      ) : (
        children
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A country code (FR), typed in capitals. */
export function CountryInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      hint={t('console.passport.countryHint')}
      value={value}
      maxLength={2}
      autoCapitalize="characters"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      error={error}
    />
  );
}

export function PartyInputs({
  path,
  value,
  onChange,
  errorAt,
}: {
  path: 'manufacturer' | 'facility';
  value: PartyDraft;
  onChange: (value: PartyDraft) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <TextInput
        label={t(`console.passport.partyName.${path}`)}
        value={value.name}
        maxLength={200}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={errorAt(`${path}.name`)}
      />
      <TextInput
        label={t('console.passport.gln')}
        hint={t('console.passport.glnHint')}
        value={value.gln}
        inputMode="numeric"
        maxLength={13}
        autoComplete="off"
        onChange={(event) => onChange({ ...value, gln: event.target.value })}
        error={errorAt(`${path}.gln`)}
      />
      <CountryInput
        label={t('console.passport.country')}
        value={value.country}
        onChange={(country) => onChange({ ...value, country })}
        error={errorAt(`${path}.country`)}
      />
    </div>
  );
}

export function TextFieldInputs({
  field,
  value,
  onChange,
  errorAt,
}: {
  field: PassportTextField;
  value: { en: string; fr: string };
  onChange: (value: { en: string; fr: string }) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  const name = t(`console.passport.fields.${field}`);
  return (
    <LocalisedTextInput
      labels={{
        en: t('console.passport.inEnglish', { field: name }),
        fr: t('console.passport.inFrench', { field: name }),
      }}
      value={value}
      onChange={onChange}
      maxLength={4000}
      rows={3}
      error={errorAt(field) ?? errorAt(`${field}.en`) ?? errorAt(`${field}.fr`)}
    />
  );
}

/** The materials as rows: each its name in both languages, share, recycled share and origin; their sum. */
export function MaterialRows({
  value,
  onChange,
  errorAt,
}: {
  value: MaterialDraft[];
  onChange: (value: MaterialDraft[]) => void;
  errorAt: ErrorAt;
}) {
  const { t, i18n } = useTranslation();
  const set = (index: number, row: MaterialDraft) => onChange(value.map((m, i) => (i === index ? row : m)));
  const total = draftTotal(value);
  return (
    <>
      {value.length === 0 && <p className={styles.meta}>{t('console.passport.noMaterial')}</p>}
      <ol className={styles.passportRows}>
        {value.map((row, index) => {
          const at = (part: string) => errorAt(`materials.${index}.${part}`);
          const number = index + 1;
          return (
            <li key={row.key}>
              <fieldset className={styles.passportGroup}>
                <legend>{t('console.passport.material', { number })}</legend>
                <LocalisedTextInput
                  labels={{
                    en: t('console.passport.materialNameEn', { number }),
                    fr: t('console.passport.materialNameFr', { number }),
                  }}
                  value={row.name}
                  onChange={(name) => set(index, { ...row, name })}
                  maxLength={200}
                  error={at('name') ?? at('name.en')}
                />
                <div className={styles.row}>
                  <TextInput
                    label={t('console.passport.share')}
                    inputMode="decimal"
                    value={row.share}
                    onChange={(event) => set(index, { ...row, share: event.target.value })}
                    error={at('share')}
                  />
                  <TextInput
                    label={t('console.passport.recycledShare')}
                    inputMode="decimal"
                    value={row.recycledShare}
                    onChange={(event) => set(index, { ...row, recycledShare: event.target.value })}
                    error={at('recycledShare')}
                  />
                  <CountryInput
                    label={t('console.passport.origin')}
                    value={row.origin}
                    onChange={(origin) => set(index, { ...row, origin })}
                    error={at('origin')}
                  />
                </div>
                <div>
                  <Button variant="ghost" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                    {t('console.passport.removeMaterial', { number })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onChange([...value, emptyMaterial()])}>
          {t('console.passport.addMaterial')}
        </Button>
        <p className={styles.meta} aria-live="polite">
          {t('console.passport.total', {
            total: total.toLocaleString(i18n.language === 'fr' ? 'fr' : 'en'),
          })}
        </p>
      </div>
    </>
  );
}
