import { mkdtempSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OffsetClock, parseDuration, readOffset, writeOffset } from './dev-clock';

describe('the development clock', () => {
  it('reads durations in minutes, hours, days and calendar months', () => {
    const from = new Date('2026-01-31T12:00:00Z');
    expect(parseDuration('90min', from)).toBe(90 * 60_000);
    expect(parseDuration('2h', from)).toBe(7_200_000);
    expect(parseDuration('10days', from)).toBe(10 * 86_400_000);
    // 13 months after 31 January 2026: 3 March 2027 (February has no 31st), as Date.setUTCMonth counts
    expect(new Date(from.getTime() + parseDuration('13months', from)!).toISOString()).toBe(
      '2027-03-03T12:00:00.000Z',
    );
    expect(parseDuration('soon', from)).toBeUndefined();
    expect(parseDuration('3 fortnights', from)).toBeUndefined();
  });

  it('is the system time plus the offset the file holds, read again when it changes', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-clock-')), 'clock-offset.json');
    let real = Date.parse('2026-11-29T08:00:00Z');
    const clock = new OffsetClock(file, () => real);
    expect(clock.now().toISOString()).toBe('2026-11-29T08:00:00.000Z');
    writeOffset(file, 86_400_000);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    real += 1000;
    expect(clock.now().toISOString()).toBe('2026-11-30T08:00:01.000Z');
    expect(readOffset(file)).toBe(86_400_000);
    writeOffset(file, 0);
    real += 1000;
    expect(clock.now().toISOString()).toBe('2026-11-29T08:00:02.000Z');
  });
});
