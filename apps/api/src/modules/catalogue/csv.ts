// CSV of a brand's items (the console's import): RFC 4180 fields read by csv-parse (quotes, doubled quotes, line
// breaks inside quotes, CRLF or LF), a header naming the columns, then one item per line. Every line is checked before anything
// is stored; the import is all or nothing, so every refused line is reported at once, with its number in the file.
import {
  ATTRIBUTE_TEXT_MAX,
  ATTRIBUTES_MAX,
  CSV_IMPORT_MAX_ITEMS,
  type CsvLineError,
  ITEM_NAME_MAX,
  ITEM_SERIAL_MAX,
  ITEM_TEXT_MAX,
  type Language,
  type LocalizedAttribute,
  type LocalizedText,
} from '@heirloom/contract';
import { CsvError, parse } from 'csv-parse/sync';

/** The rows of a CSV text, each with the line it starts on; a quote left open is an error at its line. */
export function parseCsv(text: string): { rows: { line: number; cells: string[] }[]; openQuoteAt?: number } {
  const rows: { line: number; cells: string[] }[] = [];
  // the line the last record read ends on: a record refused for an open quote starts on the next one
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      on_record: (cells: string[], { lines }) => {
        // csv-parse counts the line a record ends on; its own line breaks are those inside quoted cells
        const breaks = cells.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
        lastLine = lines;
        if (cells.length > 1 || cells[0] !== '') rows.push({ line: lines - breaks, cells });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')
      return { rows, openQuoteAt: lastLine + 1 };
    throw error;
  }
  return { rows };
}

export interface CsvItem {
  line: number;
  serialNumber: string;
  name: string;
  description: LocalizedText;
  attributes: LocalizedAttribute[];
}

type Problem = Omit<CsvLineError, 'message'> & { params?: Record<string, string | number> };

const KNOWN = ['serial_number', 'name', 'description_en', 'description_fr'] as const;
/** A header as its column is known: lower case, spaces and hyphens as underscores. */
export const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
/** No control characters but tabs and line breaks, and no lone surrogate (the database refuses them). */
export const badText = (text: string) =>
  /\p{Cs}/u.test(text) ||
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== '\t' && c !== '\n' && c !== '\r') || code === 127;
  });

/** The columns a CSV file's header names: as written, normalised, and those that are the items' attributes. */
interface Layout {
  columns: string[];
  names: string[];
  attributeColumns: { title: string; index: number }[];
}

/** Reads the items of a CSV file, or every problem of it (none stored either way). */
export function readItemsCsv(text: string): { items: CsvItem[]; problems: Problem[] } {
  const { rows, openQuoteAt } = parseCsv(text);
  if (openQuoteAt !== undefined)
    return { items: [], problems: [{ line: openQuoteAt, column: null, code: 'CSV_OPEN_QUOTE' }] };
  const [header, ...lines] = rows;
  if (!header) return { items: [], problems: [{ line: 1, column: null, code: 'CSV_EMPTY' }] };
  const layout = readHeader(header.cells);
  const problems = headerProblems(header.line, layout, lines.length);
  if (problems.length > 0) return { items: [], problems };

  const items: CsvItem[] = [];
  const serials = new Map<string, number>();
  for (const { line, cells } of lines) {
    const item = readItem(line, cells, layout, serials, problems);
    if (item) items.push(item);
  }
  return { items, problems };
}

function readHeader(cells: string[]): Layout {
  const columns = cells.map((h) => h.trim());
  const names = columns.map(normaliseHeader);
  const attributeColumns = columns
    .map((title, index) => ({ title, index }))
    .filter(({ title, index }) => !(KNOWN as readonly string[]).includes(names[index] ?? '') && title !== '');
  return { columns, names, attributeColumns };
}

