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

export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useMutation({
    mutationFn: (email: string) => setEmail(email),
    onSuccess: (next) => queryClient.setQueryData(userKeys.detail(user.id), next),
  });
  const problem = checked ? checkEmail(draft, user.email) : undefined;
  // which address the last sending was for: the form's new one, or the pending one again
  const [sentFor, setSentFor] = useState<'form' | 'resend'>();

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
    problem === 'invalid'
      ? t('settings.email.invalid')
      : problem === 'same'
        ? t('settings.email.sameAsCurrent')
        : undefined;

  return (
    <SettingsSection id="settings-email" title={t('settings.email.heading')}>
      <div>
        <p className={styles.hint}>{t('settings.email.current')}</p>
        <p className={styles.value}>{user.email ?? t('settings.email.none')}</p>
      </div>
      {user.pendingEmail && (
        <div className={styles.pending}>
          <p className={styles.value}>{user.pendingEmail}</p>
          <p className={styles.text}>{t('settings.email.pendingLabel')}</p>
          <p className={styles.hint}>{t('settings.email.pendingHint', { email: user.pendingEmail })}</p>
          <Button
            variant="secondary"
            loading={send.isPending && sentFor === 'resend'}
            disabled={send.isPending}
            onClick={resend}
          >
            {t('settings.email.resend')}
          </Button>
        </div>
      )}
      {send.isSuccess && sentFor === 'resend' && (
        <p className={styles.ok} role="status">
          {t('settings.email.resent', { email: send.variables })}
        </p>
      )}
      {send.isSuccess && sentFor === 'form' && (
        <p className={styles.ok} role="status">
          {t('settings.email.sent', { email: send.data.pendingEmail ?? send.variables })}
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
