import { TZDate } from '@date-fns/tz';
import { intervals, type Interval } from './intervals';
import {
  copenhagenDate,
  deadlineForDate,
  DEADLINE_HOUR,
  nextDeadline,
  occurrence,
  occurrencesBetween,
} from './recurrence';

/*
 * Expected dates are worked out by hand from the rules (decisions.md "Completing a task", spec 001
 * §4): occurrence n = anchor + n × interval on Copenhagen calendar days (a month step on the 29th–
 * 31st clamps to the month's last day, but is always counted from the anchor, so it never drifts),
 * then Saturday/Sunday → Monday, then 23:00 Copenhagen time.
 *
 * Calendar used below: 2027-01-29 Fri, 2027-01-30 Sat, 2027-01-31 Sun, 2027-02-28 Sun,
 * 2027-03-28 Sun (CET → CEST), 2027-10-31 Sun (CEST → CET), 2028-03-26 Sun (→ CEST),
 * 2028-10-29 Sun (→ CET), 2028-02-29 Tue, 2029-02-28 Wed, 2032-02-29 Sun.
 *
 * Zone independence: jest's config cannot give one test file its own TZ, and setting
 * process.env.TZ inside a test does not reach the sandbox's Date (tried: the offset stays 0). So
 * the tests below (a) only ever read results through TZDate in Europe/Copenhagen or as UTC ISO
 * strings, never through the process zone, (b) feed the same instants written in different ways
 * (UTC 'Z', +01:00, -05:00, +09:00 offsets, Date objects) and times of day close to Copenhagen
 * midnight, where UTC, New York and Tokyo disagree about the calendar day, and assert identical
 * results. The whole `domain/task` suite is additionally run by hand with
 * `TZ=America/New_York` and `TZ=Asia/Tokyo` (see the task report); it passes unchanged.
 */
const TZ = 'Europe/Copenhagen';
const pad = (n: number) => String(n).padStart(2, '0');
const local = (x: Date) => new TZDate(x.getTime(), TZ);
/** The Copenhagen calendar day of an instant, computed independently of the code under test. */
const dayIn = (x: Date) => {
  const l = local(x);
  return `${l.getFullYear()}-${pad(l.getMonth() + 1)}-${pad(l.getDate())}`;
};
/** Asserts `x` is 23:00:00.000 Copenhagen time on `day`. */
function expectDeadline(x: Date, day: string) {
  const l = local(x);
  expect(dayIn(x)).toBe(day);
  expect([l.getHours(), l.getMinutes(), l.getSeconds(), l.getMilliseconds()]).toEqual([23, 0, 0, 0]);
}
/** Asserts `x` is a projected deadline: 23:00 Copenhagen on `day`, which is a weekday. */
function expectProjected(x: Date, day: string) {
  expectDeadline(x, day);
  expect([0, 6]).not.toContain(local(x).getDay());
}
/** A Copenhagen wall-clock instant. */
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, 0, TZ).getTime());

const FRI = deadlineForDate('2027-01-29'); // Fri 2027-01-29 23:00 CET = 22:00Z

