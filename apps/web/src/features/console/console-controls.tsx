// The console's small controls: a choice of one among a few (radio buttons in a fieldset), a button that asks
// before it acts, a button that copies a text shown on the screen (a key, a link, a chip's file), and a form's
// send and cancel buttons.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button, type ButtonProps } from '../../ui';
import { styles } from './console-styles';

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

/**
 * A button that copies `text`. `saysCopied`: a word once it is copied, announced (`'announced'`) or not (`'quiet'`,
 * inside a block already announced as a status).
 */
export function CopyButton({ text, saysCopied }: { text: string; saysCopied?: 'announced' | 'quiet' }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(true))
      .catch(() => undefined);
  return (
    <>
      <Button variant="secondary" onClick={copy}>
        {t('console.items.copy')}
      </Button>
      {saysCopied && copied && (
        <span className={styles.success} role={saysCopied === 'announced' ? 'status' : undefined}>
          {t('console.tags.template.copied')}
        </span>
      )}
    </>
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
