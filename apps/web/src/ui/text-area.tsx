// Labelled multi-line text field with an optional character limit and its counter.
import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../i18n/react';
import { describedBy } from './describe-ids';
import { FieldFrame, FieldNotes, useField } from './field-frame';
import styles from './field.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
  invalid?: boolean;
}

export function TextArea({
  label,
  hint,
  error,
  invalid = false,
  maxLength,
  id,
  className,
  value,
  defaultValue,
  onChange,
  rows = 4,
  'aria-describedby': extraDescription,
  ...rest
}: TextAreaProps) {
  const { t } = useTranslation();
  const field = useField(id, { hint, error, invalid });
  const limitId = `${field.fieldId}-limit`;
  // the counter also works uncontrolled, so the length typed so far is tracked here
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <FieldFrame fieldId={field.fieldId} label={label} className={className}>
      <textarea
        {...rest}
        id={field.fieldId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={handleChange}
        className={styles.control}
        aria-invalid={field.isInvalid || undefined}
        aria-describedby={describedBy(extraDescription, ...field.noteIds, maxLength !== undefined && limitId)}
      />
      <div className={styles.footer}>
        <div>
          <FieldNotes hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
        </div>
        {maxLength !== undefined && (
          <p className={styles.counter}>
            {/* the visible count changes on every key: read the limit once, not each number */}
            <span aria-hidden="true">
              {length} / {maxLength}
            </span>
            <span id={limitId} className="visually-hidden">
              {t('ui.field.characterLimit', { max: maxLength })}
            </span>
          </p>
        )}
      </div>
    </FieldFrame>
  );
}

export interface MinLengthTextAreaProps extends Omit<
  TextAreaProps,
  'value' | 'onChange' | 'error' | 'required' | 'minLength'
> {
  value: string;
  onChange: (value: string) => void;
  /** The fewest characters it takes, spaces at either end not counted. */
  minLength: number;
  /** Say `tooShort` when the text is too short (after a first attempt to go on). */
  showError: boolean;
  tooShort: string;
}

/** A required text area that needs some length: the details and messages the contract bounds both ways. */
export function MinLengthTextArea({
  value,
  onChange,
  minLength,
  showError,
  tooShort,
  ...rest
}: MinLengthTextAreaProps) {
  return (
    <TextArea
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={showError && value.trim().length < minLength ? tooShort : undefined}
    />
  );
}
