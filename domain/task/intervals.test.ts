import {
  intervalInfo,
  intervals,
  reminderLabel,
  reminderOptions,
  taskTypeLabels,
  taskTypes,
  type Interval,
} from './intervals';

describe('intervals', () => {
  it('are the 15 of spec 001 §3, in order', () => {
    expect(intervals).toEqual([
      'DAILY',
      'DAILY_WEEKDAYS',
      'WEEKLY',
      'BI_WEEKLY',
      'MONTHLY',
      'BI_MONTHLY',
      'QUARTERLY',
      'TRIANNUAL',
      'HALF_YEARLY',
      'YEARLY',
      'SEMI_YEARLY',
      'EVERY_3_YEARS',
      'EVERY_4_YEARS',
      'EVERY_5_YEARS',
      'EVERY_8_YEARS',
    ]);
    expect(Object.keys(intervalInfo).sort()).toEqual([...intervals].sort());
  });

  it('all 15 have a Danish label, all different', () => {
    const labels = intervals.map((i) => intervalInfo[i].label);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(15);
  });

  it('use the labels the spec names', () => {
    expect(intervalInfo.DAILY.label).toBe('Hver dag');
    expect(intervalInfo.WEEKLY.label).toBe('Hver uge');
    expect(intervalInfo.BI_MONTHLY.label).toBe('Hver 2. måned');
    expect(intervalInfo.QUARTERLY.label).toBe('Hver 3. måned');
    expect(intervalInfo.TRIANNUAL.label).toBe('Hver 4. måned');
    expect(intervalInfo.SEMI_YEARLY.label).toBe('Hvert 2. år');
  });

  test.each([
    ['DAILY', { days: 1 }],
    ['DAILY_WEEKDAYS', { weekdays: 1 }],
    ['WEEKLY', { days: 7 }],
    ['BI_WEEKLY', { days: 14 }],
    ['MONTHLY', { months: 1 }],
    ['BI_MONTHLY', { months: 2 }],
    ['QUARTERLY', { months: 3 }],
    ['TRIANNUAL', { months: 4 }], // every 4 months, as the spec says (not three times a year by another reading)
    ['HALF_YEARLY', { months: 6 }],
    ['YEARLY', { months: 12 }],
    ['SEMI_YEARLY', { months: 24 }], // every 2 years, as the spec says (not half-yearly)
    ['EVERY_3_YEARS', { months: 36 }],
    ['EVERY_4_YEARS', { months: 48 }],
    ['EVERY_5_YEARS', { months: 60 }],
    ['EVERY_8_YEARS', { months: 96 }],
  ] as [Interval, object][])('%s steps %o (spec 001 §4)', (interval, step) => {
    expect(intervalInfo[interval].step).toEqual(step);
  });
});

describe('reminder options (spec 001 §5)', () => {
  test.each([
    ['DAILY', [0]],
    ['DAILY_WEEKDAYS', [0]],
    ['WEEKLY', [0, 1, 2]],
    ['BI_WEEKLY', [0, 1, 2, 7]],
    ['MONTHLY', [0, 1, 2, 7]],
    ['BI_MONTHLY', [0, 1, 2, 7, 14, 30]],
    ['QUARTERLY', [0, 1, 2, 7, 14, 30]],
    ['TRIANNUAL', [0, 1, 2, 7, 14, 30]],
    ['HALF_YEARLY', [0, 1, 2, 7, 14, 30]],
    ['YEARLY', [0, 1, 2, 7, 14, 30]],
    ['SEMI_YEARLY', [0, 1, 2, 7, 14, 30]],
    ['EVERY_3_YEARS', [0, 1, 2, 7, 14, 30]],
    ['EVERY_4_YEARS', [0, 1, 2, 7, 14, 30]],
    ['EVERY_5_YEARS', [0, 1, 2, 7, 14, 30]],
    ['EVERY_8_YEARS', [0, 1, 2, 7, 14, 30]],
  ] as [Interval, number[]][])('%s: %j', (interval, days) => {
    expect(reminderOptions(interval)).toEqual(days);
  });

  it('a single task (no interval) has the default 0, 1, 2, 7, 14', () => {
    expect(reminderOptions(null)).toEqual([0, 1, 2, 7, 14]);
  });

  it('every interval has options, each starting with the same day', () => {
    for (const interval of intervals) expect(reminderOptions(interval)[0]).toBe(0);
  });

  it('labels the options in Danish', () => {
    expect(reminderLabel(0)).toBe('Samme dag');
    expect(reminderLabel(1)).toBe('1 dag før');
    expect(reminderLabel(2)).toBe('2 dage før');
    expect(reminderLabel(30)).toBe('30 dage før');
  });
});

describe('task types', () => {
  it('CYCLICAL is Rutine, AD_HOC is Enkelt', () => {
    expect(taskTypes).toEqual(['CYCLICAL', 'AD_HOC']);
    expect(taskTypeLabels).toEqual({ CYCLICAL: 'Rutine', AD_HOC: 'Enkelt' });
  });
});