/** What is wrong with the header, or with the file as a whole (no items, too many). */
function headerProblems(
  line: number,
  { columns, names, attributeColumns }: Layout,
  count: number,
): Problem[] {
  const problems: Problem[] = [];
  for (const required of ['serial_number', 'name'])
    if (!names.includes(required)) problems.push({ line, column: required, code: 'CSV_COLUMN_MISSING' });
  if (attributeColumns.length > ATTRIBUTES_MAX)
    problems.push({ line, column: null, code: 'CSV_TOO_MANY_COLUMNS', params: { max: ATTRIBUTES_MAX } });
  const seen = new Set<string>();
  for (const [index, name] of names.entries()) {
    if (name === '') continue;
    if (seen.has(name)) problems.push({ line, column: columns[index] ?? null, code: 'CSV_COLUMN_TWICE' });
    seen.add(name);
  }
  if (count === 0) problems.push({ line, column: null, code: 'CSV_NO_ITEMS' });
  if (count > CSV_IMPORT_MAX_ITEMS)
    problems.push({ line, column: null, code: 'CSV_TOO_MANY_ITEMS', params: { max: CSV_IMPORT_MAX_ITEMS } });
  return problems;
}

/**
 * The item of one line, or undefined when the line adds to `problems`. `serials` keeps the line each serial
 * number was first seen on (a serial twice in the file is refused).
 */
function readItem(
  line: number,
  cells: string[],
  { columns, names, attributeColumns }: Layout,
  serials: Map<string, number>,
  problems: Problem[],
): CsvItem | undefined {
  const before = problems.length;
  const at = (column: string) => (cells[names.indexOf(column)] ?? '').trim();
  const check = (column: string, value: string, max: number, required: boolean) => {
    if (required && value === '') problems.push({ line, column, code: 'CSV_VALUE_MISSING' });
    else if (value.length > max) problems.push({ line, column, code: 'CSV_VALUE_TOO_LONG', params: { max } });
    else if (badText(value)) problems.push({ line, column, code: 'CSV_VALUE_INVALID' });
  };
  if (cells.length > columns.length)
    problems.push({ line, column: null, code: 'CSV_TOO_MANY_CELLS', params: { max: columns.length } });
  const serialNumber = at('serial_number');
  const name = at('name');
  const description = { en: at('description_en'), fr: at('description_fr') };
  check('serial_number', serialNumber, ITEM_SERIAL_MAX, true);
  check('name', name, ITEM_NAME_MAX, true);
  check('description_en', description.en, ITEM_TEXT_MAX, false);
  check('description_fr', description.fr, ITEM_TEXT_MAX, false);
  const earlier = serials.get(serialNumber);
  if (serialNumber !== '' && earlier !== undefined)
    problems.push({ line, column: 'serial_number', code: 'CSV_SERIAL_TWICE', params: { line: earlier } });
  serials.set(serialNumber, earlier ?? line);
  const attributes = readAttributes(line, cells, attributeColumns, problems);
  if (problems.length > before) return undefined;
  return {
    line,
    serialNumber,
    name,
    description: Object.fromEntries(Object.entries(description).filter(([, text]) => text !== '')) as Partial<
      Record<Language, string>
    >,
    attributes,
  };
}

/** A line's attributes: each column's title is "label EN | label FR", each cell "value EN | value FR". */
function readAttributes(
  line: number,
  cells: string[],
  attributeColumns: Layout['attributeColumns'],
  problems: Problem[],
): LocalizedAttribute[] {
  const attributes: LocalizedAttribute[] = [];
  for (const { title, index } of attributeColumns) {
    const value = (cells[index] ?? '').trim();
    if (value === '') continue;
    const [labelEn = '', labelFr = ''] = title.split('|').map((part) => part.trim());
    const [valueEn = '', valueFr = ''] = value.split('|').map((part) => part.trim());
    const parts = [labelEn, labelFr, valueEn, valueFr];
    if (parts.some((part) => part.length > ATTRIBUTE_TEXT_MAX))
      problems.push({ line, column: title, code: 'CSV_VALUE_TOO_LONG', params: { max: ATTRIBUTE_TEXT_MAX } });
    else if (parts.some(badText)) problems.push({ line, column: title, code: 'CSV_VALUE_INVALID' });
    const attribute: LocalizedAttribute = {};
    if (labelEn && valueEn) attribute.en = { label: labelEn, value: valueEn };
    if (labelFr && (valueFr || valueEn)) attribute.fr = { label: labelFr, value: valueFr || valueEn };
    if (attribute.en || attribute.fr) attributes.push(attribute);
  }
  return attributes;
}
