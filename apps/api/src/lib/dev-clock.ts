// Time passing in development (docs/operations.md "Making time pass"): `npm run clock -- advance 13months` writes
// an offset to <DATA_DIR>/clock-offset.json, and the development server's one clock (deps.clock, read by the
// whole app) is the system's time plus that offset, the file read again when it changes. Production never reads
// it: there the clock is the system's, and the command refuses to write.
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from './clock';

export const CLOCK_FILE = 'clock-offset.json';
const RECHECK_MS = 1000;
const UNITS: Record<string, number> = {
  m: 60_000,
  min: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hours: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
  days: 86_400_000,
};

/** "13months", "10days", "2h", "90min": the offset in ms from `from` (months are calendar months, UTC). */
export function parseDuration(text: string, from: Date): number | undefined {
  const match = /^(\d{1,4})\s*([a-z]+)$/i.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const amount = Number(match[1]);
  const unit = match[2].toLowerCase();
  if (unit === 'month' || unit === 'months' || unit === 'mo') {
    const to = new Date(from.getTime());
    to.setUTCMonth(to.getUTCMonth() + amount);
    return to.getTime() - from.getTime();
  }
  const ms = UNITS[unit.replace(/s$/, '')] ?? UNITS[unit];
  return ms === undefined ? undefined : amount * ms;
}

export function clockFile(dataDir: string): string {
  return path.join(dataDir, CLOCK_FILE);
}

/** The offset written in the file (0 without one, or with one that does not read as a number). */
export function readOffset(file: string): number {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
    return typeof parsed.offsetMs === 'number' && Number.isFinite(parsed.offsetMs) ? parsed.offsetMs : 0;
  } catch {
    return 0;
  }
}

export function writeOffset(file: string, offsetMs: number): void {
  if (offsetMs === 0) {
    if (existsSync(file)) unlinkSync(file);
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ offsetMs })}\n`);
}

/** The system's time plus the file's offset; the file is looked at again at most once a second. */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  private mtimeMs = -1;
  private checkedAt = -Infinity;

  constructor(
    private readonly file: string,
    private readonly system: () => number = Date.now,
  ) {}

  now(): Date {
    const real = this.system();
    if (real - this.checkedAt >= RECHECK_MS) this.recheck(real);
    return new Date(real + this.offsetMs);
  }

  private recheck(real: number): void {
    this.checkedAt = real;
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      mtimeMs = 0;
    }
    if (mtimeMs === this.mtimeMs) return;
    this.mtimeMs = mtimeMs;
    this.offsetMs = mtimeMs === 0 ? 0 : readOffset(this.file);
  }
}
