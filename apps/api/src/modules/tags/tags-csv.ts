// CSV of a brand's tags (the console's import): a header with `uid` and `serial_number`, optionally
// `file_read_key` (a chip whose keys were not derived from the brand's master key), then one tag per line. Every
// line is checked before anything is stored; each refused line is reported with its number in the file.
import { type ErrorCode, TAG_IMPORT_MAX } from '@heirloom/contract';
import { parseCsv } from '../catalogue/csv';

export interface TagProblem {
  line: number;
  column: string | null;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export interface CsvTag {
  line: number;
  uid: string;
  serial: string;
  fileReadKey?: string;
}

const COLUMNS = ['uid', 'serial_number', 'file_read_key'] as const;
const UID = /^[0-9A-F]{14}$/;
const KEY = /^[0-9A-F]{32}$/;

export function readTagsCsv(text: string): { tags: CsvTag[]; problems: TagProblem[] } {
  const { rows, openQuoteAt } = parseCsv(text);
  if (openQuoteAt !== undefined)
    return { tags: [], problems: [{ line: openQuoteAt, column: null, code: 'CSV_OPEN_QUOTE' }] };
  const [header, ...lines] = rows;
  if (!header) return { tags: [], problems: [{ line: 1, column: null, code: 'CSV_EMPTY' }] };
  const names = header.cells.map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const problems: TagProblem[] = [];
  for (const required of ['uid', 'serial_number'])
    if (!names.includes(required))
      problems.push({ line: header.line, column: required, code: 'CSV_COLUMN_MISSING' });
  for (const [index, name] of names.entries()) {
    if (name !== '' && names.indexOf(name) !== index)
      problems.push({ line: header.line, column: name, code: 'CSV_COLUMN_TWICE' });
    else if (name !== '' && !(COLUMNS as readonly string[]).includes(name))
      problems.push({
        line: header.line,
        column: header.cells[index]?.trim() ?? name,
        code: 'CSV_COLUMN_UNKNOWN',
      });
  }
  if (lines.length === 0) problems.push({ line: header.line, column: null, code: 'CSV_NO_TAGS' });
  if (lines.length > TAG_IMPORT_MAX)
    problems.push({
      line: header.line,
      column: null,
      code: 'CSV_TOO_MANY_TAGS',
      params: { max: TAG_IMPORT_MAX },
    });
  if (problems.length > 0) return { tags: [], problems };

  const at = (cells: string[], column: string) => (cells[names.indexOf(column)] ?? '').trim();
  const tags: CsvTag[] = [];
  const uids = new Map<string, number>();
  const serials = new Map<string, number>();
  for (const { line, cells } of lines) {
    const before = problems.length;
    // a spreadsheet's trailing empty cells are no values
    if (cells.slice(names.length).some((cell) => cell.trim() !== ''))
      problems.push({ line, column: null, code: 'CSV_TOO_MANY_CELLS', params: { max: names.length } });
    const uid = at(cells, 'uid').toUpperCase();
    const serial = at(cells, 'serial_number');
    const fileReadKey = at(cells, 'file_read_key').toUpperCase();
    if (uid === '') problems.push({ line, column: 'uid', code: 'CSV_VALUE_MISSING' });
    else if (!UID.test(uid)) problems.push({ line, column: 'uid', code: 'TAG_UID_INVALID' });
    if (serial === '') problems.push({ line, column: 'serial_number', code: 'CSV_VALUE_MISSING' });
    else if (serial.length > 100)
      problems.push({ line, column: 'serial_number', code: 'CSV_VALUE_TOO_LONG', params: { max: 100 } });
    if (fileReadKey !== '' && !KEY.test(fileReadKey))
      problems.push({ line, column: 'file_read_key', code: 'TAG_KEY_INVALID' });
    const earlierUid = uids.get(uid);
    if (uid !== '' && earlierUid !== undefined)
      problems.push({ line, column: 'uid', code: 'CSV_UID_TWICE', params: { line: earlierUid } });
    uids.set(uid, earlierUid ?? line);
    const earlierSerial = serials.get(serial);
    if (serial !== '' && earlierSerial !== undefined)
      problems.push({
        line,
        column: 'serial_number',
        code: 'CSV_SERIAL_TWICE',
        params: { line: earlierSerial },
      });
    serials.set(serial, earlierSerial ?? line);
    if (problems.length > before) continue;
    tags.push({ line, uid, serial, ...(fileReadKey ? { fileReadKey } : {}) });
  }
  return { tags, problems };
}
