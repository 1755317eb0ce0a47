import { addDays, fromPlainDate, isoDate, isWeekend, plainDate, type CalendarDay } from './calendar-day';

/**
 * Danish public holidays (helligdage), for companies that move deadlines off them (decision 100
 * "Danish holidays are the public holidays by law"): nytårsdag 1/1, skærtorsdag, langfredag,
 * påskedag, 2. påskedag, store bededag (the 4th Friday after Easter, only up to and including
 * 2023), Kristi himmelfartsdag, pinsedag, 2. pinsedag, juledag 25/12 and 2. juledag 26/12.
 * Juleaftensdag, nytårsaftensdag and grundlovsdag are not public holidays by law, and are not here.
 * Pure calendar arithmetic on Copenhagen calendar days (`calendar-day.ts`).
 */

/** The last year store bededag was a public holiday (it was abolished from 2024). */
export const LAST_STORE_BEDEDAG_YEAR = 2023;

/** Easter Sunday of a Gregorian year, by the anonymous Gregorian (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { y: year, m: month - 1, d: day };
}

export interface Holiday {
  /** `yyyy-MM-dd` */
  date: string;
  /** The holiday's Danish name. */
  name: string;
}

const cache = new Map<number, readonly Holiday[]>();

/** The public holidays of a year, in date order. */
export function danishHolidays(year: number): readonly Holiday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fromEaster = (days: number, name: string): Holiday => ({ date: isoDate(addDays(easter, days)), name });
  const holidays: Holiday[] = [
    { date: isoDate({ y: year, m: 0, d: 1 }), name: 'Nytårsdag' },
    fromEaster(-3, 'Skærtorsdag'),
    fromEaster(-2, 'Langfredag'),
    fromEaster(0, 'Påskedag'),
    fromEaster(1, '2. påskedag'),
    ...(year <= LAST_STORE_BEDEDAG_YEAR ? [fromEaster(26, 'Store bededag')] : []),
    fromEaster(39, 'Kristi himmelfartsdag'),
    fromEaster(49, 'Pinsedag'),
    fromEaster(50, '2. pinsedag'),
    { date: isoDate({ y: year, m: 11, d: 25 }), name: 'Juledag' },
    { date: isoDate({ y: year, m: 11, d: 26 }), name: '2. juledag' },
  ];
  const frozen = Object.freeze(holidays.sort((a, b) => a.date.localeCompare(b.date)));
  cache.set(year, frozen);
  return frozen;
}

/** The holiday on a day, or undefined. */
export const holidayOn = (day: CalendarDay): Holiday | undefined => {
  const date = isoDate(day);
  return danishHolidays(day.y).find((holiday) => holiday.date === date);
};

/** Whether a day is a Danish public holiday. */
export const isDanishHoliday = (day: CalendarDay): boolean => holidayOn(day) !== undefined;

/** How a company's calendar moves deadlines: weekends always; with `holidays`, public holidays too. */
export interface DeadlineCalendar {
  holidays?: boolean;
}

/** Whether a deadline may lie on a day: a weekday, and with holidays on, not a public holiday. */
export const isWorkingDay = (day: CalendarDay, calendar?: DeadlineCalendar): boolean =>
  !isWeekend(day) && !(calendar?.holidays && isDanishHoliday(day));

/** The day itself when a working day, else the next working day. */
export function nextWorkingDay(day: CalendarDay, calendar?: DeadlineCalendar): CalendarDay {
  let date = plainDate(day);
  while (!isWorkingDay(fromPlainDate(date), calendar)) date = new Date(date.getTime() + 86_400_000);
  return fromPlainDate(date);
}
