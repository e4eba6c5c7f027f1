// The rules of heirs as pure functions: which items each heir receives, and where an owner's safeguard stands.
import {
  HEIR_MONTHS_DEFAULT,
  HEIR_REMINDER_DAYS,
  HEIRS_TOLD_AFTER_DAYS,
  type HeirSafeguard,
} from '@heirloom/contract';
import type { HeirRow, WatchRow } from './heirs.repository';

const DAY_MS = 86_400_000;

/** `date` plus `months` calendar months (UTC), as PostgreSQL's make_interval adds them (the 31st → the last day). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * Each heir's items among those the owner holds: an heir of chosen items gets those still held; the heir of
 * "all" gets every held item not chosen for another heir.
 */
export function itemsOfHeirs<I extends { id: string }>(
  heirs: Pick<HeirRow, 'id' | 'scope'>[],
  chosen: { heirId: string; itemId: string }[],
  held: I[],
): Map<string, I[]> {
  const chosenIds = new Set(chosen.map((c) => c.itemId));
  const shares = new Map<string, I[]>();
  for (const heir of heirs) {
    const mine = new Set(chosen.filter((c) => c.heirId === heir.id).map((c) => c.itemId));
    shares.set(
      heir.id,
      held.filter((item) => (heir.scope === 'all' ? !chosenIds.has(item.id) : mine.has(item.id))),
    );
  }
  return shares;
}

/** What is due next for a watch at `now`: a reminder (its step), the heirs' notice, or nothing. */
export function dueStep(watch: WatchRow, now: Date): { reminder: number } | 'tellHeirs' | null {
  if (watch.heirsToldAt) return null;
  if (!watch.remindersFrom) {
    return addMonths(watch.lastSeenAt, watch.months) <= now ? { reminder: 0 } : null;
  }
  const step = watch.remindersSent;
  const day = HEIR_REMINDER_DAYS[step];
  if (day !== undefined) return addDays(watch.remindersFrom, day) <= now ? { reminder: step } : null;
  return addDays(watch.remindersFrom, HEIRS_TOLD_AFTER_DAYS) <= now ? 'tellHeirs' : null;
}

export function safeguardOf(watch: WatchRow | undefined, hasHeirs: boolean): HeirSafeguard {
  const months = watch?.months ?? HEIR_MONTHS_DEFAULT;
  if (!watch || !hasHeirs) {
    return {
      months,
      state: 'off',
      lastSeenAt: null,
      remindersAt: null,
      remindersFrom: null,
      heirsToldAt: null,
    };
  }
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    months,
    state: watch.heirsToldAt ? 'heirsTold' : watch.remindersFrom ? 'reminding' : 'watching',
    lastSeenAt: iso(watch.lastSeenAt),
    remindersAt: iso(addMonths(watch.lastSeenAt, months)),
    remindersFrom: iso(watch.remindersFrom),
    heirsToldAt: iso(watch.heirsToldAt),
  };
}
