// Signing in straight from the SMS's link (`/login?token=…`), once; without a link, an owner already signed in
// goes on to where they were going.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from '../../lib/router';
import { login } from '../../api/auth';
import { errorCode, errorMessage } from '../../api/errors';
import { tokenStore } from '../../api/token-store';

interface LinkSignIn {
  linkToken: string | null;
  next: string;
  finish: () => void;
  /** The link did not sign in: the reason, and back to the phone step. */
  fail: (error: string) => void;
}

export function useLinkSignIn({ linkToken, next, finish, fail }: LinkSignIn): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const linkTried = useRef(false);

  useEffect(() => {
    if (!linkToken) {
      if (tokenStore.isSignedIn()) void navigate(next, { replace: true });
      return;
    }
    if (linkTried.current) return;
    linkTried.current = true;
    login({ token: linkToken })
      .then(finish)
      .catch((err: unknown) => {
        // a malformed link is as unusable as a spent one: one message for both, in the reader's words
        fail(errorCode(err) === 'VALIDATION' ? t('login.linkInvalid') : errorMessage(err, t));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the link in the address
  }, []);
}
