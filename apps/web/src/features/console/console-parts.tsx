// The pieces the console's screens share: a table with its column titles (or a word when it has no row), a pager,
// a failed call's message, what an action did, and a CSV file to import, its text and its refused lines.
import { type ReactNode, useState } from 'react';
import { apiErrorOf, errorMessage } from '../../api/errors';
import { PasskeyCeremonyError } from '../../api/passkey-ceremony';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui';
import { FilePicker } from './console-controls';
import { styles } from './console-styles';

/** A column's title; `hidden`: said to screen readers only (a column of buttons). */
export type Column = string | { hidden: string };

export function DataTable({
  columns,
  count,
  empty,
  label,
  children,
}: {
  columns: Column[];
  /** how many rows: none shows `empty` instead of the table */
  count: number;
  empty: string;
  /** a table wider than a phone: its scrolling box is named and takes the focus, to scroll it by keyboard */
  label?: string;
  children: ReactNode;
}) {
  if (count === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div
      className={styles.tableScroll}
      {...(label ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Previous / next over a list of `total` rows, `size` a page (nothing when one page holds them all). */
export function Pager({
  offset,
  size,
  total,
  onChange,
}: {
  offset: number;
  size: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= size) return null;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - size))}
      >
        {t('console.previous')}
      </Button>
      <span className={styles.meta}>
        {t('console.pageOf', { from: offset + 1, to: Math.min(offset + size, total), total })}
      </span>
      <Button variant="secondary" disabled={offset + size >= total} onClick={() => onChange(offset + size)}>
        {t('console.next')}
      </Button>
    </div>
  );
}

/** A failed call's message in the reader's language, announced; nothing without an error. */
export function ErrorLine({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <p className={styles.error} role="alert">
      {error instanceof PasskeyCeremonyError
        ? t(`console.passkeys.errors.${error.reason}`)
        : errorMessage(error, t)}
    </p>
  );
}

/** What an action did (a tag added, an invitation sent), announced; nothing until there is something to say. */
export function SuccessLine({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className={styles.success} role="status">
      {text}
    </p>
  );
}

/**
 * The card of a screen outside the console's frame (signing in, joining, confirming with a passkey): the product's
 * name over its title, in the middle of the page, which is the screen's main content.
 */
export function SignInCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.centered} id="console-main">
      <section className={styles.signInCard} aria-labelledby={id}>
        <p className={styles.meta}>{t('console.product')}</p>
        <h1 id={id}>{title}</h1>
        {children}
      </section>
    </main>
  );
}

/** A page that only says something (no such brand, no brand at all), and the way out of it. */
export function PageNotice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className={styles.panel}>
      <h1>{title}</h1>
      <p className={styles.empty}>{text}</p>
      {children}
    </section>
  );
}

/** A part of a dialog under its own title (h3), named by it for screen readers. */
export function TitledPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className={styles.subhead}>{title}</h3>
      {children}
    </section>
  );
}

/** A file's text, as UTF-8 (FileReader: every browser, and the tests' jsdom). */
export const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });

interface CsvLine {
  line: number;
  column: string | null;
  message: string;
}

/** A refused CSV import: the server's message, and each refused line (400 CSV_INVALID); nothing without an error. */
export function CsvImportError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  const lines = (apiErrorOf(error) as { lines?: CsvLine[] } | undefined)?.lines ?? [];
  return (
    <div className={styles.csvErrors} role="alert">
      <p className={styles.error}>{errorMessage(error, t)}</p>
      {lines.length > 0 && (
        <ul>
          {lines.map((l) => (
            <li key={`${l.line}-${l.column ?? ''}-${l.message}`}>
              {t('console.items.line', { line: l.line })} {l.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A CSV file to import: its help and example, the file button, the file being sent, and each refused line. `onFile`
 * sends the file's text (its name for the messages); `onPick` lets the screen clear what it said of the last one.
 */
export function CsvImport({
  title,
  help,
  example,
  exampleClassName,
  pending,
  error,
  onFile,
  onPick,
  children,
  choose,
}: {
  /** its heading (importing items' by default) */
  title?: string;
  /** its file button (the items' by default): two imports on one screen each name theirs */
  choose?: string;
  help: string;
  example: string;
  exampleClassName?: string;
  pending: boolean;
  error: unknown;
  onFile: (csv: string, fileName: string) => void;
  onPick?: () => void;
  /** more to say of the file, under its help (its columns) */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [csvName, setCsvName] = useState<string>();
  const [unreadable, setUnreadable] = useState(false);
  const pick = async (file: File) => {
    setCsvName(file.name);
    setUnreadable(false);
    onPick?.();
    onFile(await readText(file), file.name);
  };
  return (
    <div className={styles.csv}>
      <h3>{title ?? t('console.items.csvTitle')}</h3>
      <p className={styles.meta}>{help}</p>
      {children}
      <pre className={exampleClassName ? `${styles.secret} ${exampleClassName}` : styles.secret}>
        {example}
      </pre>
      <div>
        <FilePicker
          className={styles.fileButton}
          accept=".csv,text/csv"
          onFile={(file) => void pick(file).catch(() => setUnreadable(true))}
        >
          {choose ?? t('console.items.csvChoose')}
        </FilePicker>
      </div>
      {unreadable && (
        <p className={styles.error} role="alert">
          {t('console.items.unreadable')}
        </p>
      )}
      {pending && <p role="status">{t('console.items.importing', { file: csvName ?? '' })}</p>}
      <CsvImportError error={error} />
    </div>
  );
}
