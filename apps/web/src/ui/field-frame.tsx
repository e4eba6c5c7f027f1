// What the labelled fields share: their ids, the label above the control, the hint and error lines under it.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

export interface FieldNotesProps {
  hint?: string;
  /** Shown under the control; also flags it invalid. */
  error?: string;
  invalid?: boolean;
}

/** A field's ids (its own, or one made up) and what its control says to assistive technology. */
export function useField(id: string | undefined, { hint, error, invalid = false }: FieldNotesProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return {
    fieldId,
    hintId,
    errorId,
    isInvalid: invalid || Boolean(error),
    /** The ids of the hint and error lines shown, for the control's aria-describedby. */
    noteIds: [hint && hintId, error && errorId] as const,
  };
}

/** The field's box: its label, then the control and whatever follows it. */
export function FieldFrame({
  fieldId,
  label,
  hideLabel = false,
  className,
  children,
}: {
  fieldId: string;
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={fieldId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The hint and the error under a control, with the ids useField gave them. */
export function FieldNotes({
  hint,
  error,
  hintId,
  errorId,
}: Omit<FieldNotesProps, 'invalid'> & { hintId: string; errorId: string }) {
  return (
    <>
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
    </>
  );
}

/** Enter in a one-line field: the user is done with it, unless Enter confirms an IME composition. */
export function validateOnEnter(
  event: KeyboardEvent<HTMLInputElement>,
  onValidate: (() => void) | undefined,
) {
  // isComposing: Enter that confirms an IME composition (Japanese, Chinese…) is not a validation
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.defaultPrevented || !onValidate) return;
  // the caller validates here, so a surrounding form must not submit a second time
  event.preventDefault();
  onValidate();
}
