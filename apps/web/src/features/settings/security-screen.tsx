// Settings → Security (decision 018): the owner's passkeys (name, added, last used; rename, remove), adding one,
// and the recovery for an owner who lost every passkey: its end time and a cancel button while it runs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  addPasskey,
  cancelRecovery,
  passkeyErrorMessage,
  passkeysQuery,
  passkeysSupported,
  removePasskey,
  renamePasskey,
  startRecovery,
  type Passkey,
  type Passkeys,
} from '../../api/passkeys';
import { errorMessage } from '../../api/errors';
import { paths } from '../../config/paths';
import { useFormatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { BackLink, Button, Header, OnlineFieldset, TextInput } from '../../ui';
import { useOnline } from '../../lib/online';
import { QueryError } from '../../ui/query-error';
import { Screen } from '../../ui/screen';
import { SettingsSection } from './settings-section';
import { SettingsSkeleton } from './settings-skeleton';
import styles from './settings.module.css';

export function SecurityScreen() {
  const { t } = useTranslation();
  usePageTitle(t('settings.security.pageTitle'));
  const passkeys = useQuery(passkeysQuery());
  // every change here is the server's: offline, the passkeys are read and the controls wait (decision 038)
  const online = useOnline();

  return (
    <Screen gap={5}>
      <BackLink to={paths.settings} label={t('settings.back')} />
      <Header title={t('settings.security.title')} subtitle={t('settings.security.subtitle')} />
      {passkeys.isError ? (
        <QueryError query={passkeys} title={t('settings.security.loadErrorTitle')} />
      ) : passkeys.data ? (
        <OnlineFieldset online={online}>
          {passkeys.data.recovery && <RecoveryUnderWay endsAt={passkeys.data.recovery.endsAt} />}
          <PasskeysSection data={passkeys.data} />
          {passkeys.data.items.length > 0 && !passkeys.data.recovery && <LostPasskeys />}
        </OnlineFieldset>
      ) : (
        <SettingsSkeleton />
      )}
    </Screen>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });
}

function PasskeysSection({ data }: { data: Passkeys }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const add = useMutation({ mutationFn: addPasskey, onSuccess: refresh });
  const supported = passkeysSupported();
  const count = data.items.length;
  // another passkey is added from a device signed in with one (an SMS session could be someone else's)
  const mayAdd = supported && !data.recovery && (count === 0 || data.sessionMethod === 'passkey');

  return (
    <SettingsSection id="security-passkeys" title={t('settings.security.passkeys.heading')}>
      <p className={styles.text}>
        {count === 0 ? t('settings.security.passkeys.none') : t('settings.security.passkeys.protects')}
      </p>
      {count > 0 && (
        <ul className={styles.list} aria-label={t('settings.security.passkeys.heading')}>
          {data.items.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} removable={!data.recovery} />
          ))}
        </ul>
      )}
      {add.isSuccess && (
        <p className={styles.ok} role="status">
          {t('settings.security.passkeys.added', { name: add.data.name })}
        </p>
      )}
      {add.isError && (
        <p className={styles.error} role="alert">
          {passkeyErrorMessage(add.error, t)}
        </p>
      )}
      {mayAdd ? (
        <Button
          variant={count === 0 ? 'primary' : 'secondary'}
          loading={add.isPending}
          onClick={() => add.mutate()}
        >
          {t('settings.security.passkeys.add')}
        </Button>
      ) : (
        <p className={styles.hint}>
          {!supported
            ? t('passkeys.errors.unsupported')
            : data.recovery
              ? t('settings.security.passkeys.addLocked')
              : t('settings.security.passkeys.addFromPasskey')}
        </p>
      )}
    </SettingsSection>
  );
}

/** Renaming a passkey: its name in a field, saved (when changed) or cancelled. */
function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [name, setName] = useState(passkey.name);
  const rename = useMutation({
    mutationFn: () => renamePasskey(passkey.id, name),
    onSuccess: async () => {
      await refresh();
      onDone();
    },
  });
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && trimmed !== passkey.name) rename.mutate();
    else onDone();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('settings.security.passkeys.nameLabel')}
        value={name}
        maxLength={60}
        // the owner just asked to rename this passkey: the field is where they type
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        error={
          rename.isError
            ? errorMessage(rename.error, t)
            : trimmed
              ? undefined
              : t('settings.security.passkeys.nameMissing')
        }
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.rowActions}>
        <Button type="submit" loading={rename.isPending} disabled={!trimmed}>
          {t('settings.security.passkeys.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('settings.security.passkeys.cancel')}
        </Button>
      </div>
    </form>
  );
}

function PasskeyRow({ passkey, removable }: { passkey: Passkey; removable: boolean }) {
  const { t } = useTranslation();
  const format = useFormatDate();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({ mutationFn: () => removePasskey(passkey.id), onSuccess: refresh });
  const headingId = `passkey-${passkey.id}`;

  return (
    <li className={styles.passkey} aria-labelledby={headingId}>
      {editing ? (
        <RenamePasskeyForm passkey={passkey} onDone={() => setEditing(false)} />
      ) : (
        <div className={styles.passkeyText}>
          <p id={headingId} className={styles.value}>
            {passkey.name}
          </p>
          <p className={styles.hint}>
            {t('settings.security.passkeys.addedOn', { date: format(passkey.createdAt) })}
            {' · '}
            {passkey.lastUsedAt
              ? t('settings.security.passkeys.lastUsed', { date: format(passkey.lastUsedAt, 'dateTime') })
              : t('settings.security.passkeys.neverUsed')}
          </p>
          <p className={styles.hint}>
            {passkey.deviceType === 'multiDevice'
              ? t('settings.security.passkeys.synced')
              : t('settings.security.passkeys.thisDevice')}
          </p>
          {remove.isError && (
            <p className={styles.error} role="alert">
              {passkeyErrorMessage(remove.error, t)}
            </p>
          )}
          <div className={styles.rowActions}>
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {t('settings.security.passkeys.rename')}
            </Button>
            {removable && (
              <Button variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('settings.security.passkeys.remove')}
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

function RecoveryUnderWay({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const format = useFormatDate();
  const refresh = useRefresh();
  const cancel = useMutation({ mutationFn: cancelRecovery, onSuccess: refresh });
  return (
    <SettingsSection
      id="security-recovery"
      title={t('settings.security.recovery.underWayHeading')}
      tone="danger"
    >
      <p className={styles.text} role="status">
        {t('settings.security.recovery.underWay', { date: format(endsAt, 'dateTime') })}
      </p>
      <p className={styles.hint}>{t('settings.security.recovery.notYou')}</p>
      {cancel.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(cancel.error, t)}
        </p>
      )}
      <Button variant="primary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
        {t('settings.security.recovery.cancel')}
      </Button>
    </SettingsSection>
  );
}

function LostPasskeys() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const start = useMutation({ mutationFn: startRecovery, onSuccess: refresh });
  return (
    <SettingsSection id="security-lost" title={t('settings.security.recovery.heading')}>
      <p className={styles.text}>{t('settings.security.recovery.explain')}</p>
      {start.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(start.error, t)}
        </p>
      )}
      {asking ? (
        <div className={styles.pending}>
          <p className={styles.text}>{t('settings.security.recovery.confirmText')}</p>
          <div className={styles.rowActions}>
            <Button variant="danger" loading={start.isPending} onClick={() => start.mutate()}>
              {t('settings.security.recovery.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('settings.security.recovery.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('settings.security.recovery.start')}
        </Button>
      )}
    </SettingsSection>
  );
}
