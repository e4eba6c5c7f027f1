// The invitation to add a passkey (decision 018), on the home of an owner who has none: one tap adds it (the
// browser's sheet), "Not now" keeps it quiet on this device for 30 days. Nothing shows where the browser cannot
// use passkeys, or while the owner's passkeys are being recovered.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  addPasskey,
  declineInvitation,
  invitationDeclinedRecently,
  passkeyErrorMessage,
  passkeysQuery,
  passkeysSupported,
} from '../../api/passkeys';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { Button } from '../../ui';
import styles from './home-screen.module.css';

export default function PasskeyInvitation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [declined, setDeclined] = useState(invitationDeclinedRecently);
  const passkeys = useQuery({ ...passkeysQuery(), enabled: !declined && passkeysSupported() });
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey }),
  });

  if (add.isSuccess) {
    return (
      <section className={styles.invitation} aria-labelledby="passkey-invitation">
        <h2 id="passkey-invitation" className={styles.invitationTitle}>
          {t('passkeys.invitation.addedTitle')}
        </h2>
        <p role="status">{t('passkeys.invitation.added', { name: add.data.name })}</p>
        <Link to={paths.settingsSecurity} viewTransition className={styles.invitationLink}>
          {t('passkeys.invitation.manage')}
        </Link>
      </section>
    );
  }
  const data = passkeys.data;
  if (declined || !data || data.items.length > 0 || data.recovery) return null;

  return (
    <section className={styles.invitation} aria-labelledby="passkey-invitation">
      <h2 id="passkey-invitation" className={styles.invitationTitle}>
        {t('passkeys.invitation.title')}
      </h2>
      <p>{t('passkeys.invitation.text')}</p>
      {add.isError && (
        <p className={styles.invitationError} role="alert">
          {passkeyErrorMessage(add.error, t)}
        </p>
      )}
      <div className={styles.invitationActions}>
        <Button loading={add.isPending} onClick={() => add.mutate()}>
          {t('passkeys.invitation.add')}
        </Button>
        <Button
          variant="ghost"
          disabled={add.isPending}
          onClick={() => {
            declineInvitation();
            setDeclined(true);
          }}
        >
          {t('passkeys.invitation.later')}
        </Button>
      </div>
    </section>
  );
}
