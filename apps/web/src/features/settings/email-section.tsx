// E-mail: the confirmed address, one waiting for its link (with a resend), and a form to set or change it.
import { emailSchema } from '@heirloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage, httpStatus } from '../../api/errors';
import { setEmail, userKeys, type User } from '../../api/users';
import { Button, TextInput } from '../../ui';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section';

type Problem = 'invalid' | 'same' | undefined;

function checkEmail(value: string, current: string | null): Problem {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) return 'invalid';
  return parsed.data === current ? 'same' : undefined;
}

/** The address waiting for its link, with a resend. */
function PendingEmail(props: { email: string; resending: boolean; busy: boolean; onResend: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.pending}>
      <p className={styles.value}>{props.email}</p>
      <p className={styles.text}>{t('settings.email.pendingLabel')}</p>
      <p className={styles.hint}>{t('settings.email.pendingHint', { email: props.email })}</p>
      <Button variant="secondary" loading={props.resending} disabled={props.busy} onClick={props.onResend}>
        {t('settings.email.resend')}
      </Button>
    </div>
  );
}

/** Sending an address its link: the new one from the form, or the pending one again (`sentFor` says which). */
function useEmailSending(userId: string) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (email: string) => setEmail(email),
    onSuccess: (next) => queryClient.setQueryData(userKeys.detail(userId), next),
  });
  const [sentFor, setSentFor] = useState<'form' | 'resend'>();
  return { send, sentFor, setSentFor };
}

export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [checked, setChecked] = useState(false);
  const { send, sentFor, setSentFor } = useEmailSending(user.id);
  const problem = checked ? checkEmail(draft, user.email) : undefined;

  const failure = (error: unknown) =>
    httpStatus(error) === 429 ? t('settings.email.tooMany') : errorMessage(error, t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (checkEmail(draft, user.email)) return;
    setSentFor('form');
    send.mutate(draft, { onSuccess: () => setDraft('') });
  };

  const resend = () => {
    if (!user.pendingEmail) return;
    setSentFor('resend');
    send.mutate(user.pendingEmail);
  };

  const problemText =
    problem && t(problem === 'invalid' ? 'settings.email.invalid' : 'settings.email.sameAsCurrent');

  return (
    <SettingsSection id="settings-email" title={t('settings.email.heading')}>
      <div>
        <p className={styles.hint}>{t('settings.email.current')}</p>
        <p className={styles.value}>{user.email ?? t('settings.email.none')}</p>
      </div>
      {user.pendingEmail && (
        <PendingEmail
          email={user.pendingEmail}
          resending={send.isPending && sentFor === 'resend'}
          busy={send.isPending}
          onResend={resend}
        />
      )}
      {send.isSuccess && (
        <p className={styles.ok} role="status">
          {sentFor === 'resend'
            ? t('settings.email.resent', { email: send.variables })
            : t('settings.email.sent', { email: send.data.pendingEmail ?? send.variables })}
        </p>
      )}
      {send.isError && (
        <p className={styles.error} role="alert">
          {failure(send.error)}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextInput
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={
            user.email || user.pendingEmail ? t('settings.email.labelChange') : t('settings.email.label')
          }
          hint={t('settings.email.hint')}
          value={draft}
          error={problemText}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => setChecked(draft.trim() !== '')}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={send.isPending && sentFor === 'form'}
          disabled={send.isPending}
        >
          {t('settings.email.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
