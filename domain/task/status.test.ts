import { TZDate } from '@date-fns/tz';
import { deadlineForDate } from './recurrence';
import {
  calendarDaysBetween,
  canComplete,
  currentFrom,
  isLate,
  latenessText,
  NOT_YET_TEXT,
  taskStatus,
  taskStatusInfo,
  taskStatuses,
  type StatusInput,
  type TaskStatus,
} from './status';

/*
 * decisions.md "Task status": 1 STANDBY (task or equipment), 2 COMPLETED (AD_HOC done),
 * 3 OVERDUE (now after the deadline), 4 CURRENT (from 00:00 Copenhagen on the day
 * notificationPeriod days before the deadline's day), 5 ACTIVE otherwise.
 */
const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, 0, TZ).getTime());
const ms = (x: Date, delta: number) => new Date(x.getTime() + delta);
const HOUR = 3_600_000;

const deadline = deadlineForDate('2027-03-05'); // Fri 23:00 CET = 22:00Z
const task = (over: Partial<StatusInput> = {}): StatusInput => ({
  type: 'CYCLICAL',
  standby: false,
  equipmentStandby: false,
  completed: false,
  deadline: deadline.toISOString(),
  notificationPeriod: 1,
  ...over,
});
const overdue = ms(deadline, 1);
const current = at(2027, 3, 5, 10);
const active = at(2027, 3, 1, 10);

