import { TZDate } from '@date-fns/tz';
import {
  buildOverview,
  daysBetween,
  onboardingSteps,
  type DueRow,
  type OverviewInput,
  type OverviewTask,
} from './overview';
import { deadlineForDate } from './recurrence';
import { noCounters } from './statistics';
import { factKey } from './time-facts';

const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0) => new Date(new TZDate(y, m - 1, d, h, 0, 0, TZ).getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();

const task = (id: string, over: Partial<OverviewTask> = {}): OverviewTask => ({
  id,
  title: `Opgave ${id}`,
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  anchor: iso('2027-01-08'),
  deadline: iso('2027-02-12'),
  notificationPeriod: 1,
  standby: false,
  equipmentStandby: false,
  completed: false,
  deleted: false,
  timeFacts: [],
  target: { kind: 'EQUIPMENT', id: 'e1' },
  responsibleId: 'bo',
  responsibleName: 'Bo',
  ...over,
});
const row = (taskId: string, deadline: string, over: Partial<DueRow> = {}): DueRow => ({
  taskId,
  deadline,
  title: `Opgave ${taskId}`,
  target: { kind: 'LOCATION', id: 'l1' },
  responsibleId: 'bo',
  responsibleName: 'Bo',
  ...over,
});

const now = at(2027, 2, 10, 12); // Wednesday 10 February 2027
const input = (over: Partial<OverviewInput> = {}): OverviewInput => ({
  month: '2027-02',
  now,
  counters: new Map([
    ['2027-01', { tasksDue: 4, tasksCompleted: 4, completedInTime: 3, missed: 1 }],
    ['2027-02', { tasksDue: 3, tasksCompleted: 2, completedInTime: 1, missed: 1 }],
  ]),
  dueRows: [],
  tasks: [],
  subjectName: (target) => (target.kind === 'EQUIPMENT' ? 'Kompressor' : 'Værksted'),
  person: (id, fallback) =>
    id === 'gone' ? { name: fallback, deleted: true } : { name: id === 'bo' ? 'Bo Berg' : fallback, deleted: false },
  onboarding: { members: 2, invitations: 0, equipment: 1, tasks: 1 },
  ...over,
});

describe('buildOverview: the month of a weekly routine and what was recorded', () => {
  const weekly = task('w'); // live deadline Friday 12 February, then 19 and 26 February
  const overview = buildOverview(
    input({
      tasks: [weekly],
      dueRows: [
        row('a', iso('2027-02-01'), {
          completion: { completionId: 'k1', finishedOn: at(2027, 2, 1, 10).toISOString(), late: false },
        }),
        row('b', iso('2027-02-03'), {
          missed: true,
          completion: { completionId: 'k2', finishedOn: at(2027, 2, 4, 10).toISOString(), late: true },
        }),
        row('gone-task', iso('2027-02-05'), { missed: true, responsibleId: 'gone', responsibleName: 'Ulla' }),
      ],
    }),
  );

  it('lists every deadline of the month in order, with repeats of routines still ahead', () => {
    expect(overview.due.map((i) => [i.taskId, i.deadline, i.status])).toEqual([
      ['a', iso('2027-02-01'), 'COMPLETED'],
      ['b', iso('2027-02-03'), 'COMPLETED_LATE'],
      ['gone-task', iso('2027-02-05'), 'MISSED'],
      ['w', iso('2027-02-12'), 'ACTIVE'],
      ['w', iso('2027-02-19'), 'PLANNED'],
      ['w', iso('2027-02-26'), 'PLANNED'],
    ]);
  });

  it('counts the deadlines still ahead with the recorded ones; percent and change from the counters', () => {
    expect(overview.stats).toEqual({
      tasksDue: 3 + 3,
      tasksCompleted: 2,
      percentCompletedInTime: 50,
      changeOnMonth: -25,
      missed: 1,
    });
    expect(overview.current).toBe(true);
  });

  it('a deleted task’s deadline stays, unlinked; a deleted responsible is marked', () => {
    const gone = overview.due.find((i) => i.taskId === 'gone-task')!;
    expect(gone).toMatchObject({
      taskDeleted: true,
      responsible: { id: 'gone', name: 'Ulla', deleted: true },
      subject: { kind: 'LOCATION', name: 'Værksted' },
    });
    expect(overview.due.find((i) => i.taskId === 'w')).toMatchObject({
      taskDeleted: false,
      responsible: { name: 'Bo Berg', deleted: false },
      subject: { name: 'Kompressor' },
    });
  });

  it('the chart holds the 12 months ending with the month; a month without completions has no percent', () => {
    expect(overview.chart.map((p) => p.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(overview.chart.slice(-2)).toEqual([
      { month: '2027-01', tasksCompleted: 4, percentCompletedInTime: 75 },
      { month: '2027-02', tasksCompleted: 2, percentCompletedInTime: 50 },
    ]);
    expect(overview.chart[0]).toEqual({ month: '2026-03', tasksCompleted: 0 });
  });
});

describe('buildOverview: overdue tasks', () => {
  it('lists the tasks overdue now, oldest first, with Copenhagen calendar days overdue; a recorded miss still open shows as Forsinket', () => {
    const late = task('late', { deadline: iso('2027-02-03'), timeFacts: [factKey(iso('2027-02-03'), 'MISSED')] });
    const later = task('later', { type: 'AD_HOC', interval: null, deadline: iso('2027-02-08') });
    const overview = buildOverview(
      input({ tasks: [later, late], dueRows: [row('late', iso('2027-02-03'), { missed: true })] }),
    );
    expect(overview.overdue.map((i) => [i.taskId, i.daysOverdue, i.status])).toEqual([
      ['late', 7, 'OVERDUE'], // Wed 3 Feb 23:00 → Wed 10 Feb
      ['later', 2, 'OVERDUE'], // Mon 8 Feb 23:00 → Wed 10 Feb
    ]);
    expect(overview.due.filter((i) => i.taskId === 'late').map((i) => [i.deadline, i.status])).toEqual([
      [iso('2027-02-03'), 'OVERDUE'],
      [iso('2027-02-12'), 'PLANNED'],
      [iso('2027-02-19'), 'PLANNED'],
      [iso('2027-02-26'), 'PLANNED'],
    ]);
  });

  it('holds the 1,000 oldest of more overdue tasks and says how many there are', () => {
    const late = Array.from({ length: 1001 }, (_, i) =>
      task(`t${String(i).padStart(4, '0')}`, { type: 'AD_HOC', interval: null, deadline: iso('2027-02-03') }),
    );
    const overview = buildOverview(
      input({ tasks: [task('oldest', { type: 'AD_HOC', interval: null, deadline: iso('2027-01-04') }), ...late] }),
    );
    expect(overview.overdueTotal).toBe(1002);
    expect(overview.overdue).toHaveLength(1000);
    expect(overview.overdue[0].taskId).toBe('oldest');
  });

  it('standby and completed tasks are not overdue', () => {
    const overview = buildOverview(
      input({
        tasks: [
          task('s', { deadline: iso('2027-02-03'), standby: true }),
          task('c', { type: 'AD_HOC', interval: null, deadline: iso('2027-02-03'), completed: true }),
        ],
      }),
    );
    expect(overview.overdue).toEqual([]);
  });
});

describe('buildOverview: other months', () => {
  it('a past month is what was recorded (no repeats, nothing added)', () => {
    const overview = buildOverview(
      input({ month: '2027-01', tasks: [task('w')], dueRows: [row('a', iso('2027-01-15'), { missed: true })] }),
    );
    expect(overview.due.map((i) => i.status)).toEqual(['MISSED']);
    expect(overview.stats).toEqual({ tasksDue: 4, tasksCompleted: 4, percentCompletedInTime: 75, missed: 1 });
    expect(overview.current).toBe(false);
  });

  it('last month’s last deadline counts before the morning job has recorded its miss (1 February, 03:00)', () => {
    const jan31 = task('late', { type: 'AD_HOC', interval: null, deadline: iso('2027-01-29') });
    const early = at(2027, 2, 1, 3);
    const before = buildOverview(input({ month: '2027-01', now: early, counters: new Map(), tasks: [jan31] }));
    expect(before.due.map((i) => [i.taskId, i.status])).toEqual([['late', 'OVERDUE']]);
    expect(before.stats.tasksDue).toBe(1);
    const told = { ...jan31, timeFacts: [factKey(jan31.deadline, 'MISSED')] };
    const after = buildOverview(
      input({
        month: '2027-01',
        now: at(2027, 2, 1, 6),
        counters: new Map([['2027-01', { ...noCounters(), tasksDue: 1, missed: 1 }]]),
        tasks: [told],
        dueRows: [row('late', iso('2027-01-29'), { missed: true })],
      }),
    );
    expect(after.due.map((i) => [i.taskId, i.status])).toEqual([['late', 'OVERDUE']]);
    expect(after.stats).toMatchObject({ tasksDue: 1, missed: 1 });
  });

  it('a month of many daily routines holds the first 1,000 deadlines and says how many there are', () => {
    const daily = Array.from({ length: 100 }, (_, i) =>
      task(`d${i}`, { interval: 'DAILY', anchor: iso('2027-02-11'), deadline: iso('2027-02-11') }),
    );
    const overview = buildOverview(input({ tasks: daily }));
    // 11 to 26 February on weekdays (a weekend's deadlines move to Monday; 27 and 28 to 1 March): 12 each.
    expect(overview.dueTotal).toBe(100 * 12);
    expect(overview.due).toHaveLength(1000);
    expect(overview.due[0].deadline).toBe(iso('2027-02-11'));
    expect(overview.due.at(-1)!.deadline).toBe(iso('2027-02-24')); // the first 1,000 in order
    expect(overview.stats.tasksDue).toBe(3 + 100 * 12);
  });

  it('a later month shows the planned deadlines', () => {
    const overview = buildOverview(input({ month: '2027-03', counters: new Map(), tasks: [task('w')] }));
    expect(overview.due.map((i) => i.status)).toEqual(['PLANNED', 'PLANNED', 'PLANNED', 'PLANNED']);
    expect(overview.stats).toEqual({ tasksDue: 4, tasksCompleted: 0, missed: 0 });
    expect(overview.chart.at(-1)).toEqual({ month: '2027-03', tasksCompleted: 0 });
    expect(noCounters()).toEqual({ tasksDue: 0, tasksCompleted: 0, completedInTime: 0, missed: 0 });
  });
});

describe('onboarding (spec 001 §2)', () => {
  it('the three steps: a colleague (joined or invited), equipment, a task; complete when all three are done', () => {
    expect(onboardingSteps({ members: 1, invitations: 0, equipment: 0, tasks: 0 })).toEqual({
      user: false,
      equipment: false,
      task: false,
      complete: false,
    });
    expect(onboardingSteps({ members: 1, invitations: 1, equipment: 1, tasks: 0 })).toEqual({
      user: true,
      equipment: true,
      task: false,
      complete: false,
    });
    expect(onboardingSteps({ members: 2, invitations: 0, equipment: 1, tasks: 1 })).toEqual({
      user: true,
      equipment: true,
      task: true,
      complete: true,
    });
  });
});

describe('daysBetween', () => {
  it('counts Copenhagen calendar days, a daylight-saving night included, never below 0', () => {
    // Sat 27 Mar 23:00 CET: 23:30 the same evening is 0; any time on Sunday (CEST) is 1, Monday 00:00 is 2.
    expect(daysBetween(iso('2027-03-27'), new Date('2027-03-27T22:30:00Z'))).toBe(0);
    expect(daysBetween(iso('2027-03-27'), new Date('2027-03-27T23:30:00Z'))).toBe(1);
    expect(daysBetween(iso('2027-03-27'), new Date('2027-03-28T21:59:00Z'))).toBe(1);
    expect(daysBetween(iso('2027-03-27'), new Date('2027-03-28T22:00:00Z'))).toBe(2);
    expect(daysBetween(iso('2027-02-12'), iso('2027-02-05'))).toBe(0);
  });
});
