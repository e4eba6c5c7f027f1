// The brand's API keys (admins): a new key is shown once (only its hash is kept), the keys listed by prefix with
// their last use, and revoked at once. The command line keeps working alongside (npm run brand).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { keysQuery, useCreateKey, useRevokeKey } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { CopyButton, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { ConfirmButton, SubmitButton } from './console-controls';
import { ConsolePage, Panel, QueryTable } from './console-page';
import { ErrorLine } from './console-parts';
import { styles } from './console-styles';

export function KeysScreen() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.keys.title')} lead={t('console.keys.lead')}>
      <NewKey />
      <KeyList />
    </ConsolePage>
  );
}

/** A key made for a label, shown once. */
function NewKey() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const create = useCreateKey(brand.brandId);
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) {
      setProblem(t('console.keys.labelRequired'));
      return;
    }
    setProblem(undefined);
    create.mutate(label.trim(), { onSuccess: () => setLabel('') });
  };

  return (
    <Panel id="new-key" title={t('console.keys.createTitle')}>
      <form className={styles.row} onSubmit={submit} noValidate>
        <TextInput
          label={t('console.keys.label')}
          hint={t('console.keys.labelHint')}
          value={label}
          maxLength={60}
          onChange={(event) => setLabel(event.target.value)}
          error={problem}
        />
        <SubmitButton label={t('console.keys.create')} busy={create.isPending} />
      </form>
      <ErrorLine error={create.error} />
      {create.data && (
        <div role="status" className={styles.form}>
          <p className={styles.success}>{t('console.keys.shownOnce')}</p>
          <p className={styles.secret}>{create.data.key}</p>
          <div>
            <CopyButton text={create.data.key} />
          </div>
        </div>
      )}
    </Panel>
  );
}

function KeyList() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const keys = useQuery(keysQuery(brand.brandId));
  const revoke = useRevokeKey(brand.brandId);
  const formatDate = useFormatDate();
  return (
    <Panel id="keys-list" title={t('console.keys.listTitle')}>
      <QueryTable
        query={keys}
        rows={(list) => list}
        empty={t('console.keys.none')}
        columns={[
          t('console.keys.label'),
          t('console.keys.prefix'),
          t('console.keys.created'),
          t('console.keys.lastUsed'),
          t('console.keys.state'),
        ]}
        row={(key) => (
          <tr key={key.id}>
            <th scope="row">{key.label ?? '—'}</th>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{formatDate(key.createdAt)}</td>
            <td>{key.lastUsedAt ? formatDate(key.lastUsedAt, 'dateTime') : t('console.staff.never')}</td>
            <td>
              {key.revokedAt ? (
                t('console.keys.revokedOn', { date: formatDate(key.revokedAt) })
              ) : (
                <ConfirmButton
                  variant="danger"
                  loading={revoke.isPending && revoke.variables === key.id}
                  question={t('console.keys.revokeConfirm', { prefix: key.prefix })}
                  onConfirm={() => revoke.mutate(key.id)}
                >
                  {t('console.keys.revoke')}
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
