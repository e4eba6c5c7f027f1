// The confirmation e-mail's link (?userId=&token=): confirms the address, signed in or not, once.
import type { ErrorCode } from '@heirloom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useSearchParams } from '../../lib/router';
import { errorCode, errorMessage, httpStatus } from '../../api/errors';
import { useSignedIn } from '../../api/token-store';
import { confirmEmail, userKeys } from '../../api/users';
import { paths } from '../../config/paths';
import { Button, buttonClassName } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { Screen } from '../../ui/screen';
import flow from '../../ui/flow.module.css';
import { ResultPanel } from '../../ui/result-panel';

export const EMAIL_TOKEN_INVALID = 'EMAIL_TOKEN_INVALID' satisfies ErrorCode;
export const EMAIL_TOKEN_EXPIRED = 'EMAIL_TOKEN_EXPIRED' satisfies ErrorCode;

type LinkProblem = 'invalid' | 'expired' | 'other';

function problemOf(error: unknown): LinkProblem {
  const code = errorCode(error);
  if (code === EMAIL_TOKEN_EXPIRED) return 'expired';
  // a malformed link fails the body's validation: it is just as unusable
  if (code === EMAIL_TOKEN_INVALID || httpStatus(error) === 400) return 'invalid';
  return 'other';
}

/** The confirmation, asked for once; the owner's cached profile is read again once it went through. */
function useEmailConfirmation(userId: string, token: string, complete: boolean) {
  const queryClient = useQueryClient();
  // a query, not a mutation: the token is single use, and a query runs once however often the screen mounts
  const confirmation = useQuery({
    queryKey: ['confirmEmail', userId, token],
    queryFn: () => confirmEmail(userId, token),
    enabled: complete,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (confirmation.isSuccess) void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }, [confirmation.isSuccess, queryClient]);
  return confirmation;
}

export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  usePageTitle(t('settings.confirmEmail.pageTitle'));
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const signedIn = useSignedIn();
  const complete = userId !== '' && token !== '';
  const confirmation = useEmailConfirmation(userId, token, complete);

  const settingsLink = signedIn
    ? paths.settings
    : `${paths.login}?next=${encodeURIComponent(paths.settings)}`;

  if (complete && confirmation.isPending) {
    return (
      <Screen gap={5}>
        <ResultPanel tone="busy" title={t('settings.confirmEmail.checking')} />
      </Screen>
    );
  }

  if (confirmation.isSuccess) {
    return (
      <Screen gap={5}>
        <ResultPanel tone="success" title={t('settings.confirmEmail.successTitle')}>
          <p>{t('settings.confirmEmail.successText', { email: confirmation.data.email })}</p>
        </ResultPanel>
        <div className={flow.actions}>
          <Link to={settingsLink} viewTransition className={buttonClassName()} data-variant="primary">
            {signedIn ? t('settings.confirmEmail.toSettings') : t('settings.confirmEmail.signIn')}
          </Link>
        </div>
      </Screen>
    );
  }

  return (
    <LinkProblemScreen
      problem={complete ? problemOf(confirmation.error) : 'invalid'}
      error={confirmation.error}
      retrying={confirmation.isFetching}
      onRetry={() => void confirmation.refetch()}
      settingsLink={settingsLink}
    />
  );
}

interface LinkProblemScreenProps {
  problem: LinkProblem;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** Where a new link is asked for. */
  settingsLink: string;
}

/** The link did not confirm the address: why, and a new link (or, for a failed call, another try). */
function LinkProblemScreen({ problem, error, retrying, onRetry, settingsLink }: LinkProblemScreenProps) {
  const { t } = useTranslation();
  const title =
    problem === 'expired'
      ? t('settings.confirmEmail.expiredTitle')
      : problem === 'invalid'
        ? t('settings.confirmEmail.invalidTitle')
        : t('settings.confirmEmail.errorTitle');
  return (
    <Screen gap={5}>
      <ResultPanel tone="error" title={title}>
        {problem === 'other' ? (
          <p>{errorMessage(error, t)}</p>
        ) : (
          <>
            <p>
              {problem === 'expired'
                ? t('settings.confirmEmail.expiredText')
                : t('settings.confirmEmail.invalidText')}
            </p>
            <p>{t('settings.confirmEmail.askAgain')}</p>
          </>
        )}
      </ResultPanel>
      <div className={flow.actions}>
        {problem === 'other' && (
          <Button fullWidth loading={retrying} onClick={onRetry}>
            {t('settings.confirmEmail.retry')}
          </Button>
        )}
        <Link
          to={settingsLink}
          viewTransition
          className={buttonClassName()}
          data-variant={problem === 'other' ? 'secondary' : 'primary'}
        >
          {t('settings.confirmEmail.newLink')}
        </Link>
      </div>
    </Screen>
  );
}
