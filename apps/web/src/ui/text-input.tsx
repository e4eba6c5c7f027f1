// Labelled text input: Enter validates (docs/product.md "Widgets"), error border when flagged, optional hint and error text.
import { type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { describedBy } from './describe-ids';
import { FieldFrame, FieldNotes, useField, validateOnEnter } from './field-frame';
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
  const field = useField(id, { hint, error, invalid });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    validateOnEnter(event, onValidate);
  };

  return (
    <FieldFrame fieldId={field.fieldId} label={label} hideLabel={hideLabel} className={className}>
      <input
        type="text"
        {...rest}
        id={field.fieldId}
        className={styles.control}
        aria-invalid={field.isInvalid || undefined}
        aria-describedby={describedBy(extraDescription, ...field.noteIds)}
        onKeyDown={handleKeyDown}
      />
      <FieldNotes hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
    </FieldFrame>
  );
}
