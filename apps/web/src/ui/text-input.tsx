// Labelled text input: Enter validates (SPEC §2), error border when flagged, optional hint and error text.
import { useId, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { cx } from './class-names';
import { describedBy } from './describe-ids';
import styles from './field.module.css';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: string;
  /** Keeps the label for assistive technology only, when the screen already says what to type. */
  hideLabel?: boolean;
  hint?: string;
  /** Shown under the input; also flags it invalid. */
  error?: string;
  invalid?: boolean;
  /** Enter pressed: the user is done with this field. */
  onValidate?: () => void;
}

export function TextInput({
  label,
  hideLabel = false,
  hint,
  error,
  invalid = false,
  onValidate,
  onKeyDown,
  id,
  className,
  'aria-describedby': extraDescription,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const isInvalid = invalid || Boolean(error);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // isComposing: Enter that confirms an IME composition (Japanese, Chinese…) is not a validation
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.defaultPrevented || !onValidate)
      return;
    // the caller validates here, so a surrounding form must not submit a second time
    event.preventDefault();
    onValidate();
  };

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        type="text"
        {...rest}
        id={inputId}
        className={styles.control}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(extraDescription, hint && hintId, error && errorId)}
        onKeyDown={handleKeyDown}
      />
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
  );
}
