// Radio input (docs/product.md "Widgets"): a native radio underneath; group several with the same name.
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import styles from './choice.module.css';
import { cx } from './class-names';

export interface RadioProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'onChange' | 'size' | 'value'
> {
  label: ReactNode;
  /** A line under the label that says what the choice means (part of its accessible name). */
  hint?: ReactNode;
  name: string;
  value: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
}

export function Radio({ label, hint, onChange, className, ...rest }: RadioProps) {
  return (
    <label className={cx(styles.choice, className)} data-shape="radio">
      <input
        {...rest}
        type="radio"
        className={styles.input}
        onChange={(event) => onChange?.(event.target.value, event)}
      />
      <span className={styles.mark} aria-hidden="true">
        <span className={styles.dot} />
      </span>
      <span className={styles.label}>
        {label}
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
    </label>
  );
}
