import { describe, expect, it } from 'vitest';
import { parseCsv, readItemsCsv } from './csv';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF, a BOM and blank lines', () => {
    const { rows } = parseCsv('\uFEFFa,b\r\n"x, ""y""","line\nbreak"\r\n\r\nlast,\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', 'line\nbreak'] },
      { line: 5, cells: ['last', ''] },
    ]);
  });

  it('says where a quote is left open', () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n').openQuoteAt).toBe(2);
    expect(parseCsv('a,"b\nc"\r\n\r\n1,"open\n').openQuoteAt).toBe(4);
  });

  it('reads a quoted cell after spaces and a stray quote inside a cell as a spreadsheet writes them', () => {
    expect(parseCsv('a,b\n1, "q" \n2,x"y\n').rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'q'] },
      { line: 3, cells: ['2', 'x"y'] },
    ]);
  });
});

describe('readItemsCsv', () => {
  it('refuses control characters, too many cells and a file of a header only', () => {
    expect(readItemsCsv('serial_number,name\n').problems.map((p) => p.code)).toEqual(['CSV_NO_ITEMS']);
    const { problems } = readItemsCsv('serial_number,name\nA-1,Bell\u0007\nA-2,Two,extra\n');
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [2, 'CSV_VALUE_INVALID'],
      [3, 'CSV_TOO_MANY_CELLS'],
    ]);
  });

  it('takes header names in any case and spacing, and skips empty characteristics', () => {
    const { items, problems } = readItemsCsv('Serial Number,NAME,Case\nA-1,One,\n');
    expect(problems).toEqual([]);
    expect(items).toEqual([{ line: 2, serialNumber: 'A-1', name: 'One', description: {}, attributes: [] }]);
  });
});
