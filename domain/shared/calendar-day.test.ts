import {
  addDays,
  copenhagenDate,
  dayOf,
  daysInMonth,
  deadlineForDate,
  isoDate,
  isWeekend,
  parseIsoDate,
  weekdayOf,
} from './calendar-day';

describe('Copenhagen calendar days', () => {
  it('reads and writes a day as yyyy-MM-dd', () => {
    expect(parseIsoDate('2027-02-05')).toEqual({ y: 2027, m: 1, d: 5 });
    expect(isoDate({ y: 2027, m: 0, d: 9 })).toBe('2027-01-09');
  });

  it('takes the day of an instant in Copenhagen, whatever the zone of the process', () => {
    expect(dayOf('2026-12-31T23:30:00.000Z')).toEqual({ y: 2027, m: 0, d: 1 });
    expect(copenhagenDate('2027-03-28T21:59:00.000Z')).toBe('2027-03-28');
    expect(copenhagenDate('2027-03-28T22:00:00.000Z')).toBe('2027-03-29');
  });

  it('counts weekdays from Monday, and days across months and years', () => {
    expect(weekdayOf(parseIsoDate('2026-11-23'))).toBe(0);
    expect(weekdayOf(parseIsoDate('2026-11-29'))).toBe(6);
    expect([isWeekend(parseIsoDate('2026-11-27')), isWeekend(parseIsoDate('2026-11-28'))]).toEqual([false, true]);
    expect(isoDate(addDays(parseIsoDate('2026-12-30'), 3))).toBe('2027-01-02');
    expect(isoDate(addDays(parseIsoDate('2027-03-01'), -1))).toBe('2027-02-28');
    expect([daysInMonth(2028, 1), daysInMonth(2027, 1), daysInMonth(2027, 11)]).toEqual([29, 28, 31]);
  });

  it('puts a day’s deadline at 23:00 Copenhagen time, summer and winter', () => {
    expect(deadlineForDate('2027-01-15').toISOString()).toBe('2027-01-15T22:00:00.000Z');
    expect(deadlineForDate('2027-07-15').toISOString()).toBe('2027-07-15T21:00:00.000Z');
    expect(deadlineForDate('2027-03-28').toISOString()).toBe('2027-03-28T21:00:00.000Z');
  });
});
