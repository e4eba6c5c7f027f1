// The collection form: its name, its text in English and French, its colours and its model's GTIN; for a new
// collection and for changing one.
import { gtin14Of } from '@heirloom/contract';
import { useState, type FormEvent } from 'react';
import { useSaveCollection, type CollectionDraft, type ConsoleCollection } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { TextInput } from '../../ui';
import { FormActions } from './console-controls';
import { useConsoleBrand } from './console-layout';
import { ErrorLine } from './console-parts';
import { styles } from './console-styles';
import { LocalisedTextInput, localisedDraft, localisedMissing, localisedOf } from './localised-text';

const DEFAULT_THEME = { primary: '#14110f', accent: '#8a6a3b' };

/** The collection form, creating one (no `initial`) or changing `initial`; `onSaved` once the server has it. */
export function CollectionForm({
  initial,
  submitLabel,
  onSaved,
  onCancel,
}: {
  initial?: ConsoleCollection;
  submitLabel: string;
  onSaved: (saved: { id: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const save = useSaveCollection(brand.brandId);
  const [name, setName] = useState(initial?.name ?? '');
  const [text, setText] = useState(localisedOf(initial?.description));
  const [theme, setTheme] = useState(initial?.theme ?? DEFAULT_THEME);
  const [gtin, setGtin] = useState(initial?.gtin ?? '');
  const [problems, setProblems] = useState<{ name?: string; text?: string; gtin?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('console.collections.nameRequired'),
      text: localisedMissing(text, 'either') ? t('console.collections.textRequired') : undefined,
      // the server checks it too (and that no other collection has it)
      gtin: !gtin.trim() || gtin14Of(gtin) ? undefined : t('console.collections.gtinInvalid'),
    };
    setProblems(found);
    if (found.name || found.text || found.gtin) return;
    const draft: CollectionDraft = {
      name: name.trim(),
      description: localisedDraft(text),
      theme,
      gtin: gtin.trim() ? gtin14Of(gtin) : null,
    };
    save.mutate({ collectionId: initial?.id, collection: draft }, { onSuccess: onSaved });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('console.collections.name')}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        error={problems.name}
      />
      <LocalisedTextInput
        labels={{ en: t('console.collections.textEn'), fr: t('console.collections.textFr') }}
        value={text}
        onChange={setText}
        maxLength={4000}
        rows={4}
        error={problems.text}
      />
      <ThemeColours theme={theme} onChange={setTheme} />
      <TextInput
        label={t('console.collections.gtin')}
        hint={t('console.collections.gtinHint')}
        value={gtin}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        onChange={(event) => setGtin(event.target.value)}
        error={problems.gtin}
      />
      <ErrorLine error={save.error} />
      <FormActions submit={submitLabel} busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}

type Theme = typeof DEFAULT_THEME;

/** The collection's two colours, each picked in the browser's colour picker. */
function ThemeColours({ theme, onChange }: { theme: Theme; onChange: (theme: Theme) => void }) {
  const { t } = useTranslation();
  const colour = (part: keyof Theme) => (
    <label className={styles.colour}>
      {t(part === 'primary' ? 'console.collections.primary' : 'console.collections.accent')}
      <input
        type="color"
        value={theme[part]}
        onChange={(event) => onChange({ ...theme, [part]: event.target.value })}
      />
    </label>
  );
  return (
    <div className={styles.row}>
      {colour('primary')}
      {colour('accent')}
    </div>
  );
}