describe('deadlineForDate and copenhagenDate', () => {
  it('a picked day means 23:00 Copenhagen time, in winter (+01:00) and summer (+02:00)', () => {
    expect(deadlineForDate('2027-01-29').toISOString()).toBe('2027-01-29T22:00:00.000Z');
    expect(deadlineForDate('2027-07-15').toISOString()).toBe('2027-07-15T21:00:00.000Z');
    expect(DEADLINE_HOUR).toBe(23);
  });

  it('is 23:00 on the days the clocks change', () => {
    expect(deadlineForDate('2027-03-28').toISOString()).toBe('2027-03-28T21:00:00.000Z'); // CEST from 02:00 that night
    expect(deadlineForDate('2027-10-31').toISOString()).toBe('2027-10-31T22:00:00.000Z'); // CET from 03:00 that night
    expect(deadlineForDate('2028-03-26').toISOString()).toBe('2028-03-26T21:00:00.000Z');
    expect(deadlineForDate('2028-10-29').toISOString()).toBe('2028-10-29T22:00:00.000Z');
  });

  it('round-trips every day of 2027 and 2028 (leap day included)', () => {
    const start = Date.UTC(2027, 0, 1, 12);
    for (let i = 0; i < 731; i++) {
      const iso = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const deadline = deadlineForDate(iso);
      expectDeadline(deadline, iso);
      expect(copenhagenDate(deadline)).toBe(iso);
      expect(copenhagenDate(deadline.toISOString())).toBe(iso);
    }
  });

  it('reads the Copenhagen day, not the UTC day, near midnight', () => {
    expect(copenhagenDate('2027-03-10T22:59:59.999Z')).toBe('2027-03-10'); // 23:59:59.999 CET
    expect(copenhagenDate('2027-03-10T23:00:00.000Z')).toBe('2027-03-11'); // 00:00 CET
    expect(copenhagenDate('2027-07-10T21:59:59.999Z')).toBe('2027-07-10'); // 23:59:59.999 CEST
    expect(copenhagenDate('2027-07-10T22:00:00.000Z')).toBe('2027-07-11'); // 00:00 CEST
    expect(copenhagenDate('2027-03-11T08:00:00+09:00')).toBe('2027-03-11'); // Tokyo morning = 00:00 CET
    expect(copenhagenDate('2027-03-10T18:00:00-05:00')).toBe('2027-03-11'); // New York evening = 00:00 CET
  });

  it('deadlineForDate(copenhagenDate(x)) is 23:00 on the Copenhagen day of any instant x', () => {
    for (const x of [
      '2027-03-10T23:30:00.000Z',
      '2027-03-11T21:59:00.000Z',
      '2027-03-28T00:30:00.000Z',
      '2027-10-30T22:30:00.000Z',
    ]) {
      expectDeadline(deadlineForDate(copenhagenDate(x)), dayIn(new Date(x)));
    }
  });
});

