// A dialog's form that asks why before an action that cannot be undone (a refund, a claim's refusal): what it
// says first, the reason (required: sent empty, the field says so until it is filled), the refusal of the last
// try, then the action's danger button and a cancel.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button, TextArea } from '../../ui';
import { styles } from './console-styles';

export interface ReasonFormProps {
  /** The reason's field: its label, hint, the word when it is sent empty, its longest length and its rows. */
  field: { label: string; hint: string; missing: string; maxLength: number; rows: number };
  /** The action's button. */
  confirm: string;
  /** The action is under way: nothing more can be sent nor cancelled. */
  pending: boolean;
  /** The last try's refusal, said between the field and the buttons. */
  error: ReactNode;
  /** Called with the reason, trimmed, once there is one. */
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** What the form says before the reason. */
  children?: ReactNode;
}

export function ReasonForm({
  field,
  confirm,
  pending,
  error,
  onSubmit,
  onCancel,
  children,
}: ReasonFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <TextArea
        label={field.label}
        hint={field.hint}
        error={missing ? field.missing : undefined}
        required
        value={reason}
        maxLength={field.maxLength}
        rows={field.rows}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      {error}
      <div className={styles.actions}>
        <Button type="submit" variant="danger" loading={pending} disabled={pending}>
          {confirm}
        </Button>
        <Button type="button" variant="ghost" disabled={pending} onClick={onCancel}>
          {t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}
