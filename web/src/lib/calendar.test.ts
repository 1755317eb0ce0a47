import {
  addMonths,
  compareMonths,
  dayLabel,
  dayOfDeadline,
  deadlineOf,
  earliestDay,
  firstPickable,
  isPickable,
  monthGrid,
  monthLabel,
  moveFocus,
  weekdayOf,
} from './calendar';

/** The grid as text: blanks '.', days by number, one string per week. */
const rows = (year: number, month: number) =>
  monthGrid({ year, month }).map((week) => week.map((day) => (day ? String(day.day) : '.')).join(' '));

describe('monthGrid (weeks from Monday)', () => {
  it.each([
    // [year, month (0-based), weekday of the 1st (0 = Monday), weeks]
    [2026, 5, 0, 5], // June 2026 starts on a Monday
    [2026, 8, 1, 5], // September 2026: Tuesday
    [2026, 3, 2, 5], // April 2026: Wednesday
    [2026, 0, 3, 5], // January 2026: Thursday
    [2026, 4, 4, 5], // May 2026: Friday
    [2026, 7, 5, 6], // August 2026: Saturday, 31 days → 6 weeks
    [2026, 1, 6, 5], // February 2026: Sunday
    [2021, 1, 0, 4], // February 2021: Monday, 28 days → exactly 4 weeks
  ])('%i-%i starts in column %i and has %i weeks', (year, month, column, weeks) => {
    const grid = monthGrid({ year, month });
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0].findIndex((day) => day !== null)).toBe(column);
    expect(grid[0][column]?.day).toBe(1);
  });

  it('lays out December 2026 (Tuesday the 1st) with blanks around it', () => {
    expect(rows(2026, 11)).toEqual([
      '. 1 2 3 4 5 6',
      '7 8 9 10 11 12 13',
      '14 15 16 17 18 19 20',
      '21 22 23 24 25 26 27',
      '28 29 30 31 . . .',
    ]);
  });

  it('knows leap years and marks weekends', () => {
    const days = monthGrid({ year: 2028, month: 1 })
      .flat()
      .filter((day) => day !== null);
    expect(days).toHaveLength(29);
    expect(days.filter((day) => day.weekend).map((day) => day.day)).toEqual([5, 6, 12, 13, 19, 20, 26, 27]);
    expect(monthGrid({ year: 2027, month: 1 }).flat().filter(Boolean)).toHaveLength(28);
  });

  it('covers the DST months with every day once (March and October)', () => {
    for (const month of [2, 9]) {
      const days = monthGrid({ year: 2026, month })
        .flat()
        .filter((day) => day !== null);
      expect(days.map((day) => day.day)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    }
    expect(rows(2026, 2)[0]).toBe('. . . . . . 1'); // 1 March 2026 is a Sunday
    expect(rows(2026, 9)[4]).toBe('26 27 28 29 30 31 .'); // the change on Sunday 25 October
  });
});

describe('Danish names', () => {
  it('names months and days in Danish, weeks from Monday', () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe('december 2026');
    expect(dayLabel('2026-12-04')).toBe('fredag 4. december 2026');
    expect(dayLabel('2026-03-29')).toBe('søndag 29. marts 2026');
    expect(dayLabel('2027-02-01')).toBe('mandag 1. februar 2027');
    expect(weekdayOf('2026-12-07')).toBe(0);
    expect(weekdayOf('2026-12-13')).toBe(6);
  });

  it('steps months across years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 5 }, -18)).toEqual({ year: 2024, month: 11 });
    expect(compareMonths({ year: 2026, month: 0 }, { year: 2025, month: 11 })).toBeGreaterThan(0);
  });
});

describe('deadlines: 23:00 Copenhagen on the picked day', () => {
  it.each([
    ['2026-01-15', '2026-01-15T22:00:00.000Z'], // winter (CET, +01:00)
    ['2026-07-15', '2026-07-15T21:00:00.000Z'], // summer (CEST, +02:00)
    ['2026-03-28', '2026-03-28T22:00:00.000Z'], // the day before summer time
    ['2026-03-29', '2026-03-29T21:00:00.000Z'], // the day summer time starts
    ['2026-10-24', '2026-10-24T21:00:00.000Z'], // the day before winter time
    ['2026-10-25', '2026-10-25T22:00:00.000Z'], // the day winter time starts
    ['2026-12-31', '2026-12-31T22:00:00.000Z'],
  ])('%s → %s', (day, instant) => {
    expect(deadlineOf(day)).toBe(instant);
    expect(dayOfDeadline(instant)).toBe(day);
  });
});

