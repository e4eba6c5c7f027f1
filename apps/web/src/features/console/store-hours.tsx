// A store's opening hours: a day open or closed, from and until when, Monday first as a week reads in the console.
import type { SavStore } from '@heirloom/contract';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { styles } from './console-styles';

/** Monday first, as a week reads in the console; `day` is 0 (Sunday) … 6. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0];

interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}
export type Hours = Record<number, DayHours>;

const CLOSED: DayHours = { open: false, opens: '10:00', closes: '19:00' };

/** A store's week as the form edits it (a new store: every day closed, 10:00–19:00 once opened). */
export const hoursOf = (store?: SavStore): Hours =>
  Object.fromEntries(
    WEEK.map((day) => {
      const found = store?.openingHours.find((h) => h.day === day);
      return [
        day,
        { open: Boolean(found), opens: found?.opens ?? CLOSED.opens, closes: found?.closes ?? CLOSED.closes },
      ];
    }),
  );

/** Whether a day opens at or after it closes. */
export const hoursInvalid = (hours: Hours) =>
  WEEK.some((day) => hours[day]?.open && hours[day].opens >= hours[day].closes);

/** The open days, as the API takes them. */
export const openingHoursOf = (hours: Hours): SavStore['openingHours'] =>
  WEEK.flatMap((day) => {
    const h = hours[day];
    return h?.open ? [{ day, opens: h.opens, closes: h.closes }] : [];
  });

export function dayName(day: number, language: string): string {
  // 2023-01-01 was a Sunday
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/** A store's open days in a line ("Monday 10:00–19:00 · Tuesday …"), or a word when it has none. */
export function useHoursText() {
  const { t, i18n } = useTranslation();
  return (store: SavStore) =>
    store.openingHours.length === 0
      ? t('console.stores.noHours')
      : WEEK.flatMap((day) => {
          const h = store.openingHours.find((o) => o.day === day);
          return h ? [`${dayName(day, i18n.language)} ${h.opens}–${h.closes}`] : [];
        }).join(' · ');
}

/** The week's days, each open or not, with its opening and closing times; `error` under them. */
export function HoursFieldset({
  hours,
  onChange,
  error,
}: {
  hours: Hours;
  onChange: (hours: Hours) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={styles.hours}>
      <legend>{t('console.stores.hours')}</legend>
      {WEEK.map((day) => {
        const h = hours[day] ?? CLOSED;
        return (
          <DayRow
            key={day}
            name={dayName(day, i18n.language)}
            hours={h}
            onChange={(next) => onChange({ ...hours, [day]: { ...h, ...next } })}
          />
        );
      })}
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}

function DayRow({
  name,
  hours,
  onChange,
}: {
  name: string;
  hours: DayHours;
  onChange: (next: Partial<DayHours>) => void;
}) {
  const { t } = useTranslation();
  const time = (part: 'opens' | 'closes') => (
    <label>
      <span className="visually-hidden">
        {t(part === 'opens' ? 'console.stores.opens' : 'console.stores.closes', { day: name })}
      </span>
      <input
        type="time"
        value={hours[part]}
        disabled={!hours.open}
        onChange={(event) => onChange({ [part]: event.target.value })}
      />
    </label>
  );
  return (
    <div className={styles.hoursRow}>
      <label className={styles.radio}>
        <input
          type="checkbox"
          checked={hours.open}
          onChange={(event) => onChange({ open: event.target.checked })}
        />
        {name}
      </label>
      {time('opens')}
      <span aria-hidden="true">–</span>
      {time('closes')}
    </div>
  );
}
