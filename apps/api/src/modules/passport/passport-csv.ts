// A passports CSV file (the console's import): a header of PASSPORT_CSV_COLUMNS, then one passport per line, a
// model's (gtin) or an item's (gtin and serial_number). Read with the catalogue's CSV reader; every line is checked
// before anything is stored, and every refused line reported at once. A line's cells are applied over the
// passport's latest version: a column the file does not have leaves its field as it is; an empty cell is none
// (a model's field without a value; an item's field left to its model).
import {
  gtin14Of,
  type ItemPassportFields,
  PASSPORT_CSV_COLUMNS,
  PASSPORT_CSV_MAX_ROWS,
  PASSPORT_TEXT_MAX,
  type PassportCsvColumn,
  type CsvLineError,
} from '@heirloom/contract';
import { badText, normaliseHeader, parseCsv } from '../catalogue/csv';

export type CsvProblem = Omit<CsvLineError, 'message'> & { params?: Record<string, string | number> };

export interface PassportCsvLine {
  line: number;
  /** the GTIN-14 */
  gtin: string;
  /** null: the model's passport */
  serial: string | null;
  cells: Map<PassportCsvColumn, string>;
}

const KNOWN = new Set<string>(PASSPORT_CSV_COLUMNS);
function headerProblems(line: number, names: string[], count: number): CsvProblem[] {
  const problems: CsvProblem[] = [];
  names.forEach((name, i) => {
    if (!KNOWN.has(name)) problems.push({ line, column: name, code: 'PASSPORT_CSV_COLUMN_UNKNOWN' });
    else if (names.indexOf(name) !== i) problems.push({ line, column: name, code: 'CSV_COLUMN_TWICE' });
  });
  if (!names.includes('gtin')) problems.push({ line, column: 'gtin', code: 'CSV_COLUMN_MISSING' });
  if (count === 0) problems.push({ line, column: null, code: 'PASSPORT_CSV_NO_LINES' });
  if (count > PASSPORT_CSV_MAX_ROWS)
    problems.push({
      line,
      column: null,
      code: 'PASSPORT_CSV_TOO_MANY_LINES',
      params: { max: PASSPORT_CSV_MAX_ROWS },
    });
  return problems;
}

/**
 * Reads the passports of a CSV file: the lines without a problem, and every problem (a header's stop the reading;
 * nothing is stored either way).
 */