describe('occurrence: all 15 intervals from Friday 2027-01-29', () => {
  // [interval, n, expected day, why]
  const table: [Interval, number, string, string][] = [
    ['DAILY', 1, '2027-02-01', 'Sat 01-30 → Mon'],
    ['DAILY', 2, '2027-02-01', 'Sun 01-31 → Mon: Saturday and Sunday both map to Monday'],
    ['DAILY', 3, '2027-02-01', 'Mon 02-01 itself'],
    ['DAILY', 4, '2027-02-02', 'Tue'],
    ['DAILY_WEEKDAYS', 1, '2027-02-01', 'skips Sat and Sun'],
    ['DAILY_WEEKDAYS', 2, '2027-02-02', 'Tue'],
    ['DAILY_WEEKDAYS', 5, '2027-02-05', 'Fri'],
    ['DAILY_WEEKDAYS', 6, '2027-02-08', 'the next Mon'],
    ['WEEKLY', 1, '2027-02-05', '+7 days'],
    ['WEEKLY', 2, '2027-02-12', '+14 days'],
    ['BI_WEEKLY', 1, '2027-02-12', '+14 days'],
    ['BI_WEEKLY', 2, '2027-02-26', '+28 days'],
    ['MONTHLY', 1, '2027-03-01', 'Jan 29 + 1 month clamps to Sun Feb 28 → Mon Mar 1'],
    ['MONTHLY', 2, '2027-03-29', 'Mar 29 (counted from the anchor, no drift from the clamp), Mon'],
    ['MONTHLY', 3, '2027-04-29', 'Thu'],
    ['BI_MONTHLY', 1, '2027-03-29', 'Mon'],
    ['BI_MONTHLY', 2, '2027-05-31', 'Sat May 29 → Mon May 31'],
    ['QUARTERLY', 1, '2027-04-29', 'Thu'],
    ['QUARTERLY', 4, '2028-01-31', 'Sat 2028-01-29 → Mon'],
    ['TRIANNUAL', 1, '2027-05-31', 'every 4 months: Sat May 29 → Mon May 31'],
    ['TRIANNUAL', 2, '2027-09-29', 'Wed'],
    ['TRIANNUAL', 3, '2028-01-31', 'a year after the anchor after 3 steps: Sat 2028-01-29 → Mon'],
    ['HALF_YEARLY', 1, '2027-07-29', 'Thu'],
    ['HALF_YEARLY', 2, '2028-01-31', 'Sat → Mon'],
    ['YEARLY', 1, '2028-01-31', 'Sat 2028-01-29 → Mon'],
    ['YEARLY', 2, '2029-01-29', 'Mon'],
    ['SEMI_YEARLY', 1, '2029-01-29', 'every 2 years (not half-yearly)'],
    ['SEMI_YEARLY', 2, '2031-01-29', 'Wed'],
    ['EVERY_3_YEARS', 1, '2030-01-29', 'Tue'],
    ['EVERY_3_YEARS', 2, '2033-01-31', 'Sat 2033-01-29 → Mon'],
    ['EVERY_4_YEARS', 1, '2031-01-29', 'Wed'],
    ['EVERY_4_YEARS', 2, '2035-01-29', 'Mon'],
    ['EVERY_5_YEARS', 1, '2032-01-29', 'Thu'],
    ['EVERY_5_YEARS', 2, '2037-01-29', 'Thu'],
    ['EVERY_8_YEARS', 1, '2035-01-29', 'Mon'],
    ['EVERY_8_YEARS', 2, '2043-01-29', 'Thu'],
  ];

  it('the table covers every interval', () => {
    expect(new Set(table.map(([interval]) => interval))).toEqual(new Set(intervals));
  });

  test.each(intervals)('%s: occurrence 0 is the anchor itself', (interval) => {
    expectDeadline(occurrence(FRI, interval, 0), '2027-01-29');
  });

  test.each(table)('%s occurrence %i is %s (%s)', (interval, n, day) => {
    expectProjected(occurrence(FRI, interval, n), day);
  });

  test.each(table)(
    '%s occurrence %i is the same for the anchor as a string, an offset or another time of the day',
    (interval, n, day) => {
      for (const anchor of [
        '2027-01-29T22:00:00.000Z',
        '2027-01-29T23:00:00+01:00',
        '2027-01-29T17:00:00-05:00', // New York: still the 29th there
        '2027-01-30T07:00:00+09:00', // Tokyo: already the 30th there
        '2027-01-28T23:00:00.000Z', // 00:00 Copenhagen: the 28th in UTC and New York
        '2027-01-29T22:59:59.999Z', // 23:59:59.999 Copenhagen
      ]) {
        expect(occurrence(anchor, interval, n).toISOString()).toBe(occurrence(FRI, interval, n).toISOString());
      }
      expectProjected(occurrence('2027-01-28T23:00:00.000Z', interval, n), day);
    },
  );
});

