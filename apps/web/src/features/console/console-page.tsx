// The console's page frame: a screen's head (its title, named in the tab too, a lead and its actions), its panels
// (a section named by its heading) and a query shown as a table (loading, failed with a retry, empty, or its rows).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useConsoleTitle } from './console-layout';
import { DataTable, type Column } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

/** A page's head: its title (h1), a lead under it, and its actions on the side. */
export function PageHead({
  title,
  lead,
  actions,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.pageHead}>
      <div>
        <h1>{title}</h1>
        {lead !== undefined && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions}
    </div>
  );
}

/** A console screen: its head, its title in the browser's tab, then its content. */
export function ConsolePage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useConsoleTitle(title);
  return (
    <>
      <PageHead title={title} lead={lead} actions={actions} />
      {children}
    </>
  );
}

/**
 * A panel: a section named by its heading (`id`). `hiddenTitle`: the heading is said to screen readers only;
 * `aside`: something beside the heading (a search field, a close button), in a head row.
 */
export function Panel({
  id,
  title,
  hiddenTitle = false,
  aside,
  titleRef,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  hiddenTitle?: boolean;
  aside?: ReactNode;
  /** the heading, to move the focus to it */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2
      id={id}
      className={hiddenTitle ? 'visually-hidden' : undefined}
      {...(titleRef ? { ref: titleRef, tabIndex: -1 } : {})}
    >
      {title}
    </h2>
  );
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={id}>
      {aside === undefined ? (
        heading
      ) : (
        <div className={styles.pageHead}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * A query shown as a table: its loading and failed states, `empty` when it has no row, else one row per entry
 * (`rows` picks them from the answer; `row` draws one, keyed).
 */
export function QueryTable<T, R>({
  query,
  rows,
  columns,
  empty,
  label,
  row,
  after,
}: {
  query: UseQueryResult<T>;
  rows: (data: T) => readonly R[];
  columns: Column[];
  empty: string;
  label?: string;
  row: (entry: R) => ReactNode;
  /** what follows the table once the answer is there (a pager) */
  after?: (data: T) => ReactNode;
}) {
  return (
    <ConsoleQuery query={query}>
      {(data) => {
        const entries = rows(data);
        const table = (
          <DataTable count={entries.length} empty={empty} columns={columns} label={label}>
            {entries.map(row)}
          </DataTable>
        );
        return after ? (
          <>
            {table}
            {after(data)}
          </>
        ) : (
          table
        );
      }}
    </ConsoleQuery>
  );
}
