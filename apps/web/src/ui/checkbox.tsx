// Checkbox, square or round (docs/product.md "Widgets"): a native checkbox underneath, so keyboard and screen readers just work.
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import styles from './choice.module.css';
import { cx } from './class-names';
import { Icon } from './icon';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange' | 'size'> {
  label: ReactNode;
  shape?: 'square' | 'round';
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean;
}

export function Checkbox({
  label,
  shape = 'square',
  onChange,
  invalid = false,
  className,
  ...rest
}: CheckboxProps) {
  return (
    <label className={cx(styles.choice, className)} data-shape={shape}>
      <input
        {...rest}
        type="checkbox"
        className={styles.input}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange?.(event.target.checked, event)}
      />
      <span className={styles.mark} aria-hidden="true">
        <Icon name="check" size={16} className={styles.tick} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
