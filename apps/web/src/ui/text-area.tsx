// Labelled multi-line text field with an optional character limit and its counter.
import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { describedBy } from './describe-ids';
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
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const limitId = `${areaId}-limit`;
  // the counter also works uncontrolled, so the length typed so far is tracked here
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;
  const isInvalid = invalid || Boolean(error);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={areaId} className={styles.label}>
        {label}
      </label>
      <textarea
        {...rest}
        id={areaId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={handleChange}
        className={styles.control}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(
          extraDescription,
          hint && hintId,
          error && errorId,
          maxLength !== undefined && limitId,
        )}
      />
      <div className={styles.footer}>
        <div>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {error && (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          )}
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
    </div>
  );
}
