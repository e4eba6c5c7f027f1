// A console query's three states: loading, failed (with a retry), and its data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui';
import { styles } from './console-styles';

export function ConsoleQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className={styles.meta} role="status">
        {t('console.loading')}
      </p>
    );
  if (query.isError)
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.error}>{errorMessage(query.error, t)}</p>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('console.retry')}
          </Button>
        </div>
      </div>
    );
  return <>{children(query.data)}</>;
}