describe('occurrence: month ends, leap years, weekends', () => {
  // Monthly from Sunday 2027-01-31 (a weekend deadline, so occurrence 0 itself moves to Monday).
  // Feb 28 2027 is a Sunday (and Jan 31 and Feb 28 always share a weekday in a common year, so a
  // Jan 31 anchor meets a weekend Feb 28 only when the anchor is a weekend too).
  test.each([
    [0, '2027-02-01', 'Sun Jan 31 → Mon'],
    [1, '2027-03-01', 'Feb 28 (clamped), Sun → Mon Mar 1'],
    [2, '2027-03-31', 'Mar 31 again, no drift to the 28th'],
    [3, '2027-04-30', 'Apr 30 (clamped)'],
    [4, '2027-05-31', 'May 31, Mon'],
    [5, '2027-06-30', 'Jun 30'],
    [6, '2027-08-02', 'Sat Jul 31 → Mon Aug 2'],
    [7, '2027-08-31', 'Aug 31'],
    [9, '2027-11-01', 'Sun Oct 31 → Mon Nov 1'],
    [11, '2027-12-31', 'Dec 31, Fri'],
    [12, '2028-01-31', 'Jan 31, Mon'],
    [13, '2028-02-29', 'leap year: Feb 29'],
    [14, '2028-03-31', 'Mar 31'],
  ])('monthly from 2027-01-31, occurrence %i is %s (%s)', (n, day) => {
    expectProjected(occurrence(deadlineForDate('2027-01-31'), 'MONTHLY', n), day);
  });

  test.each([
    [0, '2029-01-31', 'Wed'],
    [1, '2029-02-28', 'Feb 28, Wed (a weekday: stays)'],
    [2, '2029-04-02', 'Sat Mar 31 → Mon Apr 2'],
    [3, '2029-04-30', 'Apr 30, Mon'],
    [4, '2029-05-31', 'May 31, Thu'],
  ])('monthly from Wednesday 2029-01-31, occurrence %i is %s (%s)', (n, day) => {
    expectProjected(occurrence(deadlineForDate('2029-01-31'), 'MONTHLY', n), day);
  });

  test.each([
    ['YEARLY', 1, '2029-02-28', 'no Feb 29 in 2029: clamps to Feb 28, a Wednesday, so no weekend move'],
    ['YEARLY', 2, '2030-02-28', 'Thu'],
    ['YEARLY', 3, '2031-02-28', 'Fri'],
    ['YEARLY', 4, '2032-03-01', 'Feb 29 again in 2032, but that is a Sunday → Mon Mar 1'],
    ['EVERY_4_YEARS', 1, '2032-03-01', 'Feb 29 2032 exists but is a Sunday → Mon Mar 1'],
    ['EVERY_4_YEARS', 2, '2036-02-29', 'Feb 29 2036, Fri'],
    ['SEMI_YEARLY', 2, '2032-03-01', 'every 2 years, 2 steps: as EVERY_4_YEARS step 1'],
  ] as [Interval, number, string, string][])(
    'from leap day 2028-02-29, %s occurrence %i is %s (%s)',
    (interval, n, day) => {
      expectProjected(occurrence(deadlineForDate('2028-02-29'), interval, n), day);
    },
  );

  it('a leap-day anchor whose next Feb 28 is a Saturday moves to Monday', () => {
    // 2036-02-29 Fri → 2037-02-28 Sat → Mon 2037-03-02; 2038-02-28 Sun → Mon 2038-03-01.
    expectProjected(occurrence(deadlineForDate('2036-02-29'), 'YEARLY', 1), '2037-03-02');
    expectProjected(occurrence(deadlineForDate('2036-02-29'), 'YEARLY', 2), '2038-03-01');
  });

  it('DAILY_WEEKDAYS from a weekend anchor counts from Monday without a gap', () => {
    // Sat 2027-01-30: occurrence 0 is Mon 02-01 (the anchor moved), occurrence 1 the first weekday after Saturday (Mon 02-01 too).
    const sat = deadlineForDate('2027-01-30');
    expect([0, 1, 2, 3].map((n) => dayIn(occurrence(sat, 'DAILY_WEEKDAYS', n)))).toEqual([
      '2027-02-01',
      '2027-02-01',
      '2027-02-02',
      '2027-02-03',
    ]);
  });

  it('DAILY_WEEKDAYS never lands on a weekend over a whole year', () => {
    const anchor = deadlineForDate('2027-01-04'); // Mon
    let previous = '';
    for (let n = 0; n < 260; n++) {
      const x = occurrence(anchor, 'DAILY_WEEKDAYS', n);
      expectProjected(x, dayIn(x));
      expect(dayIn(x) > previous).toBe(true); // strictly increasing: one occurrence per weekday
      previous = dayIn(x);
    }
    expect(previous).toBe('2027-12-31'); // Mon Jan 4 … Fri Dec 31 2027 are 260 weekdays: n = 0 … 259
  });

  it('DAILY_WEEKDAYS far ahead is counted, not stepped (a month in 2900 is as cheap as next week)', () => {
    const monday = deadlineForDate('2027-01-04');
    expect(dayIn(occurrence(monday, 'DAILY_WEEKDAYS', 260))).toBe('2028-01-03'); // 52 weeks on
    expect(dayIn(occurrence(deadlineForDate('2027-01-09'), 'DAILY_WEEKDAYS', 6))).toBe('2027-01-18'); // from a Saturday
    const far = occurrence(monday, 'DAILY_WEEKDAYS', 5 * 52 * 900); // 900 years of weeks
    expect(dayIn(far)).toBe('2923-12-13'); // 46,800 weeks (327,600 days) on, still a Monday
  });
});

