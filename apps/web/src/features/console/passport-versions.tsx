// A passport's versions: when, by whom and which fields each changed; one read as of its date, read-only.
import { passportFieldNames, type PassportFieldName, type PassportVersion } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { modelPassportQuery } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button } from '../../ui';
import { Panel } from './console-page';
import { DataTable } from './console-parts';
import { ConsoleQuery } from './console-query';
import { PassportFieldsView } from './passport-read';

/** A passport's read (a model's or an item's, latest or as of a date). */
export type PassportQuery = ReturnType<typeof modelPassportQuery>;

const isFieldName = (field: string): field is PassportFieldName =>
  (passportFieldNames as string[]).includes(field);

/** A changed field's name in the reader's language (one the console does not know, as it came). */
function useFieldName() {
  const { t } = useTranslation();
  return (field: string) => (isFieldName(field) ? t(`console.passport.fields.${field}`) : field);
}

export function VersionList({
  versions,
  reading,
  onRead,
}: {
  versions: PassportVersion[];
  reading: string | undefined;
  onRead: (at: string) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const fieldName = useFieldName();
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <Panel id="passport-versions" title={t('console.passport.versionsTitle', { count: versions.length })}>
      <DataTable
        count={versions.length}
        empty={t('console.passport.noVersion')}
        label={t('console.passport.versionsTitle', { count: versions.length })}
        columns={[
          t('console.passport.version'),
          t('console.passport.when'),
          t('console.passport.by'),
          t('console.passport.changed'),
          { hidden: t('console.actions') },
        ]}
      >
        {newestFirst.map((v) => (
          <tr key={v.version}>
            <th scope="row">{v.version}</th>
            <td>{formatDate(v.at, 'dateTime')}</td>
            <td>{v.by}</td>
            <td>{v.changed.map(fieldName).join(', ') || '—'}</td>
            <td>
              <Button variant="secondary" aria-pressed={reading === v.at} onClick={() => onRead(v.at)}>
                {t('console.passport.readAsOf')}
                <span className="visually-hidden">
                  {' '}
                  {t('console.passport.versionNumber', { version: v.version })}
                </span>
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

/** The passport as it stood at `at`, read-only, its heading taking the focus when it opens. */
export function AsOfView({ at, query, onClose }: { at: string; query: PassportQuery; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const read = useQuery(query);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [at]);
  return (
    <Panel
      id="passport-as-of"
      title={t('console.passport.asOfTitle', { date: formatDate(at, 'dateTime') })}
      titleRef={heading}
      aside={
        <Button variant="ghost" onClick={onClose}>
          {t('console.passport.closeAsOf')}
        </Button>
      }
    >
      <ConsoleQuery query={read}>
        {(passport) => (
          <>
            <p>{t('console.passport.asOfVersion', { version: passport.version ?? 0 })}</p>
            <PassportFieldsView fields={passport.fields} />
          </>
        )}
      </ConsoleQuery>
    </Panel>
  );
}
