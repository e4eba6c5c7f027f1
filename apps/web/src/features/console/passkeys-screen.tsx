// The console's passkeys (decision 019): the person's own (add, list, remove), the sign-in button, the step that
// confirms a link's session with one, and the word on the overview inviting someone without one to add it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  confirmWithConsolePasskey,
  consoleKeys,
  myPasskeysQuery,
  signInWithConsolePasskey,
  useConsoleSignOut,
  type StaffMe,
  useAddConsolePasskey,
  useRemoveConsolePasskey,
} from '../../api/console';
import { PasskeyCeremonyError, passkeysSupported } from '../../api/passkey-ceremony';
import { consoleHrefs } from '../../config/paths';
import { useFormatDate } from '../../lib/format';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { Button } from '../../ui';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { ConfirmButton } from './console-controls';
import { ConsolePage, Panel, QueryTable } from './console-page';
import { ErrorLine, SignInCard, SuccessLine } from './console-parts';
import { styles } from './console-styles';

/** A passkey's ceremony started by a button: busy while it runs, and what failed of it (cleared at each start). */
function useCeremony() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const run = async (ceremony: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await ceremony();
    } catch (error) {
      setFailure(error);
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

/**
 * On the sign-in screen: the browser offers the console passkeys it holds (none shown without WebAuthn); the
 * screen goes on once the session is kept.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation();
  const { busy, failure, run } = useCeremony();
  if (!passkeysSupported()) return null;
  const start = () => run(signInWithConsolePasskey);
  return (
    <div className={styles.form}>
      <ErrorLine error={failure} />
      <Button onClick={() => void start()} loading={busy} fullWidth>
        {t('console.passkeys.signIn')}
      </Button>
      <p className={styles.divider}>{t('console.passkeys.orLink')}</p>
    </div>
  );
}

/** A session opened by link, for someone who keeps a passkey: it opens nothing until they confirm with it. */
export function ConfirmPasskey({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  useConsoleTitle(t('console.confirm.title'));
  const queryClient = useQueryClient();
  const { busy, failure, run } = useCeremony();
  const confirm = () =>
    run(
      async () => queryClient.setQueryData(consoleKeys.me(), await confirmWithConsolePasskey()),
      (error) => {
        // refused by the server: the session may have changed meanwhile (its passkeys reset by an admin)
        if (!(error instanceof PasskeyCeremonyError))
          void queryClient.invalidateQueries({ queryKey: consoleKeys.me() });
      },
    );
  const signOut = useConsoleSignOut();
  return (
    <SignInCard id="console-confirm-title" title={t('console.confirm.title')}>
      <p className={styles.lead}>{t('console.confirm.text', { email: me.email })}</p>
      <ErrorLine error={failure} />
      <Button onClick={() => void confirm()} loading={busy} fullWidth>
        {t('console.confirm.use')}
      </Button>
      <p className={styles.meta}>{t('console.confirm.lost')}</p>
      <Button variant="ghost" onClick={signOut}>
        {t('console.signOut')}
      </Button>
    </SignInCard>
  );
}

/** On the overview, for someone without a passkey: what one gives them, and where to add it. */
export function PasskeyNudge() {
  const { t } = useTranslation();
  const { me } = useConsoleBrand();
  if (me.passkeys > 0 || !passkeysSupported()) return null;
  return (
    <section className={styles.panel} aria-labelledby="passkey-nudge">
      <h2 id="passkey-nudge">{t('console.passkeys.nudgeTitle')}</h2>
      <p className={styles.meta}>{t('console.passkeys.lead')}</p>
      <AddPasskeyLink />
    </section>
  );
}

/** The way to the person's passkeys, to add one (looks like a button). */
export function AddPasskeyLink() {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  return (
    <Link className={styles.buttonLink} to={consoleHrefs.section(brandId, 'account')}>
      {t('console.passkeys.add')}
    </Link>
  );
}

/** The person's console passkeys: add one (the browser's sheet), see when each was used, remove one. */
export function PasskeysScreen() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const passkeys = useQuery(myPasskeysQuery());
  const add = useAddConsolePasskey();
  const remove = useRemoveConsolePasskey();
  const supported = passkeysSupported();
  return (
    <ConsolePage title={t('console.passkeys.title')} lead={t('console.passkeys.lead')}>
      <Panel id="passkeys-list" title={t('console.passkeys.listTitle')}>
        <QueryTable
          query={passkeys}
          rows={(items) => items}
          columns={[
            t('console.passkeys.name'),
            t('console.passkeys.addedOn'),
            t('console.passkeys.lastUsed'),
            { hidden: t('console.actions') },
          ]}
          empty={t('console.passkeys.none')}
          row={(passkey) => (
            <tr key={passkey.id}>
              <th scope="row">
                {passkey.name}
                <span className={styles.meta}>
                  {' '}
                  {t(
                    passkey.deviceType === 'multiDevice'
                      ? 'console.passkeys.synced'
                      : 'console.passkeys.oneDevice',
                  )}
                </span>
              </th>
              <td>{formatDate(passkey.createdAt, 'dateTime')}</td>
              <td>
                {passkey.lastUsedAt
                  ? formatDate(passkey.lastUsedAt, 'dateTime')
                  : t('console.passkeys.never')}
              </td>
              <td>
                <ConfirmButton
                  variant="danger"
                  loading={remove.isPending && remove.variables === passkey.id}
                  question={t('console.passkeys.removeConfirm', { name: passkey.name })}
                  onConfirm={() => remove.mutate(passkey.id)}
                >
                  {t('console.passkeys.remove')}
                </ConfirmButton>
              </td>
            </tr>
          )}
        />
        <ErrorLine error={remove.error} />
        <SuccessLine text={add.data && t('console.passkeys.added', { name: add.data.name })} />
        <ErrorLine error={add.error} />
        {supported ? (
          <div>
            <Button loading={add.isPending} onClick={() => add.mutate()}>
              {t('console.passkeys.add')}
            </Button>
          </div>
        ) : (
          <p className={styles.meta}>{t('console.passkeys.errors.unsupported')}</p>
        )}
      </Panel>
    </ConsolePage>
  );
}
