// The console's small controls: a list's search (what is typed, what is searched, which page), a choice of one
// among a few (radio buttons in a fieldset), a button that asks before it acts, a button that copies a text shown on
// the screen (a key, a link, a chip's file), a file to choose, and a form's send and cancel buttons.
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button, TextInput, type ButtonProps } from '../../ui';
import { styles } from './console-styles';

/**
 * A list searched and read a page at a time: what is typed, what is searched (once typing pauses), and the page's
 * offset, back to the first page whenever the search changes.
 */
export function useSearchedPages() {
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const onSearch = (typed: string) => {
    setSearch(typed);
    setOffset(0);
  };
  return { offset, setOffset, search, searched, onSearch };
}

/** The search field above a list (`useSearchedPages`). */
export function SearchField({
  label,
  value,
  onSearch,
  maxLength,
}: {
  label: string;
  value: string;
  onSearch: (typed: string) => void;
  maxLength?: number;
}) {
  return (
    <TextInput
      label={label}
      type="search"
      value={value}
      maxLength={maxLength}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

/**
 * A file chosen through a label that looks like a button or a link (the input itself hidden, still reached by the
 * keyboard); the input is emptied each time, so the same file can be chosen again.
 */
export function FilePicker({
  className,
  accept,
  onFile,
  children,
}: {
  className: string;
  accept: string;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <label className={className} htmlFor={id}>
        {children}
      </label>
      <input id={id} className="visually-hidden" type="file" accept={accept} onChange={pick} />
    </>
  );
}

/** One among a few choices, as radio buttons named `name` under a legend. */
export function RadioChoices<V extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.radio}>
          <input
            type="radio"
            name={name}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A button whose action cannot be undone: the browser asks `question` first, and `onConfirm` runs on yes. */
export function ConfirmButton({
  question,
  onConfirm,
  ...button
}: Omit<ButtonProps, 'onClick'> & { question: string; onConfirm: () => void }) {
  return (
    <Button
      {...button}
      onClick={() => {
        if (window.confirm(question)) onConfirm();
      }}
    />
  );
}

/** A form's one button, sending it (busy while it is sent), on a line of its own. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </div>
  );
}

/** A form's buttons: send it (busy while it is sent), and leave it without sending when it may be left. */
export function FormActions({
  submit,
  busy,
  onCancel,
}: {
  submit: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {t('console.cancel')}
        </Button>
      )}
    </div>
  );
}