describe('which days can be picked', () => {
  it('starts today in Copenhagen until 23:00 there, then tomorrow', () => {
    expect(earliestDay(new Date('2026-12-04T09:00:00Z'))).toBe('2026-12-04');
    expect(earliestDay(new Date('2026-12-04T21:59:59Z'))).toBe('2026-12-04'); // 22:59:59 in Copenhagen
    expect(earliestDay(new Date('2026-12-04T22:00:00Z'))).toBe('2026-12-05'); // 23:00: today's deadline is not future
    expect(earliestDay(new Date('2026-12-04T23:30:00Z'))).toBe('2026-12-05'); // already the 5th in Copenhagen
    expect(earliestDay(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01'); // 22:59 summer time
    expect(earliestDay(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });

  it('disables the past, and weekends with weekdaysOnly', () => {
    const earliest = '2026-12-04';
    expect(isPickable('2026-12-03', earliest, false)).toBe(false);
    expect(isPickable('2026-12-04', earliest, false)).toBe(true);
    expect(isPickable('2026-12-05', earliest, false)).toBe(true); // Saturday, single task
    expect(isPickable('2026-12-05', earliest, true)).toBe(false); // Saturday, routine
    expect(isPickable('2026-12-06', earliest, true)).toBe(false); // Sunday, routine
    expect(isPickable('2026-12-07', earliest, true)).toBe(true);
    expect(isPickable('2025-12-08', earliest, true)).toBe(false);
  });

  it('finds the first day to offer', () => {
    expect(firstPickable('2026-12-01', '2026-12-05', false)).toBe('2026-12-05');
    expect(firstPickable('2026-12-01', '2026-12-05', true)).toBe('2026-12-07');
    expect(firstPickable('2026-12-20', '2026-12-05', true)).toBe('2026-12-21');
    expect(firstPickable('2027-01-13', '2026-12-05', true)).toBe('2027-01-13');
  });
});

describe('moveFocus (keyboard in the grid)', () => {
  const earliest = '2026-12-02'; // a Wednesday
  it('moves by day and week, across months', () => {
    expect(moveFocus('2026-12-10', 'ArrowRight', earliest, false)).toBe('2026-12-11');
    expect(moveFocus('2026-12-10', 'ArrowLeft', earliest, false)).toBe('2026-12-09');
    expect(moveFocus('2026-12-10', 'ArrowDown', earliest, false)).toBe('2026-12-17');
    expect(moveFocus('2026-12-10', 'ArrowUp', earliest, false)).toBe('2026-12-03');
    expect(moveFocus('2026-12-31', 'ArrowRight', earliest, false)).toBe('2027-01-01');
    expect(moveFocus('2026-12-10', 'PageDown', earliest, false)).toBe('2027-01-10');
    expect(moveFocus('2027-01-31', 'PageUp', earliest, false)).toBe('2026-12-31');
    expect(moveFocus('2027-03-31', 'PageUp', earliest, false)).toBe('2027-02-28');
  });

  it('skips weekends for routines and never goes into the past', () => {
    expect(moveFocus('2026-12-11', 'ArrowRight', earliest, true)).toBe('2026-12-14'); // Friday → Monday
    expect(moveFocus('2026-12-14', 'ArrowLeft', earliest, true)).toBe('2026-12-11');
    expect(moveFocus('2026-12-10', 'End', earliest, true)).toBe('2026-12-11'); // the week's Friday
    expect(moveFocus('2026-12-10', 'End', earliest, false)).toBe('2026-12-13');
    expect(moveFocus('2026-12-03', 'Home', earliest, false)).toBe('2026-12-02'); // Monday the 30th is past
    expect(moveFocus('2026-12-02', 'ArrowLeft', earliest, false)).toBeNull();
    expect(moveFocus('2026-12-08', 'ArrowUp', earliest, false)).toBeNull();
    expect(moveFocus('2027-01-01', 'PageUp', earliest, false)).toBe('2026-12-02');
  });
});
