// The brand's API keys (admins): a new key is shown once (only its hash is kept), the keys listed by prefix with
// their last use, and revoked at once. The command line keeps working alongside (npm run brand).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { keysQuery, useCreateKey, useRevokeKey } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { DataTable, ErrorLine } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { ConsolePage } from './console-page';

export function KeysScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const keys = useQuery(keysQuery(brand.brandId));
  const create = useCreateKey(brand.brandId);
  const revoke = useRevokeKey(brand.brandId);
  const formatDate = useFormatDate();
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
    <ConsolePage title={t('console.keys.title')} lead={t('console.keys.lead')}>
      <section className={styles.panel} aria-labelledby="new-key">
        <h2 id="new-key">{t('console.keys.createTitle')}</h2>
        <form className={styles.row} onSubmit={submit} noValidate>
          <TextInput
            label={t('console.keys.label')}
            hint={t('console.keys.labelHint')}
            value={label}
            maxLength={60}
            onChange={(event) => setLabel(event.target.value)}
            error={problem}
          />
          <div>
            <Button type="submit" loading={create.isPending}>
              {t('console.keys.create')}
            </Button>
          </div>
        </form>
        <ErrorLine error={create.error} />
        {create.data && (
          <div role="status" className={styles.form}>
            <p className={styles.success}>{t('console.keys.shownOnce')}</p>
            <p className={styles.secret}>{create.data.key}</p>
            <div>
              <Button
                variant="secondary"
                onClick={() => void navigator.clipboard?.writeText(create.data?.key ?? '')}
              >
                {t('console.items.copy')}
              </Button>
            </div>
          </div>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="keys-list">
        <h2 id="keys-list">{t('console.keys.listTitle')}</h2>
        <ConsoleQuery query={keys}>
          {(list) => (
            <DataTable
              count={list.length}
              empty={t('console.keys.none')}
              columns={[
                t('console.keys.label'),
                t('console.keys.prefix'),
                t('console.keys.created'),
                t('console.keys.lastUsed'),
                t('console.keys.state'),
              ]}
            >
              {list.map((key) => (
                <tr key={key.id}>
                  <th scope="row">{key.label ?? '—'}</th>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{formatDate(key.createdAt)}</td>
                  <td>
                    {key.lastUsedAt ? formatDate(key.lastUsedAt, 'dateTime') : t('console.staff.never')}
                  </td>
                  <td>
                    {key.revokedAt ? (
                      t('console.keys.revokedOn', { date: formatDate(key.revokedAt) })
                    ) : (
                      <Button
                        variant="danger"
                        loading={revoke.isPending && revoke.variables === key.id}
                        onClick={() => {
                          if (window.confirm(t('console.keys.revokeConfirm', { prefix: key.prefix })))
                            revoke.mutate(key.id);
                        }}
                      >
                        {t('console.keys.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </ConsoleQuery>
        <ErrorLine error={revoke.error} />
      </section>
    </ConsolePage>
  );
}
