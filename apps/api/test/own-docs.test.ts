// The repository's docs stand on their own: no tracked file points to a document kept outside it (the first
// specification, architecture and style notes), every comment that names a section of docs/product.md names one
// that exists, and its calls and errors are the contract's routes and the API's error codes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@heirloom/contract';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../src/config';
import { contractRoutes } from './security/support';

const repoRoot = path.join(apiRoot, '..', '..');

/** Tracked text files (binary files left out), with their lines. */
function trackedFiles(): { file: string; lines: string[] }[] {
  const files = execFileSync('git', ['ls-files', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'));
  return files.flatMap((file) => {
    const absolute = path.join(repoRoot, file);
    if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) return [];
    const text = fs.readFileSync(absolute, 'utf8');
    return text.includes('\0') ? [] : [{ file, lines: text.split('\n') }];
  });
}

// Built from pieces, so that this file does not name them itself.
const outside = [
  String.raw`\b` + 'SP' + String.raw`EC\b`,
  String.raw`\b` + 'ARCHI' + String.raw`TECTURE\b`,
  String.raw`\b` + 'STY' + String.raw`LE\.md\b`,
  String.raw`(\.\./|/work/)` + 'sha' + String.raw`red(/(spec|design)|(?![\w/-]))`,
];
const outsidePattern = new RegExp(outside.join('|'));

const files = trackedFiles();

describe('the docs stand on their own', () => {
  it('finds the tracked files', () => {
    expect(files.some(({ file }) => file === 'docs/product.md')).toBe(true);
  });

  it('point to no document outside the repository', () => {
    const found = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (outsidePattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('name only sections docs/product.md has', () => {
    const product = fs.readFileSync(path.join(repoRoot, 'docs', 'product.md'), 'utf8');
    const headings = new Set(
      [...product.matchAll(/^#{2,4} (.+)$/gm)].map((m) => (m[1] ?? '').trim().toLowerCase()),
    );
    const missing: string[] = [];
    for (const { file, lines } of files) {
      lines.forEach((line, i) => {
        // in comments: docs/product.md "Widgets", "States"; in test names: (docs/product.md, widgets, states)
        const quoted = /docs\/product\.md\s+((?:"[^"]+"(?:,\s*|\s+and\s+)?)+)/g;
        const named = [...line.matchAll(quoted)].flatMap((m) =>
          [...(m[1] ?? '').matchAll(/"([^"]+)"/g)].map((n) => n[1] ?? ''),
        );
        const inTestNames = [...line.matchAll(/\(docs\/product\.md, ([^)]+)\)/g)].flatMap((m) =>
          (m[1] ?? '').split(','),
        );
        for (const name of [...named, ...inTestNames].map((n) => n.trim().toLowerCase())) {
          if (!headings.has(name)) missing.push(`${file}:${i + 1}: "${name}"`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('list in "Calls" every route of the contract, and no other', () => {
    const rows = section('Calls').flatMap((line) => {
      const row = /^\|\s*([A-Z]+)\s*\|\s*`([^`]+)`/.exec(line);
      return row ? [`${row[1]} ${row[2]}`] : [];
    });
    const routes = contractRoutes({ withHidden: true }).map(({ key }) => key);
    expect(routes.filter((key) => !rows.includes(key))).toEqual([]);
    expect(rows.filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('list in "Errors" every error code the API has a message for, and no other', () => {
    const codes: string[] = [...ERROR_CODES];
    const rows = section('Errors').flatMap((line) => {
      const row = /^\|\s*`([A-Z][A-Z0-9_]+)`/.exec(line);
      return row ? [row[1] ?? ''] : [];
    });
    expect(codes.length).toBeGreaterThan(100);
    expect(codes.filter((code) => !rows.includes(code))).toEqual([]);
    expect(rows.filter((code) => !codes.includes(code))).toEqual([]);
  });
});

/** The lines of a `## ` section of docs/product.md, up to the next one. */
function section(heading: string): string[] {
  const lines = fs.readFileSync(path.join(repoRoot, 'docs', 'product.md'), 'utf8').split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`docs/product.md has no section "${heading}"`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}
