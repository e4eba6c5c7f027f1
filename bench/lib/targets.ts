// Every target the benchmark measures, beside its figure: each part (in this process or a script it runs) adds its
// lines to bench/results/targets.jsonl; `npm run bench` empties it when it starts and prints the whole list last.
import fs from 'node:fs';
import path from 'node:path';
import { markdownTable, resultsDir } from './results';

export interface Target {
  /** the part and the database it ran on, e.g. "scale · postgres" */
  part: string;
  what: string;
  figure: string;
  goal: string;
  met: boolean;
}

const file = () => path.join(resultsDir, 'targets.jsonl');

/** A new run: the targets of an earlier one are dropped. */
export function startTargets(): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(file(), '');
}

export function recordTarget(target: Target): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.appendFileSync(file(), `${JSON.stringify(target)}\n`);
}

export function readTargets(): Target[] {
  if (!fs.existsSync(file())) return [];
  return fs
    .readFileSync(file(), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Target);
}

/** The run's targets as a table, with how many are met. */
export function targetsReport(targets: Target[]): string {
  const met = targets.filter((t) => t.met).length;
  const table = markdownTable(
    ['part', 'target', 'figure', 'goal', 'met'],
    targets.map((t) => [t.part, t.what, t.figure, t.goal, t.met ? '✓ met' : '✗ NOT met']),
  );
  return `${table}\n\n${met} of ${targets.length} targets met.`;
}
