// The brand's API keys (admins): a new key is shown once (only its hash is kept), the keys listed by prefix with
// their last use, and revoked at once. The command line keeps working alongside (npm run brand).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { keysQuery, useCreateKey, useRevokeKey } from '../../api/console';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, TextInput } from '../../ui';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

export function KeysScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  useConsoleTitle(t('console.keys.title'));
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
    <>
      <div className={styles.pageHead}>
        <div>
          <h1>{t('console.keys.title')}</h1>
          <p className={styles.lead}>{t('console.keys.lead')}</p>
        </div>
      </div>
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
        {create.error && (
          <p className={styles.error} role="alert">
            {errorMessage(create.error, t)}
          </p>
        )}
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
          {(list) =>
            list.length === 0 ? (
              <p className={styles.empty}>{t('console.keys.none')}</p>
            ) : (
              <div className={styles.tableScroll}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('console.keys.label')}</th>
                      <th scope="col">{t('console.keys.prefix')}</th>
                      <th scope="col">{t('console.keys.created')}</th>
                      <th scope="col">{t('console.keys.lastUsed')}</th>
                      <th scope="col">{t('console.keys.state')}</th>
                    </tr>
                  </thead>
                  <tbody>
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
                  </tbody>
                </table>
              </div>
            )
          }
        </ConsoleQuery>
        {revoke.error && (
          <p className={styles.error} role="alert">
            {errorMessage(revoke.error, t)}
          </p>
        )}
      </section>
    </>
  );
}
