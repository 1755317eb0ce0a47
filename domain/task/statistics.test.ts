import { TZDate } from '@date-fns/tz';
import { deadlineForDate } from './recurrence';
import {
  addMonthsTo,
  isMonth,
  monthRange,
  monthStats,
  monthsEnding,
  noCounters,
  percentInTime,
  plannedDeadlines,
  type PlannedSubject,
} from './statistics';
import { factKey } from './time-facts';

const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0) => new Date(new TZDate(y, m - 1, d, h, 0, 0, TZ).getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();
const days = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('monthly figures (decision 024 "Monthly statistics")', () => {
  it('percent completed in time has one decimal and is absent with no completions', () => {
    expect(percentInTime({ tasksCompleted: 8, completedInTime: 7 })).toBe(87.5);
    expect(percentInTime({ tasksCompleted: 3, completedInTime: 2 })).toBe(66.7);
    expect(percentInTime({ tasksCompleted: 3, completedInTime: 3 })).toBe(100);
    expect(percentInTime({ tasksCompleted: 0, completedInTime: 0 })).toBeUndefined();
  });

  it('the change on last month is the difference of the two shown percentages, in points', () => {
    const now = { tasksDue: 10, tasksCompleted: 8, completedInTime: 7, missed: 2 };
    const before = { tasksDue: 5, tasksCompleted: 5, completedInTime: 4, missed: 0 };
    expect(monthStats(now, 3, before)).toEqual({
      tasksCompleted: 8,
      tasksDue: 13,
      percentCompletedInTime: 87.5,
      changeOnMonth: 7.5,
      missed: 2,
    });
    expect(
      monthStats({ ...now, completedInTime: 2, tasksCompleted: 3 }, 0, {
        ...before,
        completedInTime: 1,
        tasksCompleted: 3,
      }),
    ).toMatchObject({ percentCompletedInTime: 66.7, changeOnMonth: 33.4 });
  });

  it('no change without both percentages; no percent without completions', () => {
    expect(
      monthStats({ ...noCounters(), tasksDue: 2 }, 0, { ...noCounters(), tasksCompleted: 1, completedInTime: 1 }),
    ).toEqual({ tasksCompleted: 0, tasksDue: 2, missed: 0 });
    expect(monthStats({ ...noCounters(), tasksCompleted: 1, completedInTime: 0 }, 0, noCounters())).toEqual({
      tasksCompleted: 1,
      tasksDue: 0,
      percentCompletedInTime: 0,
      missed: 0,
    });
  });
});

describe('months', () => {
  it('a month is yyyy-MM from 2018', () => {
    expect(['2027-01', '2018-01', '2027-12'].every(isMonth)).toBe(true);
    expect(['2027-13', '2027-00', 'abc', '2027-1', '2017-12', '', '2027-01-01', 13].some(isMonth)).toBe(false);
  });

  it('counts across years', () => {
    expect(addMonthsTo('2027-01', -1)).toBe('2026-12');
    expect(addMonthsTo('2026-12', 1)).toBe('2027-01');
    expect(addMonthsTo('2027-03', 24)).toBe('2029-03');
    expect(monthsEnding('2027-02', 3)).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('a Copenhagen month runs from local midnight to local midnight (daylight saving included)', () => {
    expect(monthRange('2027-03')).toEqual({
      from: new Date('2027-02-28T23:00:00Z'),
      to: new Date('2027-03-31T22:00:00Z'),
    });
    expect(monthRange('2027-10')).toEqual({
      from: new Date('2027-09-30T22:00:00Z'),
      to: new Date('2027-10-31T23:00:00Z'),
    });
  });
});

describe('plannedDeadlines: what the counters do not hold yet', () => {
  const weekly: PlannedSubject = {
    type: 'CYCLICAL',
    interval: 'WEEKLY',
    anchor: iso('2027-01-01'),
    deadline: iso('2027-02-05'),
    standby: false,
    equipmentStandby: false,
    completed: false,
    deleted: false,
    timeFacts: [],
  };
  const feb = monthRange('2027-02');

  it('a weekly routine shows every week of the month: its live deadline and the repeats after it', () => {
    expect(days(plannedDeadlines(weekly, feb.from, feb.to, at(2027, 2, 1, 10)))).toEqual([
      iso('2027-02-05'),
      iso('2027-02-12'),
      iso('2027-02-19'),
      iso('2027-02-26'),
    ]);
  });

  it('an overdue live deadline counts until its miss is recorded; repeats come after now', () => {
    const overdue = { ...weekly, deadline: iso('2027-02-05') };
    const now = at(2027, 2, 10, 10);
    expect(days(plannedDeadlines(overdue, feb.from, feb.to, now))).toEqual([
      iso('2027-02-05'),
      iso('2027-02-12'),
      iso('2027-02-19'),
      iso('2027-02-26'),
    ]);
    const told = { ...overdue, timeFacts: [factKey(overdue.deadline, 'MISSED')] };
    expect(days(plannedDeadlines(told, feb.from, feb.to, now))).toEqual([
      iso('2027-02-12'),
      iso('2027-02-19'),
      iso('2027-02-26'),
    ]);
    expect(days(plannedDeadlines(told, feb.from, feb.to, at(2027, 2, 20, 10)))).toEqual([iso('2027-02-26')]);
  });

  it('a single task has only its deadline; standby, completed and deleted tasks have none', () => {
    const single = { ...weekly, type: 'AD_HOC' as const, interval: null, deadline: iso('2027-02-17') };
    expect(days(plannedDeadlines(single, feb.from, feb.to, at(2027, 2, 1)))).toEqual([iso('2027-02-17')]);
    for (const gone of [{ standby: true }, { equipmentStandby: true }, { completed: true }, { deleted: true }]) {
      expect(plannedDeadlines({ ...weekly, ...gone }, feb.from, feb.to, at(2027, 2, 1))).toEqual([]);
    }
  });

  it('a later month gets the repeats that fall in it; a deadline outside the month none', () => {
    const march = monthRange('2027-03');
    expect(days(plannedDeadlines(weekly, march.from, march.to, at(2027, 2, 1)))).toEqual(
      ['2027-03-05', '2027-03-12', '2027-03-19', '2027-03-26'].map(iso),
    );
    const monthly = { ...weekly, interval: 'MONTHLY' as const, anchor: iso('2027-01-29'), deadline: iso('2027-03-29') };
    expect(plannedDeadlines(monthly, feb.from, feb.to, at(2027, 2, 1))).toEqual([]);
  });
});
