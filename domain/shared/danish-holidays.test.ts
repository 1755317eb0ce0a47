import { parseIsoDate, isoDate } from './calendar-day';
import { danishHolidays, easterSunday, isDanishHoliday, isWorkingDay, nextWorkingDay } from './danish-holidays';

/*
 * Expected dates from the Danish almanac (Easter Sundays and the holidays that follow it), written
 * out by hand, not computed: 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28, 2038-04-25 and more.
 */
const day = parseIsoDate;

describe('Easter Sunday (anonymous Gregorian algorithm)', () => {
  it.each([
    [1818, '1818-03-22'], // the earliest possible
    [1943, '1943-04-25'], // the latest possible
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
    [2049, '2049-04-18'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, expected) => {
    expect(isoDate(easterSunday(year))).toBe(expected);
  });
});

describe('the public holidays of a year', () => {
  it('2026: the ten holidays by law (store bededag is gone)', () => {
    expect(danishHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Nytårsdag' },
      { date: '2026-04-02', name: 'Skærtorsdag' },
      { date: '2026-04-03', name: 'Langfredag' },
      { date: '2026-04-05', name: 'Påskedag' },
      { date: '2026-04-06', name: '2. påskedag' },
      { date: '2026-05-14', name: 'Kristi himmelfartsdag' },
      { date: '2026-05-24', name: 'Pinsedag' },
      { date: '2026-05-25', name: '2. pinsedag' },
      { date: '2026-12-25', name: 'Juledag' },
      { date: '2026-12-26', name: '2. juledag' },
    ]);
  });

  it('2023 still has store bededag (the 4th Friday after Easter); 2024 no longer has it', () => {
    expect(isDanishHoliday(day('2023-05-05'))).toBe(true);
    expect(danishHolidays(2023).map((h) => h.name)).toContain('Store bededag');
    expect(isDanishHoliday(day('2024-04-26'))).toBe(false);
    expect(danishHolidays(2024).map((h) => h.name)).not.toContain('Store bededag');
    expect(isDanishHoliday(day('2019-05-17'))).toBe(true);
  });

  it.each([
    ['2024-05-09', 'Kristi himmelfartsdag'],
    ['2025-05-29', 'Kristi himmelfartsdag'],
    ['2027-05-06', 'Kristi himmelfartsdag'],
    ['2025-06-08', 'Pinsedag'],
    ['2025-06-09', '2. pinsedag'],
    ['2027-03-25', 'Skærtorsdag'],
    ['2027-03-26', 'Langfredag'],
    ['2038-04-26', '2. påskedag'],
    ['2038-06-14', '2. pinsedag'],
  ])('%s is %s', (date, name) => {
    expect(danishHolidays(Number(date.slice(0, 4))).find((h) => h.date === date)?.name).toBe(name);
  });

  it('juleaftensdag, nytårsaftensdag, grundlovsdag and an ordinary day are not public holidays', () => {
    for (const date of ['2026-12-24', '2026-12-31', '2026-06-05', '2026-06-04', '2025-04-22'])
      expect(isDanishHoliday(day(date))).toBe(false);
  });
});

describe('working days', () => {
  it('without holidays, only weekends are not working days', () => {
    expect(isWorkingDay(day('2026-12-25'))).toBe(true);
    expect(isWorkingDay(day('2026-12-26'))).toBe(false);
    expect(isoDate(nextWorkingDay(day('2026-12-25')))).toBe('2026-12-25');
  });

  it('with holidays, juledag (Friday) moves past the weekend and 2. juledag to Monday', () => {
    expect(isWorkingDay(day('2026-12-25'), { holidays: true })).toBe(false);
    expect(isoDate(nextWorkingDay(day('2026-12-25'), { holidays: true }))).toBe('2026-12-28');
    // Easter 2027: skærtorsdag Thu 25/3 … 2. påskedag Mon 29/3, back to work Tuesday.
    expect(isoDate(nextWorkingDay(day('2027-03-25'), { holidays: true }))).toBe('2027-03-30');
    // 2025: 1 January is a Wednesday.
    expect(isoDate(nextWorkingDay(day('2025-01-01'), { holidays: true }))).toBe('2025-01-02');
  });
});
