// The repository's docs stand on their own: no tracked file points to a document kept outside it (the first
// specification, architecture and style notes), and every comment that names a section of docs/product.md
// names one that exists.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../src/config';

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
});