describe('daylight saving: deadlines stay 23:00 Copenhagen, the UTC offset changes', () => {
  test.each([
    [
      '2027-03-24',
      '2027-03-24T22:00:00.000Z',
      '2027-03-31',
      '2027-03-31T21:00:00.000Z',
      -60,
      -120,
      'March 2027: CET → CEST',
    ],
    [
      '2027-10-27',
      '2027-10-27T21:00:00.000Z',
      '2027-11-03',
      '2027-11-03T22:00:00.000Z',
      -120,
      -60,
      'October 2027: CEST → CET',
    ],
    [
      '2028-03-22',
      '2028-03-22T22:00:00.000Z',
      '2028-03-29',
      '2028-03-29T21:00:00.000Z',
      -60,
      -120,
      'March 2028: CET → CEST',
    ],
    [
      '2028-10-25',
      '2028-10-25T21:00:00.000Z',
      '2028-11-01',
      '2028-11-01T22:00:00.000Z',
      -120,
      -60,
      'October 2028: CEST → CET',
    ],
  ])('weekly from Wed %s (%s) → %s (%s)', (from, fromIso, to, toIso, offsetBefore, offsetAfter) => {
    const anchor = deadlineForDate(from);
    expect(anchor.toISOString()).toBe(fromIso);
    const next = occurrence(anchor, 'WEEKLY', 1);
    expectProjected(next, to);
    expect(next.toISOString()).toBe(toIso);
    // getTimezoneOffset of a TZDate is the Copenhagen offset (minutes, west positive): +01:00 → -60, +02:00 → -120.
    expect(local(anchor).getTimezoneOffset()).toBe(offsetBefore);
    expect(local(next).getTimezoneOffset()).toBe(offsetAfter);
    // Completing the weekly deadline gives the same instant.
    expect(nextDeadline(anchor, 'WEEKLY', anchor, anchor).toISOString()).toBe(toIso);
  });

  it('a daily series across the March night has every deadline at 23:00 (Sat/Sun → Mon)', () => {
    const anchor = deadlineForDate('2027-03-25'); // Thu
    expect([0, 1, 2, 3, 4, 5].map((n) => occurrence(anchor, 'DAILY', n).toISOString())).toEqual([
      '2027-03-25T22:00:00.000Z', // Thu, CET
      '2027-03-26T22:00:00.000Z', // Fri, CET
      '2027-03-29T21:00:00.000Z', // Sat → Mon, CEST
      '2027-03-29T21:00:00.000Z', // Sun (the switch day) → Mon
      '2027-03-29T21:00:00.000Z', // Mon
      '2027-03-30T21:00:00.000Z', // Tue
    ]);
  });

  it('a monthly series over a year keeps 23:00 in both seasons', () => {
    const anchor = deadlineForDate('2027-01-15'); // Fri
    for (let n = 0; n <= 12; n++) {
      const x = occurrence(anchor, 'MONTHLY', n);
      expectProjected(x, dayIn(x));
    }
  });
});

