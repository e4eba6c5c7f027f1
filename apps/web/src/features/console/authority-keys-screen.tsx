// The brand's market-surveillance keys (admins): one issued to an authority for some days is shown once, with how
// the authority reads an item's passport with it (its public passport address, the key as a Bearer token); the
// keys listed with their expiry and last use, and revoked at once. Issuing and revoking are audited.
import { AUTHORITY_KEY_LABEL_MAX, AUTHORITY_KEY_MAX_DAYS } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authorityKeysQuery, useCreateAuthorityKey, useRevokeAuthorityKey } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { CopyButton, TextInput } from '../../ui';
import { ConfirmButton, SubmitButton } from './console-controls';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel, QueryTable } from './console-page';
import { ErrorLine } from './console-parts';
import { styles } from './console-styles';

const DEFAULT_DAYS = 90;

export function AuthorityKeysScreen() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.authorityKeys.title')} lead={t('console.authorityKeys.lead')}>
      <NewAuthorityKey />
      <AuthorityKeyList />
    </ConsolePage>
  );
}

/** The number of days typed, when it is a whole number the server takes. */
export function daysOf(typed: string): number | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const days = Number(typed.trim());
  return days >= 1 && days <= AUTHORITY_KEY_MAX_DAYS ? days : null;
}

function NewAuthorityKey() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const create = useCreateAuthorityKey(brand.brandId);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [problems, setProblems] = useState<{ label?: string; days?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = daysOf(days);
    const found = {
      label: label.trim() ? undefined : t('console.authorityKeys.labelRequired'),
      days:
        valid === null ? t('console.authorityKeys.daysInvalid', { max: AUTHORITY_KEY_MAX_DAYS }) : undefined,
    };
    setProblems(found);
    if (found.label || found.days || valid === null) return;
    create.mutate({ label: label.trim(), days: valid }, { onSuccess: () => setLabel('') });
  };

  return (
    <Panel id="new-authority-key" title={t('console.authorityKeys.createTitle')}>
      <form className={styles.row} onSubmit={submit} noValidate>
        <TextInput
          label={t('console.authorityKeys.label')}
          hint={t('console.authorityKeys.labelHint')}
          value={label}
          maxLength={AUTHORITY_KEY_LABEL_MAX}
          onChange={(event) => setLabel(event.target.value)}
          error={problems.label}
        />
        <TextInput
          label={t('console.authorityKeys.days')}
          hint={t('console.authorityKeys.daysHint', { max: AUTHORITY_KEY_MAX_DAYS })}
          inputMode="numeric"
          value={days}
          maxLength={3}
          onChange={(event) => setDays(event.target.value)}
          error={problems.days}
        />
        <SubmitButton label={t('console.authorityKeys.create')} busy={create.isPending} />
      </form>
      <ErrorLine error={create.error} />
      {create.data && <IssuedKey issued={create.data} />}
    </Panel>
  );
}

/** A key just issued: shown this once, copied, and how the authority uses it. */
function IssuedKey({ issued }: { issued: { key: string; label: string; expiresAt: string } }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const example = `curl -H "Authorization: Bearer ${issued.key}" \\\n  ${window.location.origin}/api/public/passports/<gtin>/<serial>`;
  return (
    <div role="status" className={styles.form}>
      <p className={styles.success}>
        {t('console.authorityKeys.shownOnce', { label: issued.label, date: formatDate(issued.expiresAt) })}
      </p>
      <p className={styles.secret}>{issued.key}</p>
      <div>
        <CopyButton text={issued.key} />
      </div>
      <h3 className={styles.subhead}>{t('console.authorityKeys.howTitle')}</h3>
      <p>{t('console.authorityKeys.how')}</p>
      <pre className={styles.secret}>{example}</pre>
    </div>
  );
}

function AuthorityKeyList() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const keys = useQuery(authorityKeysQuery(brand.brandId));
  const revoke = useRevokeAuthorityKey(brand.brandId);
  const formatDate = useFormatDate();
  // read once: a key that expires while the screen is open shows so on the next visit
  const [now] = useState(() => Date.now());
  return (
    <Panel id="authority-keys-list" title={t('console.authorityKeys.listTitle')}>
      <QueryTable
        query={keys}
        rows={(list) => list}
        empty={t('console.authorityKeys.none')}
        label={t('console.authorityKeys.listTitle')}
        columns={[
          t('console.authorityKeys.label'),
          t('console.keys.prefix'),
          t('console.authorityKeys.issued'),
          t('console.authorityKeys.expires'),
          t('console.keys.lastUsed'),
          t('console.keys.state'),
        ]}
        row={(key) => (
          <tr key={key.id}>
            <th scope="row">{key.label}</th>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>
              {formatDate(key.createdAt)}
              <br />
              <span className={styles.meta}>{key.createdBy}</span>
            </td>
            <td>{formatDate(key.expiresAt)}</td>
            <td>{key.lastUsedAt ? formatDate(key.lastUsedAt, 'dateTime') : t('console.staff.never')}</td>
            <td>
              {key.revokedAt ? (
                t('console.keys.revokedOn', { date: formatDate(key.revokedAt) })
              ) : Date.parse(key.expiresAt) <= now ? (
                t('console.authorityKeys.expired')
              ) : (
                <ConfirmButton
                  variant="danger"
                  loading={revoke.isPending && revoke.variables === key.id}
                  question={t('console.authorityKeys.revokeConfirm', { label: key.label })}
                  onConfirm={() => revoke.mutate(key.id)}
                >
                  {t('console.keys.revoke')}
                  <span className="visually-hidden"> — {key.label}</span>
                </ConfirmButton>
              )}
            </td>
          </tr>
        )}
      />
      <ErrorLine error={revoke.error} />
    </Panel>
  );
}
