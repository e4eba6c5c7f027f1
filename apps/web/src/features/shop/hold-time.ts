// The hold's clock: seconds left (never more than a hold lasts, whatever this device's clock says), "mm:ss",
// and the few moments worth telling a screen reader about.
import { RESERVATION_MINUTES } from '@heirloom/contract';

export const HOLD_SECONDS = RESERVATION_MINUTES * 60;
/** Minutes-left moments announced (plus 30 seconds): often enough to plan, rarely enough not to nag. */
const MINUTE_MARKS = [10, 5, 2, 1];
const LAST_SECONDS = 30;

export function secondsLeft(expiresAt: string, now: number): number {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.min(HOLD_SECONDS, Math.max(0, Math.ceil((end - now) / 1000)));
}

/** 754 → "12:34". */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

export type HoldAnnouncement =
  | { kind: 'start'; minutes: number }
  | { kind: 'minutes'; count: number }
  | { kind: 'seconds'; count: number };

/**
 * What the polite live region says with `seconds` left on a hold that had `startSeconds` when shown: the hold
 * itself at first, then each mark once it is passed. It changes only at those moments, so it is read only then.
 */
export function holdAnnouncement(seconds: number, startSeconds: number): HoldAnnouncement {
  const start: HoldAnnouncement = { kind: 'start', minutes: Math.max(1, Math.ceil(startSeconds / 60)) };
  if (seconds <= LAST_SECONDS && startSeconds > LAST_SECONDS) return { kind: 'seconds', count: LAST_SECONDS };
  const passed = MINUTE_MARKS.filter((minutes) => seconds <= minutes * 60 && startSeconds > minutes * 60);
  const last = passed.at(-1);
  return last === undefined ? start : { kind: 'minutes', count: last };
}
