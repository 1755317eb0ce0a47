import {
  copenhagenDate,
  deadlineForDate,
  fromCompletion,
  nextDeadline,
  occurrence,
  occurrencesBetween,
  seriesBetween,
  upcomingDeadlines,
} from './recurrence';

/*
 * Holidays (decision 100) and counting from completion (decision 102), worked out by hand:
 * 2026-12-25 Fri juledag, 12-26 Sat, 12-27 Sun → 12-28 Mon; 2027-01-01 Fri nytårsdag → 01-04 Mon;
 * Easter 2027: 03-25 Thu skærtorsdag, 03-26 Fri langfredag, 03-28 påskedag, 03-29 Mon 2. påskedag;
 * 2027-05-06 Thu Kristi himmelfartsdag; 2027-05-17 Mon 2. pinsedag; 2023-05-05 Fri store bededag.
 */
const on = { holidays: true };
const d = (date: string) => deadlineForDate(date).toISOString();
const days = (list: Date[]) => list.map(copenhagenDate);

describe('occurrences with holidays on and off', () => {
  it('a monthly routine anchored on the 25th: December 2026 moves to Monday 28th only with holidays on', () => {
    expect(copenhagenDate(occurrence(d('2026-11-25'), 'MONTHLY', 1))).toBe('2026-12-25');
    expect(copenhagenDate(occurrence(d('2026-11-25'), 'MONTHLY', 1, on))).toBe('2026-12-28');
    // The plan is kept: January counts from the anchor again.
    expect(copenhagenDate(occurrence(d('2026-11-25'), 'MONTHLY', 2, on))).toBe('2027-01-25');
  });

  it('the default (no calendar, or holidays off) is exactly the weekend rule', () => {
    for (const calendar of [undefined, {}, { holidays: false }])
      expect(
        days(occurrencesBetween(d('2027-03-01'), 'WEEKLY', new Date('2027-03-01'), new Date('2027-04-15'), calendar)),
      ).toEqual(['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05', '2027-04-12']);
  });

  it('weekly on Mondays in spring 2027: 2. påskedag and 2. pinsedag move to Tuesday', () => {
    expect(
      days(occurrencesBetween(d('2027-03-01'), 'WEEKLY', new Date('2027-03-20'), new Date('2027-05-20'), on)),
    ).toEqual([
      '2027-03-22',
      '2027-03-30',
      '2027-04-05',
      '2027-04-12',
      '2027-04-19',
      '2027-04-26',
      '2027-05-03',
      '2027-05-10',
      '2027-05-18',
    ]);
  });

  it('daily on weekdays skips the Easter holidays and Kristi himmelfartsdag', () => {
    expect(
      days(occurrencesBetween(d('2027-03-22'), 'DAILY_WEEKDAYS', new Date('2027-03-22'), new Date('2027-04-01'), on)),
    ).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-30', '2027-03-31']);
    expect(
      days(occurrencesBetween(d('2027-05-03'), 'DAILY_WEEKDAYS', new Date('2027-05-04'), new Date('2027-05-11'), on)),
    ).toEqual(['2027-05-04', '2027-05-05', '2027-05-07', '2027-05-10']);
  });

  it('daily on weekdays far ahead stays exact (the search never passes the answer)', () => {
    const anchor = d('2026-01-05');
    const from = new Date('2036-12-20');
    const found = days(occurrencesBetween(anchor, 'DAILY_WEEKDAYS', from, new Date('2037-01-08'), on));
    expect(found).toEqual([
      '2036-12-22',
      '2036-12-23',
      '2036-12-24',
      '2036-12-29',
      '2036-12-30',
      '2036-12-31',
      '2037-01-02',
      '2037-01-05',
      '2037-01-06',
      '2037-01-07',
    ]);
    // The next deadline after 2036-12-24 is the same one the series lists.
    expect(copenhagenDate(nextDeadline(anchor, 'DAILY_WEEKDAYS', d('2036-12-24'), d('2036-12-24'), on))).toBe(
      '2036-12-29',
    );
  });

  it('store bededag counts in 2023 and not in 2024', () => {
    expect(copenhagenDate(occurrence(d('2023-04-05'), 'MONTHLY', 1, on))).toBe('2023-05-08');
    expect(copenhagenDate(occurrence(d('2024-03-26'), 'MONTHLY', 1, on))).toBe('2024-04-26');
  });

  it('daily over new year 2027: nytårsdag and the weekend after it move to Monday 4 January', () => {
    const anchor = d('2026-12-31');
    expect(days([1, 2, 3, 4].map((n) => occurrence(anchor, 'DAILY', n, on)))).toEqual([
      '2027-01-04', // 1 Jan Fri holiday, then the weekend
      '2027-01-04',
      '2027-01-04',
      '2027-01-04',
    ]);
    expect(copenhagenDate(nextDeadline(anchor, 'DAILY', anchor, anchor, on))).toBe('2027-01-04');
  });
});