describe('nextDeadline: all 15 intervals, deadline = anchor = Fri 2027-01-29 23:00', () => {
  // Early: completed on the deadline's day, before 23:00 → occurrence 1 (the one after the deadline).
  // Late: completed after occurrence 1 was missed too → the first occurrence after the completion.
  const table: [Interval, string, Date, string][] = [
    ['DAILY', '2027-02-01', at(2027, 2, 2, 12), '2027-02-02'], // missed Mon 02-01; Tue 12:00 → Tue 23:00
    ['DAILY_WEEKDAYS', '2027-02-01', at(2027, 2, 2, 12), '2027-02-02'],
    ['WEEKLY', '2027-02-05', at(2027, 2, 6, 12), '2027-02-12'], // missed Fri 02-05
    ['BI_WEEKLY', '2027-02-12', at(2027, 2, 13, 12), '2027-02-26'],
    ['MONTHLY', '2027-03-01', at(2027, 3, 2, 12), '2027-03-29'],
    ['BI_MONTHLY', '2027-03-29', at(2027, 4, 1, 12), '2027-05-31'],
    ['QUARTERLY', '2027-04-29', at(2027, 5, 1, 12), '2027-07-29'],
    ['TRIANNUAL', '2027-05-31', at(2027, 6, 1, 12), '2027-09-29'],
    ['HALF_YEARLY', '2027-07-29', at(2027, 8, 1, 12), '2028-01-31'],
    ['YEARLY', '2028-01-31', at(2028, 2, 1, 12), '2029-01-29'],
    ['SEMI_YEARLY', '2029-01-29', at(2029, 2, 1, 12), '2031-01-29'],
    ['EVERY_3_YEARS', '2030-01-29', at(2030, 2, 1, 12), '2033-01-31'],
    ['EVERY_4_YEARS', '2031-01-29', at(2031, 2, 1, 12), '2035-01-29'],
    ['EVERY_5_YEARS', '2032-01-29', at(2032, 2, 1, 12), '2037-01-29'],
    ['EVERY_8_YEARS', '2035-01-29', at(2035, 2, 1, 12), '2043-01-29'],
  ];

  it('the table covers every interval', () => {
    expect(table.map(([interval]) => interval)).toEqual([...intervals]);
  });

  test.each(table)('%s: early completion gives %s', (interval, early) => {
    expectProjected(nextDeadline(FRI, interval, FRI, at(2027, 1, 29, 10)), early);
    expectProjected(nextDeadline(FRI, interval, FRI, at(2027, 1, 25, 10)), early); // days before
    expectProjected(nextDeadline(FRI, interval, FRI, FRI), early); // exactly at the deadline
  });

  test.each(table)(
    '%s (early gives %s): completed late at %s skips the missed occurrences → %s',
    (interval, _early, finishedOn, late) => {
      expectProjected(nextDeadline(FRI, interval, FRI, finishedOn), late);
    },
  );

  test.each(table)('%s: the same, whichever way the instants are written', (interval, early, finishedOn, late) => {
    expect(
      nextDeadline(
        '2027-01-29T23:00:00+01:00',
        interval,
        '2027-01-29T17:00:00-05:00',
        '2027-01-29T18:00:00+09:00',
      ).toISOString(),
    ).toBe(deadlineForDate(early).toISOString());
    const written = [
      finishedOn,
      finishedOn.toISOString(),
      new TZDate(finishedOn.getTime(), 'Asia/Tokyo').toISOString(),
      new TZDate(finishedOn.getTime(), 'America/New_York').toISOString(),
    ];
    for (const f of written)
      expect(nextDeadline(FRI.toISOString(), interval, FRI.toISOString(), f).toISOString()).toBe(
        deadlineForDate(late).toISOString(),
      );
  });
});

