// Generic button of the app: primary, secondary or ghost, full width or not, with a loading state.
import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Busy with the action it started: announced as busy and not clickable again. */
  loading?: boolean;
  fullWidth?: boolean;
}

/** The button's look for something that is not a <button>: a link that moves on (with `data-variant`). */
export function buttonClassName(fullWidth = false, className?: string): string {
  return cx(styles.button, fullWidth && styles.fullWidth, className);
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  // a plain button unless asked: the browser's "submit" default sends forms by surprise
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={buttonClassName(fullWidth, className)}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