describe('task status, in the decided order', () => {
  it('1. STANDBY beats everything (own standby)', () => {
    expect(taskStatus(task({ standby: true }), overdue)).toBe('STANDBY');
    expect(taskStatus(task({ standby: true }), current)).toBe('STANDBY');
    expect(taskStatus(task({ standby: true }), active)).toBe('STANDBY');
    expect(taskStatus(task({ standby: true, type: 'AD_HOC', completed: true }), overdue)).toBe('STANDBY');
  });

  it('1. STANDBY when the equipment is on standby', () => {
    expect(taskStatus(task({ equipmentStandby: true }), overdue)).toBe('STANDBY');
    expect(taskStatus(task({ equipmentStandby: true }), current)).toBe('STANDBY');
    expect(taskStatus(task({ equipmentStandby: true, type: 'AD_HOC', completed: true }), active)).toBe('STANDBY');
    expect(taskStatus(task({ equipmentStandby: undefined }), active)).toBe('ACTIVE'); // optional
  });

  it('2. COMPLETED when an AD_HOC task was done, whatever the clock says', () => {
    const done = task({ type: 'AD_HOC', completed: true, notificationPeriod: 0 });
    expect(taskStatus(done, overdue)).toBe('COMPLETED');
    expect(taskStatus(done, current)).toBe('COMPLETED');
    expect(taskStatus(done, active)).toBe('COMPLETED');
    // A routine is never COMPLETED: its status follows its (next) deadline.
    expect(taskStatus(task({ completed: true }), overdue)).toBe('OVERDUE');
  });

  it('3. OVERDUE one millisecond after the deadline, CURRENT at the deadline itself', () => {
    expect(taskStatus(task(), deadline)).toBe('CURRENT');
    expect(taskStatus(task(), ms(deadline, 1))).toBe('OVERDUE');
    expect(taskStatus(task(), at(2028, 1, 1))).toBe('OVERDUE');
    expect(taskStatus(task({ type: 'AD_HOC', notificationPeriod: 0 }), ms(deadline, 1))).toBe('OVERDUE');
  });

  test.each([
    [0, '2027-03-04T23:00:00.000Z', 'Fri 00:00 CET, the deadline’s own day'],
    [1, '2027-03-03T23:00:00.000Z', 'Thu 00:00 CET'],
    [2, '2027-03-02T23:00:00.000Z', 'Wed 00:00 CET'],
    [7, '2027-02-25T23:00:00.000Z', 'Fri a week before, 00:00 CET'],
    [14, '2027-02-18T23:00:00.000Z', 'two weeks before'],
    [30, '2027-02-02T23:00:00.000Z', 'Wed 3 Feb 00:00 CET (5 days of March + 25 of February)'],
  ])(
    '4. CURRENT with notificationPeriod %i from %s (%s); ACTIVE one millisecond before',
    (notificationPeriod, from) => {
      const t = task({ notificationPeriod });
      expect(currentFrom(deadline, notificationPeriod).toISOString()).toBe(from);
      expect(taskStatus(t, new Date(from))).toBe('CURRENT');
      expect(taskStatus(t, ms(new Date(from), -1))).toBe('ACTIVE');
      expect(taskStatus(t, deadline)).toBe('CURRENT');
    },
  );

  test.each([
    // [deadline day, period, CURRENT from (UTC), why]
    [
      '2027-03-30',
      2,
      '2027-03-27T23:00:00.000Z',
      'deadline Tue in CEST; Sun 28 Mar 00:00 is still CET (the change is at 02:00)',
    ],
    [
      '2027-04-02',
      7,
      '2027-03-25T23:00:00.000Z',
      'deadline Fri in CEST; Fri 26 Mar 00:00 CET, not 7 × 24 h before the deadline day (that would be one hour early)',
    ],
    ['2027-03-29', 1, '2027-03-27T23:00:00.000Z', 'deadline Mon after the change; Sun 00:00 CET'],
    ['2027-11-01', 1, '2027-10-30T22:00:00.000Z', 'deadline Mon in CET; Sun 31 Oct 00:00 is still CEST'],
    ['2027-11-05', 7, '2027-10-28T22:00:00.000Z', 'deadline Fri in CET; Fri 29 Oct 00:00 CEST'],
    ['2027-03-28', 0, '2027-03-27T23:00:00.000Z', 'deadline on the change day itself, 23:00 CEST; its 00:00 is CET'],
    ['2027-10-31', 0, '2027-10-30T22:00:00.000Z', 'deadline on the October change day, 23:00 CET; its 00:00 is CEST'],
  ])('4. CURRENT across a DST change: deadline %s, period %i → from %s (%s)', (day, notificationPeriod, from) => {
    const d = deadlineForDate(day);
    const t = task({ deadline: d.toISOString(), notificationPeriod });
    expect(currentFrom(d, notificationPeriod).toISOString()).toBe(from);
    expect(currentFrom(d.toISOString(), notificationPeriod).toISOString()).toBe(from);
    const local = new TZDate(new Date(from).getTime(), TZ);
    expect([local.getHours(), local.getMinutes()]).toEqual([0, 0]);
    expect(taskStatus(t, new Date(from))).toBe('CURRENT');
    expect(taskStatus(t, ms(new Date(from), -1))).toBe('ACTIVE');
  });

  it('5. ACTIVE otherwise (also for an AD_HOC task not done yet)', () => {
    expect(taskStatus(task(), active)).toBe('ACTIVE');
    expect(taskStatus(task({ type: 'AD_HOC', notificationPeriod: 14 }), at(2027, 2, 1))).toBe('ACTIVE');
    expect(taskStatus(task({ type: 'AD_HOC', notificationPeriod: 14 }), at(2027, 2, 19))).toBe('CURRENT');
  });

  it('uses the spec’s Danish names and colours', () => {
    expect(taskStatuses).toEqual(['CURRENT', 'OVERDUE', 'ACTIVE', 'STANDBY', 'COMPLETED']);
    expect(taskStatusInfo).toEqual({
      CURRENT: { label: 'Udføres', colour: 'green' },
      OVERDUE: { label: 'Forsinket', colour: 'yellow' },
      ACTIVE: { label: 'Afventer', colour: 'blue' },
      STANDBY: { label: 'Standby', colour: 'slate' },
      COMPLETED: { label: 'Udført', colour: 'slate' },
    });
    expect(NOT_YET_TEXT).toBe('Skal ikke udføres endnu');
  });
});

describe('canComplete', () => {
  test.each([
    ['CURRENT', true],
    ['OVERDUE', true],
    ['ACTIVE', false],
    ['STANDBY', false],
    ['COMPLETED', false],
  ] as [TaskStatus, boolean][])('%s → %s', (status, expected) => {
    expect(canComplete(status)).toBe(expected);
  });
});

describe('isLate: finishedOn after the deadline (the intended rule, not always false)', () => {
  it('is false before and at the deadline, true one millisecond after', () => {
    expect(isLate(deadline, ms(deadline, -HOUR))).toBe(false);
    expect(isLate(deadline, deadline)).toBe(false);
    expect(isLate(deadline, ms(deadline, 1))).toBe(true);
    expect(isLate(deadline.toISOString(), ms(deadline, 1).toISOString())).toBe(true);
    expect(isLate('2027-03-05T23:00:00+01:00', '2027-03-05T17:00:00-05:00')).toBe(false); // the same instant
  });
});

