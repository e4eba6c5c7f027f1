// An on/off setting: a real switch (role="switch", aria-checked) named by its label, described by its hint.
import { useId } from 'react';
import styles from './settings.module.css';

export interface SettingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Saving or setting up: not clickable again until it is done. */
  busy?: boolean;
}

export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
  busy = false,
}: SettingSwitchProps) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <span id={`${id}-label`} className={styles.switchLabel}>
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
      />
    </div>
  );
}
