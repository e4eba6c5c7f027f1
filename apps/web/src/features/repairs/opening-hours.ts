// A store's opening hours in the owner's language: today's at a glance, the whole week in detail.
import type { SavStore } from '../../api/clients';

type Hours = SavStore['openingHours'];

/** "10:00" → a time in the locale's own style ("10:00 AM", "10:00"). */
function formatTime(hhmm: string, locale: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  // a fixed day: only the clock matters, never the time zone
  const date = new Date(2000, 0, 1, hours, minutes);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** The day's opening ranges, e.g. "10:00 AM – 1:00 PM, 2:00 – 7:00 PM"; null when closed that day. */
export function hoursOfDay(hours: Hours, day: number, locale: string): string | null {
  const ranges = hours
    .filter((range) => range.day === day)
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((range) => `${formatTime(range.opens, locale)} – ${formatTime(range.closes, locale)}`);
  return ranges.length > 0 ? ranges.join(', ') : null;
}

/** Today's ranges (0 = Sunday, as `Date.getDay()` and the contract count). */
export function hoursToday(hours: Hours, locale: string, now = new Date()): string | null {
  return hoursOfDay(hours, now.getDay(), locale);
}

/** Monday first in French, Sunday first in US English, as each reader's calendar. */
export function weekDays(locale: string): number[] {
  return locale.startsWith('en-US') ? [0, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 0];
}

/** "Monday", "lundi"… for 0 = Sunday … 6 = Saturday. */
export function dayName(day: number, locale: string): string {
  // 2024-01-07 was a Sunday
  return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(new Date(2024, 0, 7 + day));
}