export function readPassportsCsv(text: string): {
  lines: PassportCsvLine[];
  problems: CsvProblem[];
  header: boolean;
} {
  const { rows, openQuoteAt } = parseCsv(text);
  if (openQuoteAt !== undefined)
    return {
      lines: [],
      problems: [{ line: openQuoteAt, column: null, code: 'CSV_OPEN_QUOTE' }],
      header: false,
    };
  const [header, ...body] = rows;
  if (!header) return { lines: [], problems: [{ line: 1, column: null, code: 'CSV_EMPTY' }], header: false };
  const names = header.cells.map(normaliseHeader);
  const problems = headerProblems(header.line, names, body.length);
  if (problems.length > 0) return { lines: [], problems, header: false };
  const lines: PassportCsvLine[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of body) {
    const before = problems.length;
    const read = readLine(line, cells, names as PassportCsvColumn[], problems);
    if (!read) continue;
    const key = `${read.gtin}/${read.serial ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({ line, column: 'serial_number', code: 'PASSPORT_CSV_TWICE', params: { line: first } });
    else seen.set(key, line);
    // a line with a problem already is not looked at further (its passport is not looked up)
    if (problems.length === before) lines.push(read);
  }
  return { lines, problems, header: true };
}

function readLine(
  line: number,
  cells: string[],
  names: PassportCsvColumn[],
  problems: CsvProblem[],
): PassportCsvLine | undefined {
  if (cells.length > names.length) {
    problems.push({ line, column: null, code: 'CSV_TOO_MANY_CELLS', params: { max: names.length } });
    return undefined;
  }
  const values = new Map<PassportCsvColumn, string>();
  let fine = true;
  names.forEach((name, i) => {
    const value = (cells[i] ?? '').trim();
    if (badText(value)) {
      problems.push({ line, column: name, code: 'CSV_VALUE_INVALID' });
      fine = false;
    } else if (value.length > PASSPORT_TEXT_MAX) {
      problems.push({ line, column: name, code: 'CSV_VALUE_TOO_LONG', params: { max: PASSPORT_TEXT_MAX } });
      fine = false;
    }
    values.set(name, value);
  });
  const given = values.get('gtin') ?? '';
  const gtin = given ? gtin14Of(given) : null;
  if (!given) problems.push({ line, column: 'gtin', code: 'CSV_VALUE_MISSING' });
  else if (!gtin) problems.push({ line, column: 'gtin', code: 'GTIN_INVALID' });
  if (!gtin || !fine) return undefined;
  values.delete('gtin');
  const serial = values.get('serial_number') || null;
  values.delete('serial_number');
  return { line, gtin, serial, cells: values };
}

const TEXTS = [
  ['care', 'care'],
  ['repair', 'repair'],
  ['spareParts', 'spare_parts'],
  ['afterSales', 'after_sales'],
  ['recyclability', 'recyclability'],
  ['endOfLife', 'end_of_life'],
] as const;

/** Materials as a cell writes them: `name_en|name_fr|share|recycled_share|origin`, separated by `;`. */
export function readMaterials(cell: string): unknown[] | undefined {
  const materials: unknown[] = [];
  for (const entry of cell
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [en = '', fr = '', share = '', recycled = '', origin = '', ...rest] = entry
      .split('|')
      .map((p) => p.trim());
    if (rest.length > 0 || (!en && !fr) || !/^\d+(\.\d)?$/.test(share)) return undefined;
    if (recycled && !/^\d+(\.\d)?$/.test(recycled)) return undefined;
    materials.push({
      name: { ...(en ? { en } : {}), ...(fr ? { fr } : {}) },
      share: Number(share),
      recycledShare: recycled ? Number(recycled) : null,
      origin: origin ? origin.toUpperCase() : null,
    });
  }
  return materials;
}

/**
 * A line's cells over the passport's fields (`base`): the fields the file has columns for, as the cells give
 * them; `none` is what an empty field becomes (a model: null; an item: left to its model, `undefined`).
 */
export function applyCells(base: ItemPassportFields, line: PassportCsvLine, scope: 'model' | 'item') {
  const fields = new Map<string, unknown>(Object.entries(base));
  const problems: CsvProblem[] = [];
  const has = (c: string) => line.cells.has(c as PassportCsvColumn);
  const cell = (c: string) => line.cells.get(c as PassportCsvColumn) ?? '';
  const put = (name: string, value: unknown, emptyModel: unknown = null) => {
    if (value !== undefined) fields.set(name, value);
    else if (scope === 'model') fields.set(name, emptyModel);
    else fields.delete(name);
  };
  for (const party of ['manufacturer', 'facility'] as const) {
    if (!['name', 'gln', 'country'].some((p) => has(`${party}_${p}`))) continue;
    const current = base[party] ?? null;
    const pick = (p: 'name' | 'gln' | 'country') =>
      has(`${party}_${p}`) ? cell(`${party}_${p}`) || null : (current?.[p] ?? null);
    const name = pick('name');
    put(
      party,
      name ? { name, gln: pick('gln'), country: pick('country')?.toUpperCase() ?? null } : undefined,
    );
  }
  if (has('country_of_origin')) put('countryOfOrigin', cell('country_of_origin').toUpperCase() || undefined);
  if (has('after_sales_until')) put('afterSalesUntil', cell('after_sales_until') || undefined);
  if (has('materials')) {
    const materials = readMaterials(cell('materials'));
    if (!materials)
      problems.push({ line: line.line, column: 'materials', code: 'PASSPORT_CSV_VALUE_INVALID' });
    put('materials', materials && materials.length > 0 ? materials : undefined, []);
  }
  for (const [name, column] of TEXTS) {
    if (!has(`${column}_en`) && !has(`${column}_fr`)) continue;
    const current = (base[name] ?? {}) as { en?: string; fr?: string };
    const given = (lang: 'en' | 'fr') =>
      has(`${column}_${lang}`) ? cell(`${column}_${lang}`) || undefined : current[lang];
    const en = given('en');
    const fr = given('fr');
    put(name, en || fr ? { ...(en ? { en } : {}), ...(fr ? { fr } : {}) } : undefined);
  }
  return { fields: Object.fromEntries(fields), problems };
}

/** The column a field's invalid value is reported at. */
export function columnOf(path: readonly PropertyKey[]): string {
  const [field, part] = path.map(String);
  const byField: Record<string, string> = {
    countryOfOrigin: 'country_of_origin',
    afterSalesUntil: 'after_sales_until',
    materials: 'materials',
  };
  if (field === 'manufacturer' || field === 'facility')
    return `${field}_${part === 'gln' || part === 'country' ? part : 'name'}`;
  const text = TEXTS.find(([name]) => name === field);
  if (text) return part === 'fr' ? `${text[1]}_fr` : `${text[1]}_en`;
  return byField[field ?? ''] ?? field ?? '';
}
