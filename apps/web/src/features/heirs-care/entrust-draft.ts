// The entrust form's state and checks (packages/contract care.ts `careRequestBody`): to whom, until when (a preset
// or a day within the year), what the carer sees; and the request sent once confirmed.
import { CARE_MAX_DAYS, CARE_MIN_MINUTES, type CareRequest } from '../../api/care';

export const PRESETS = ['day', 'week', 'month', 'threeMonths', 'year', 'date'] as const;
export type Preset = (typeof PRESETS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRESET_DAYS: Record<Exclude<Preset, 'date'>, number> = {
  day: 1,
  week: 7,
  month: 30,
  threeMonths: 90,
  year: CARE_MAX_DAYS,
};
/** Kept from the year's very end: the server counts its year from the moment the request arrives. */
const MARGIN = HOUR;

export interface EntrustDraft {
  carer: 'person' | 'store';
  /** E.164 once the field holds a valid number */
  phone: string | undefined;
  /** a store's id, or 'repair' for the store repairing the piece (with the repair's id) */
  store: string | undefined;
  preset: Preset;
  /** the last day, as a date field gives it (yyyy-mm-dd) */
  date: string;
  pictures: boolean;
  certificate: boolean;
  shareName: boolean;
  ownerName: string;
  shareNote: boolean;
  note: string;
}

export const emptyEntrustDraft = (inRepair: boolean): EntrustDraft => ({
  carer: inRepair ? 'store' : 'person',
  phone: undefined,
  store: inRepair ? 'repair' : undefined,
  preset: inRepair ? 'month' : 'week',
  date: '',
  pictures: true,
  certificate: false,
  shareName: false,
  ownerName: '',
  shareNote: false,
  note: '',
});

/** A yyyy-mm-dd day of the local calendar, `days` after now's. */
export function localDay(now: Date, days = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** When the care ends: the preset's length from now, or the chosen day at this hour; undefined when out of range. */
export function endOf(draft: Pick<EntrustDraft, 'preset' | 'date'>, now: Date): Date | undefined {
  const latest = now.getTime() + CARE_MAX_DAYS * DAY - MARGIN;
  if (draft.preset !== 'date')
    return new Date(Math.min(now.getTime() + PRESET_DAYS[draft.preset] * DAY, latest));
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draft.date);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const end = new Date(y, m - 1, d, now.getHours(), now.getMinutes());
  if (end.getTime() < now.getTime() + CARE_MIN_MINUTES * 60_000 || end.getTime() > latest + MARGIN)
    return undefined;
  return new Date(Math.min(end.getTime(), latest));
}

export type EntrustProblem = 'phone' | 'store' | 'date' | 'ownerName' | 'note';

/** `hasRepair`: the open repair (whose boutique the draft's `'repair'` stands for) is known. */
export function entrustProblems(draft: EntrustDraft, now: Date, hasRepair = false): Set<EntrustProblem> {
  const problems = new Set<EntrustProblem>();
  if (draft.carer === 'person' && !draft.phone) problems.add('phone');
  if (draft.carer === 'store' && (!draft.store || (draft.store === 'repair' && !hasRepair)))
    problems.add('store');
  if (!endOf(draft, now)) problems.add('date');
  if (draft.shareName && !draft.ownerName.trim()) problems.add('ownerName');
  if (draft.shareNote && !draft.note.trim()) problems.add('note');
  return problems;
}

/** The request, once the draft has no problem; `repair` is the open repair's store and id, if any. */
export function entrustRequest(
  draft: EntrustDraft,
  endsAt: Date,
  repair: { storeId: string; repairId: string } | undefined,
): CareRequest {
  const carer: CareRequest['carer'] =
    draft.carer === 'person'
      ? { kind: 'person', phone: draft.phone ?? '' }
      : draft.store === 'repair' && repair
        ? { kind: 'store', storeId: repair.storeId, repairId: repair.repairId }
        : { kind: 'store', storeId: draft.store ?? '' };
  return {
    carer,
    endsAt: endsAt.toISOString(),
    share: {
      pictures: draft.pictures,
      certificate: draft.certificate,
      ownerName: draft.shareName ? draft.ownerName.trim() : null,
      note: draft.shareNote ? draft.note.trim() : null,
    },
  };
}