describe('latenessText: Copenhagen calendar days, as a person counts them', () => {
  test.each([
    ['a day early', 'uden forsinkelse', ms(deadline, -24 * HOUR)],
    ['exactly at the deadline', 'uden forsinkelse', deadline],
    ['one millisecond late', 'forsinket under 1 dag', ms(deadline, 1)],
    ['half an hour late, the same evening (23:30)', 'forsinket under 1 dag', ms(deadline, HOUR / 2)],
    ['a minute before midnight', 'forsinket under 1 dag', at(2027, 3, 5, 23, 59)],
    ['just after midnight (00:01 the next day)', 'forsinket 1 dag', at(2027, 3, 6, 0, 1)],
    ['early the next morning (08:00)', 'forsinket 1 dag', at(2027, 3, 6, 8)],
    ['late the next evening (23:59)', 'forsinket 1 dag', at(2027, 3, 6, 23, 59)],
    ['two days on, in the morning (35 hours)', 'forsinket 2 dage', at(2027, 3, 7, 10)],
    ['Monday morning after a Friday deadline', 'forsinket 3 dage', at(2027, 3, 8, 10)],
    ['ten days on', 'forsinket 10 dage', at(2027, 3, 15, 0, 30)],
  ] as [string, string, Date][])('%s → %s', (_why, text, finishedOn) => {
    expect(latenessText(deadline, finishedOn)).toBe(text);
    expect(latenessText(deadline.toISOString(), finishedOn.toISOString())).toBe(text);
  });

  it("the issue's example: deadline 25 Nov 23:00, done 27 Nov 10:00 reads 'forsinket 2 dage', not 1", () => {
    expect(latenessText(deadlineForDate('2026-11-25'), at(2026, 11, 27, 10))).toBe('forsinket 2 dage');
  });

  it('counts calendar days across DST changes, however long the night', () => {
    // Sat 27 Mar 23:00 CET; the clocks go forward that night (23 h Sunday).
    const march = deadlineForDate('2027-03-27');
    expect(latenessText(march, at(2027, 3, 28, 0, 30))).toBe('forsinket 1 dag');
    expect(latenessText(march, at(2027, 3, 28, 23, 59))).toBe('forsinket 1 dag');
    expect(latenessText(march, at(2027, 3, 29, 0, 0))).toBe('forsinket 2 dage');
    // Sat 30 Oct 23:00 CEST; the clocks go back that night (25 h Sunday).
    const october = deadlineForDate('2027-10-30');
    expect(latenessText(october, ms(october, HOUR / 2))).toBe('forsinket under 1 dag'); // 23:30 CEST
    expect(latenessText(october, at(2027, 10, 31, 2, 30))).toBe('forsinket 1 dag');
    expect(latenessText(october, at(2027, 11, 1, 10))).toBe('forsinket 2 dage');
  });

  it('counts from the Copenhagen day, not the UTC one: 00:30 Copenhagen is still the previous UTC day', () => {
    // Deadline Tue 23:00 CET = 22:00Z; done Wed 00:30 CET = 23:30Z on Tuesday in UTC.
    expect(latenessText(deadlineForDate('2027-01-05'), new Date('2027-01-05T23:30:00Z'))).toBe('forsinket 1 dag');
  });

  it('is consistent with isLate: "uden forsinkelse" exactly when not late', () => {
    for (const delta of [-HOUR, -1, 0, 1, HOUR, 30 * HOUR, 100 * HOUR]) {
      const finishedOn = ms(deadline, delta);
      expect(latenessText(deadline, finishedOn) === 'uden forsinkelse').toBe(!isLate(deadline, finishedOn));
    }
  });
});

describe('calendarDaysBetween', () => {
  it('is the difference of the Copenhagen calendar days, whatever the hours', () => {
    expect(calendarDaysBetween(at(2026, 11, 25, 23), at(2026, 11, 27, 10))).toBe(2);
    expect(calendarDaysBetween(at(2026, 11, 25, 0), at(2026, 11, 25, 23, 59))).toBe(0);
    expect(calendarDaysBetween(at(2027, 3, 27, 23), at(2027, 3, 29, 0, 1))).toBe(2); // over the spring DST night
    expect(calendarDaysBetween(at(2027, 2, 12, 23), at(2027, 2, 5, 23))).toBe(-7);
  });
});
