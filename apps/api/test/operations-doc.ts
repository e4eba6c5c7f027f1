// Reads docs/operations.md for the tests that hold it to the code: the rows of a table under a heading, and a
// fenced block under a heading.
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../src/config';

export const operationsDoc = () =>
  fs.readFileSync(path.join(apiRoot, '..', '..', 'docs', 'operations.md'), 'utf8');

/** The part of the doc from the heading (a whole line, e.g. `## Environment variables…`) to the next heading. */
function section(doc: string, heading: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`docs/operations.md has no heading "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const end = lines.findIndex(
    (line, i) => i > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 0) <= level,
  );
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The cells of each row of the first table under the heading (the header and its rule left out). */
export function tableUnder(doc: string, heading: string): string[][] {
  const rows = section(doc, heading)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  return rows.slice(2);
}

/** The text of the first fenced block under the heading. */
export function fencedBlockUnder(doc: string, heading: string): string {
  const match = /```[a-z]*\n([\s\S]*?)```/.exec(section(doc, heading));
  if (!match?.[1]) throw new Error(`docs/operations.md has no fenced block under "${heading}"`);
  return match[1];
}

/** The names in backticks of a cell: `NAME` or `NAME=value` gives NAME. */
export const namesIn = (cell: string) =>
  [...cell.matchAll(/`([A-Z][A-Z0-9_]*)(?:=[^`]*)?`/g)].map((m) => m[1]!);