describe('nextDeadline: the completion rules', () => {
  const weekly = deadlineForDate('2027-03-05'); // Fri

  it('early completion (before the deadline) gives the occurrence after the current deadline', () => {
    expectProjected(nextDeadline(weekly, 'WEEKLY', weekly, at(2027, 3, 3, 9)), '2027-03-12');
    // … also when the current deadline is a later occurrence of the series, not the anchor
    const current = deadlineForDate('2027-03-19');
    expectProjected(nextDeadline(weekly, 'WEEKLY', current, at(2027, 3, 18, 9)), '2027-03-26');
  });

  it('a weekly routine due on a Friday and completed late on Saturday is next due the following Friday', () => {
    expectProjected(nextDeadline(weekly, 'WEEKLY', weekly, at(2027, 3, 6, 10)), '2027-03-12');
  });

  it('completed late after the deadline hour on the same day still gives the next Friday', () => {
    expectProjected(nextDeadline(weekly, 'WEEKLY', weekly, at(2027, 3, 5, 23, 30)), '2027-03-12');
  });

  it('late completion skipping missed occurrences gives the first occurrence after the completion', () => {
    // Missed Fri 03-05, 03-12 and 03-19; done Sat 03-20 → Fri 03-26 (not 03-12).
    expectProjected(nextDeadline(weekly, 'WEEKLY', weekly, at(2027, 3, 20, 10)), '2027-03-26');
    // Done on a deadline day before 23:00 → that very day.
    expectProjected(nextDeadline(weekly, 'WEEKLY', weekly, at(2027, 3, 19, 10)), '2027-03-19');
  });

  it('DAILY_WEEKDAYS: a Friday completion gives Monday', () => {
    const mon = deadlineForDate('2027-03-01');
    const fri = deadlineForDate('2027-03-05');
    expectProjected(nextDeadline(mon, 'DAILY_WEEKDAYS', fri, at(2027, 3, 5, 15)), '2027-03-08');
    // late on Saturday or Sunday → Monday too
    expectProjected(nextDeadline(mon, 'DAILY_WEEKDAYS', fri, at(2027, 3, 7, 15)), '2027-03-08');
  });

  it('DAILY: Saturday and Sunday both map to Monday, which is one deadline, not three', () => {
    const mon = deadlineForDate('2027-03-01');
    const fri = deadlineForDate('2027-03-05');
    expectProjected(nextDeadline(mon, 'DAILY', fri, at(2027, 3, 5, 15)), '2027-03-08');
    // Completing the Monday deadline (which stood for Sat, Sun and Mon) gives Tuesday, not Monday again.
    expectProjected(nextDeadline(mon, 'DAILY', deadlineForDate('2027-03-08'), at(2027, 3, 8, 15)), '2027-03-09');
    // Late on Monday morning → Monday 23:00, the first occurrence after the completion.
    expectProjected(nextDeadline(mon, 'DAILY', fri, at(2027, 3, 8, 9)), '2027-03-08');
  });

  it('month ends do not drift through successive completions', () => {
    // Monthly from Wed 2027-03-31: complete each deadline on its day and feed the result back.
    const anchor = deadlineForDate('2027-03-31');
    let deadline = anchor;
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      deadline = nextDeadline(anchor, 'MONTHLY', deadline, new Date(deadline.getTime() - 3_600_000));
      seen.push(dayIn(deadline));
    }
    // Apr 30, May 31, Jun 30, Sat Jul 31 → Mon Aug 2, Aug 31, Sep 30
    expect(seen).toEqual(['2027-04-30', '2027-05-31', '2027-06-30', '2027-08-02', '2027-08-31', '2027-09-30']);
  });

  it('a deadline picked on a weekend: completing it gives the next occurrence, not the same one moved to Monday', () => {
    // Regression: occurrence 0 of a Sunday anchor is Monday, one day after the deadline itself.
    const sun = deadlineForDate('2027-01-31');
    expectProjected(nextDeadline(sun, 'MONTHLY', sun, at(2027, 1, 31, 10)), '2027-03-01');
    expectProjected(nextDeadline(sun, 'MONTHLY', sun, at(2027, 2, 1, 10)), '2027-03-01'); // late on Monday
    const sat = deadlineForDate('2027-01-30');
    expectProjected(nextDeadline(sat, 'WEEKLY', sat, at(2027, 1, 30, 10)), '2027-02-08'); // Sat 02-06 → Mon 02-08
    expectProjected(nextDeadline(sat, 'DAILY', sat, at(2027, 1, 30, 10)), '2027-02-01');
    expectProjected(nextDeadline(sat, 'DAILY_WEEKDAYS', sat, at(2027, 1, 30, 10)), '2027-02-01');
  });

  it('an anchor that is not at 23:00: completing it gives the next day, not 23:00 the same day', () => {
    const noon = new Date('2027-03-03T11:00:00.000Z'); // Wed 12:00 CET
    expectProjected(nextDeadline(noon, 'DAILY', noon, new Date('2027-03-03T10:30:00.000Z')), '2027-03-04');
  });

  it('is zone independent near Copenhagen midnight', () => {
    // Completed at 00:30 Copenhagen on Sat 03-06 (= Fri 23:30 UTC, Fri 18:30 New York, Sat 08:30 Tokyo).
    for (const f of [
      '2027-03-05T23:30:00.000Z',
      '2027-03-05T18:30:00-05:00',
      '2027-03-06T08:30:00+09:00',
      '2027-03-06T00:30:00+01:00',
    ]) {
      expectProjected(nextDeadline(weekly, 'WEEKLY', weekly, f), '2027-03-12');
      expectProjected(nextDeadline(weekly, 'DAILY', weekly, f), '2027-03-08');
    }
  });

  it('finds far-away answers (a routine left alone for years)', () => {
    const anchor = deadlineForDate('2027-01-04'); // Mon
    expectProjected(nextDeadline(anchor, 'DAILY_WEEKDAYS', anchor, at(2031, 6, 14, 12)), '2031-06-16'); // Sat → Mon
    expectProjected(nextDeadline(anchor, 'DAILY', anchor, at(2031, 6, 13, 23, 30)), '2031-06-16'); // Fri 23:30 → Mon
    expectProjected(nextDeadline(anchor, 'MONTHLY', anchor, at(2031, 6, 5, 12)), '2031-07-04');
  });
});

