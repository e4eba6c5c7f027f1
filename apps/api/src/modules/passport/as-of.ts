// The moment a passport is read as of: a date (its end, UTC) or a moment with its offset; none, now.
import type { PassportVersion } from '@heirloom/contract';
import type { VersionRow } from './passport.repository';

/** `asOf` as the query gives it, as a moment: a date reads as its last millisecond (UTC). */
export function asOfMoment(asOf: string | undefined): Date | undefined {
  if (asOf === undefined) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? new Date(`${asOf}T23:59:59.999Z`) : new Date(asOf);
}

export function presentVersion(row: VersionRow): PassportVersion {
  return {
    version: row.version,
    scope: row.itemId === null ? 'model' : 'item',
    at: row.at.toISOString(),
    by: row.byLabel,
    changed: row.changed,
  };
}