describe('counting from completion', () => {
  it('the next deadline is one interval after the completion day, moved off weekends and holidays', () => {
    // Done Wednesday 2026-11-11 (late for its deadline of the 4th): a month on is Friday 11 December.
    expect(copenhagenDate(fromCompletion('2026-11-11T09:00:00Z', 'MONTHLY'))).toBe('2026-12-11');
    // Done 2026-11-25: a month on is juledag, moved to Monday with holidays on, kept without.
    expect(copenhagenDate(fromCompletion('2026-11-25T15:00:00Z', 'MONTHLY', on))).toBe('2026-12-28');
    expect(copenhagenDate(fromCompletion('2026-11-25T15:00:00Z', 'MONTHLY'))).toBe('2026-12-25');
    // The Copenhagen day counts: 23:30 UTC on the 24th is the 25th in Copenhagen.
    expect(copenhagenDate(fromCompletion('2026-11-24T23:30:00Z', 'WEEKLY'))).toBe('2026-12-02');
  });

  it('the series ahead chains from the live deadline, each one interval after the one before', () => {
    const series = { anchor: d('2027-01-29'), deadline: d('2027-01-29'), interval: 'MONTHLY' as const };
    const from = new Date('2027-01-30');
    const to = new Date('2027-06-01');
    expect(days(seriesBetween(series, from, to))).toEqual(['2027-03-01', '2027-03-29', '2027-04-29', '2027-05-31']);
    expect(days(seriesBetween({ ...series, countFrom: 'COMPLETION' }, from, to))).toEqual([
      '2027-03-01', // 28 February is a Sunday
      '2027-04-01',
      '2027-05-03', // 1 May is a Saturday; 3 June lies past the end
    ]);
  });
});

describe('the preview of the next three deadlines', () => {
  it('the fixed plan: the first deadline and two more from the plan', () => {
    expect(days(upcomingDeadlines(d('2026-11-25'), 'MONTHLY', 'PLAN', 3))).toEqual([
      '2026-11-25',
      '2026-12-25',
      '2027-01-25',
    ]);
    expect(days(upcomingDeadlines(d('2026-11-25'), 'MONTHLY', 'PLAN', 3, on))).toEqual([
      '2026-11-25',
      '2026-12-28',
      '2027-01-25',
    ]);
  });

  it('from completion: each one interval after the one before, as if done on its deadline', () => {
    expect(days(upcomingDeadlines(d('2026-11-25'), 'MONTHLY', 'COMPLETION', 3, on))).toEqual([
      '2026-11-25',
      '2026-12-28',
      '2027-01-28',
    ]);
    expect(days(upcomingDeadlines(d('2027-03-24'), 'DAILY_WEEKDAYS', 'COMPLETION', 3, on))).toEqual([
      '2027-03-24',
      '2027-03-30',
      '2027-03-31',
    ]);
  });
});