describe('occurrencesBetween: a month timeline', () => {
  const month = (y: number, m: number) => [at(y, m, 1), at(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1)] as const;

  it('weekly gives 4 or 5 dates in a month', () => {
    expect(occurrencesBetween(FRI, 'WEEKLY', ...month(2027, 3)).map(dayIn)).toEqual([
      '2027-03-05',
      '2027-03-12',
      '2027-03-19',
      '2027-03-26',
    ]);
    expect(occurrencesBetween(FRI, 'WEEKLY', ...month(2027, 4)).map(dayIn)).toEqual([
      '2027-04-02',
      '2027-04-09',
      '2027-04-16',
      '2027-04-23',
      '2027-04-30',
    ]);
    for (let m = 2; m <= 12; m++) expect([4, 5]).toContain(occurrencesBetween(FRI, 'WEEKLY', ...month(2027, m)).length);
  });

  it('every date is a 23:00 deadline (across the March DST change too)', () => {
    for (const x of occurrencesBetween(FRI, 'DAILY', ...month(2027, 3))) expectProjected(x, dayIn(x));
  });

  it('daily lists each weekday once (Sat/Sun → Monday are one date), daily-weekdays the same', () => {
    const daily = occurrencesBetween(FRI, 'DAILY', ...month(2027, 2)).map(dayIn);
    expect(daily).toHaveLength(20); // Feb 2027: Mon 1 … Fri 26, four full weeks
    expect(new Set(daily).size).toBe(20);
    expect(occurrencesBetween(FRI, 'DAILY_WEEKDAYS', ...month(2027, 2)).map(dayIn)).toEqual(daily);
  });

  it('monthly from Jan 31 has two dates in August 2027 (Sat Jul 31 → Mon Aug 2, and Aug 31) and none in July', () => {
    const jan31 = deadlineForDate('2027-01-31');
    expect(occurrencesBetween(jan31, 'MONTHLY', ...month(2027, 7))).toEqual([]);
    expect(occurrencesBetween(jan31, 'MONTHLY', ...month(2027, 8)).map(dayIn)).toEqual(['2027-08-02', '2027-08-31']);
  });

  it('long intervals: only in their month, nothing before the anchor', () => {
    expect(occurrencesBetween(FRI, 'YEARLY', ...month(2028, 1)).map(dayIn)).toEqual(['2028-01-31']);
    expect(occurrencesBetween(FRI, 'YEARLY', ...month(2028, 2))).toEqual([]);
    expect(occurrencesBetween(FRI, 'WEEKLY', ...month(2026, 12))).toEqual([]);
    expect(occurrencesBetween(FRI, 'WEEKLY', ...month(2027, 1)).map(dayIn)).toEqual(['2027-01-29']);
  });

  it('includes `from`, excludes `to`', () => {
    const fri = deadlineForDate('2027-03-05');
    expect(occurrencesBetween(FRI, 'WEEKLY', fri, new Date(fri.getTime() + 1)).map(dayIn)).toEqual(['2027-03-05']);
    expect(occurrencesBetween(FRI, 'WEEKLY', new Date(fri.getTime() - 1), fri)).toEqual([]);
  });
});
