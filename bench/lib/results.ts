// Where the benchmark's figures go: JSON and a markdown table per part under bench/results/ (git-ignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const resultsDir = path.join(repoRoot, 'bench', 'results');

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The machine, so figures are read with it (cores, memory, load when the part started, versions). */
export function machine() {
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  } catch {
    // not a git checkout: no commit to name
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    commit,
    date: new Date().toISOString(),
  };
}

export function machineLine(): string {
  const m = machine();
  return `${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, load ${m.loadAverage.join(' ')}, ${m.commit} ${m.date}`;
}

/** Prints the table and writes `<name>.json` and `<name>.md`. */
export function record(name: string, title: string, table: string, data: unknown): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const text = `## ${title}\n\n${machineLine()}\n\n${table}\n`;
  fs.writeFileSync(path.join(resultsDir, `${name}.md`), text);
  fs.writeFileSync(
    path.join(resultsDir, `${name}.json`),
    `${JSON.stringify({ machine: machine(), data }, null, 2)}\n`,
  );
  console.log(`\n${text}`);
}

export const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** The middle one of `runs` by `by` (the upper middle for an even count). */
export function medianBy<T>(runs: readonly T[], by: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}
