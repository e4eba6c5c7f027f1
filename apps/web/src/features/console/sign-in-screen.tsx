// Signing in to the console: an e-mail address, then the link e-mailed to it (good 15 minutes, once); the link
// brings the person back here with its token, exchanged for a session. Invitations open the same way (join).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { openSession, requestSignInLink } from '../../api/console';
import { useConsoleSignedIn } from '../../api/console-session';
import { errorMessage } from '../../api/errors';
import { consolePaths } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { looksLikeEmail } from '../../lib/email';
import { useNavigate, useSearchParams } from '../../lib/router';
import { Button, TextInput } from '../../ui';
import { useConsoleTitle } from './console-layout';
import { SignInCard } from './console-parts';
import { styles } from './console-styles';
import { PasskeySignInButton } from './passkeys-screen';

/** Where to go once signed in: a console address the link or the sign-in was asked from, else the console. */
function nextOf(search: URLSearchParams): string {
  const next = search.get('next');
  return next?.startsWith(`${consolePaths.home}/`) && !next.startsWith('//') ? next : consolePaths.home;
}

/** Exchanges the token of the address (a sign-in link or an invitation) once, then opens the console. */
function useTokenExchange(kind: 'link' | 'invitation') {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const [failure, setFailure] = useState<unknown>();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    openSession(kind, token).then(
      () => void navigate(nextOf(search), { replace: true }),
      (error: unknown) => setFailure(error),
    );
  }, [token, kind, navigate, search]);
  return { token, failure };
}

export function ConsoleSignInScreen() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.signIn.title'));
  const signedIn = useConsoleSignedIn();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { token, failure } = useTokenExchange('link');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (signedIn && !token) void navigate(nextOf(search), { replace: true });
  }, [signedIn, token, navigate, search]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setError(t('console.signIn.emailInvalid'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await requestSignInLink(address);
      setSentTo(address);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInCard id="console-sign-in-title" title={t('console.signIn.title')}>
      {token && !failure ? (
        <p role="status">{t('console.signIn.opening')}</p>
      ) : sentTo ? (
        <div role="status" aria-live="polite">
          <p className={styles.success}>{t('console.signIn.sent', { email: sentTo })}</p>
          <p className={styles.meta}>{t('console.signIn.sentHint')}</p>
          <Button variant="ghost" onClick={() => setSentTo(undefined)}>
            {t('console.signIn.another')}
          </Button>
        </div>
      ) : (
        <>
          <PasskeySignInButton />
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            {failure !== undefined && (
              <p className={styles.error} role="alert">
                {errorMessage(failure, t)}
              </p>
            )}
            <p className={styles.lead}>{t('console.signIn.text')}</p>
            <TextInput
              label={t('console.signIn.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error}
              required
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('console.signIn.send')}
            </Button>
          </form>
        </>
      )}
    </SignInCard>
  );
}

export function ConsoleJoinScreen() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.join.title'));
  const { token, failure } = useTokenExchange('invitation');
  return (
    <SignInCard id="console-join-title" title={t('console.join.title')}>
      {!token ? (
        <p className={styles.error} role="alert">
          {t('console.join.noToken')}
        </p>
      ) : failure === undefined ? (
        <p role="status">{t('console.join.opening')}</p>
      ) : (
        <>
          <p className={styles.error} role="alert">
            {errorMessage(failure, t)}
          </p>
          <a href={consolePaths.signIn}>{t('console.join.signIn')}</a>
        </>
      )}
    </SignInCard>
  );
}
