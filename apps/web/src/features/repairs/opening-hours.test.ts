// Opening hours: 0 = Sunday as the contract says, several ranges a day, times in the reader's style.
import { describe, expect, it } from 'vitest';
import { dayName, hoursOfDay, hoursToday, weekDays } from './opening-hours';

const hours = [
  { day: 1, opens: '14:00', closes: '19:00' },
  { day: 1, opens: '10:00', closes: '13:00' },
  { day: 6, opens: '10:00', closes: '17:30' },
];

describe('opening hours', () => {
  it('joins the ranges of a day in order, in each language', () => {
    expect(hoursOfDay(hours, 1, 'en-US')).toBe('10:00 AM – 1:00 PM, 2:00 PM – 7:00 PM');
    expect(hoursOfDay(hours, 1, 'fr-FR')).toBe('10:00 – 13:00, 14:00 – 19:00');
    expect(hoursOfDay(hours, 0, 'en-US')).toBeNull();
  });

  it('picks today by the device’s day (Saturday here) and names the days', () => {
    expect(hoursToday(hours, 'fr-FR', new Date(2024, 5, 15, 12))).toBe('10:00 – 17:30');
    expect(hoursToday(hours, 'fr-FR', new Date(2024, 5, 16, 12))).toBeNull();
    expect(dayName(0, 'en-US')).toBe('Sunday');
    expect(dayName(1, 'fr-FR')).toBe('lundi');
    expect(weekDays('fr-FR')[0]).toBe(1);
    expect(weekDays('en-US')[0]).toBe(0);
  });
});
