import { TZDate } from '@date-fns/tz';
import { event, parseEvent, type DomainEvent, type EventOf } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { statusOf, taskDecider, type TaskCommand, type TaskFields } from './decider';
import { COMPLETED_SINGLE_MESSAGE, WEEKEND_ROUTINE_MESSAGE } from './messages';
import { intervals, reminderOptions } from './intervals';
import { deadlineForDate } from './recurrence';

const TZ = 'Europe/Copenhagen';
/** A Copenhagen wall-clock instant. */
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, 0, TZ).getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();

const now = at(2027, 3, 1, 10); // Mon 1 Mar 2027 10:00 CET
const deadline = iso('2027-03-05'); // Fri 23:00 CET = 2027-03-05T22:00:00.000Z
const fields: TaskFields = {
  title: 'Smør kæden',
  description: 'Kæden på båndsaven smøres og strammes',
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  notificationPeriod: 1, // CURRENT from Thu 00:00
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline,
  files: [],
  countFrom: 'PLAN',
  checklist: [],
};
const create = (over: Partial<TaskFields> = {}, when = now) => ({
  type: 'CreateTask' as const,
  taskId: 't1',
  companyId: 'c1',
  fields: { ...fields, ...over },
  createdBy: 'u1',
  now: when,
});
const createdWith = (over: Partial<TaskFields> = {}) =>
  event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...fields, ...over });
const created = createdWith();
const adHoc = createdWith({ type: 'AD_HOC', interval: null, notificationPeriod: 14 });

const responsible = { id: 'u2', name: 'Bo Berg', isAdmin: false };
const admin = { id: 'u1', name: 'Anna Admin', isAdmin: true };
const stranger = { id: 'u9', name: 'Ulla Udenfor', isAdmin: false };
const complete = (when: Date, by = responsible, noteId: string | null = null) => ({
  type: 'CompleteTask' as const,
  completionId: 'k1',
  by,
  noteId,
  now: when,
});
const completion = (data: Partial<EventOf<'TaskCompleted'>['data']>) =>
  event('TaskCompleted', {
    taskId: 't1',
    title: fields.title,
    type: 'CYCLICAL',
    target: fields.target,
    completionId: 'k1',
    deadline,
    finishedOn: '',
    late: false,
    responsibleId: 'u2',
    responsibleName: 'Bo Berg',
    completedBy: 'u2',
    completedByName: 'Bo Berg',
    nextDeadline: null,
    noteId: null,
    answers: [],
    followUps: [],
    ...data,
  });
const update = (over: Partial<TaskFields>, when = now) => ({
  type: 'UpdateTask' as const,
  fields: { ...fields, ...over },
  now: when,
});
const updated = (over: Partial<TaskFields>) => event('TaskUpdated', { taskId: 't1', ...fields, ...over });
const standby = (type: 'SetTaskStandby' | 'SetEquipmentStandby', on: boolean, newDeadline?: string, when = now) => ({
  type,
  standby: on,
  deadline: newDeadline,
  now: when,
});
const standbyEvent = {
  SetTaskStandby: 'TaskStandbyChanged',
  SetEquipmentStandby: 'TaskEquipmentStandbyChanged',
} as const;

/** Decides on the folded history and returns the new events (each checked against the catalogue). */
function decide(history: DomainEvent[], command: TaskCommand): DomainEvent[] {
  const produced = taskDecider.decide(command, fold(taskDecider, history));
  for (const e of produced) expect(parseEvent(JSON.parse(JSON.stringify(e)))).toEqual(e);
  return produced;
}
/** The nextDeadline a completion at `when` would record after `history`. */
const nextAfter = (history: DomainEvent[], when: Date, by = responsible) => {
  const [done] = decide(history, complete(when, by));
  return done.type === 'TaskCompleted' ? done.data.nextDeadline : undefined;
};
const state = (history: DomainEvent[]) => fold(taskDecider, history)!;

describe('task decider: CreateTask', () => {
  it('creates a routine with a future deadline; the series is anchored on it and the task starts ACTIVE', () => {
    spec(taskDecider).given([]).when(create()).then([created]);
    expect(state([created])).toMatchObject({
      id: 't1',
      companyId: 'c1',
      createdBy: 'u1',
      ...fields,
      anchor: deadline,
      standby: false,
      equipmentStandby: false,
      completed: false,
      lastCompleted: null,
      deleted: false,
    });
    expect(statusOf(state([created]), now)).toBe('ACTIVE');
  });

  it('creates a single task (AD_HOC, no interval)', () => {
    spec(taskDecider)
      .given([])
      .when(create({ type: 'AD_HOC', interval: null, notificationPeriod: 14 }))
      .then([adHoc]);
  });

  it('requires a deadline in the future (DEADLINE_IN_PAST)', () => {
    spec(taskDecider)
      .given([])
      .when(create({ deadline: iso('2027-02-26') }))
      .thenThrows('DEADLINE_IN_PAST');
    spec(taskDecider)
      .given([])
      .when(create({ deadline: now.toISOString() }))
      .thenThrows('DEADLINE_IN_PAST');
    const justAhead = new Date(now.getTime() + 1).toISOString();
    spec(taskDecider)
      .given([])
      .when(create({ deadline: justAhead }))
      .then([createdWith({ deadline: justAhead })]);
    // Today at 23:00 is still ahead at 10:00.
    spec(taskDecider)
      .given([])
      .when(create({ deadline: iso('2027-03-01') }))
      .then([createdWith({ deadline: iso('2027-03-01') })]);
  });

  it('a routine needs an interval (INTERVAL_REQUIRED)', () => {
    spec(taskDecider)
      .given([])
      .when(create({ interval: null }))
      .thenThrows('INTERVAL_REQUIRED');
  });

  it('a single task has no interval (INTERVAL_NOT_ALLOWED)', () => {
    spec(taskDecider)
      .given([])
      .when(create({ type: 'AD_HOC', interval: 'WEEKLY' }))
      .thenThrows('INTERVAL_NOT_ALLOWED');
  });

  const reminderCases = [...intervals, null].flatMap((interval) =>
    [0, 1, 2, 3, 7, 14, 30].map((days) => [interval, days, reminderOptions(interval).includes(days)] as const),
  );
  test.each(reminderCases)(
    'interval %s with a reminder %i days before: allowed %s (else REMINDER_NOT_ALLOWED)',
    (interval, days, allowed) => {
      const over = {
        type: interval ? ('CYCLICAL' as const) : ('AD_HOC' as const),
        interval,
        notificationPeriod: days,
      };
      if (allowed)
        spec(taskDecider)
          .given([])
          .when(create(over))
          .then([createdWith(over)]);
      else spec(taskDecider).given([]).when(create(over)).thenThrows('REMINDER_NOT_ALLOWED');
    },
  );

  it('a routine is due on a weekday: a Saturday or Sunday deadline is refused in Danish (DEADLINE_ON_WEEKEND); a single task may have one', () => {
    for (const day of ['2027-03-06', '2027-03-07']) {
      spec(taskDecider)
        .given([])
        .when(create({ deadline: iso(day) }))
        .thenThrows('DEADLINE_ON_WEEKEND');
      spec(taskDecider)
        .given([])
        .when(create({ type: 'AD_HOC', interval: null, notificationPeriod: 14, deadline: iso(day) }))
        .then([createdWith({ type: 'AD_HOC', interval: null, notificationPeriod: 14, deadline: iso(day) })]);
    }
    expect(() => taskDecider.decide(create({ deadline: iso('2027-03-06') }), null)).toThrow(
      expect.objectContaining({ kind: 'invalid', fields: { deadline: WEEKEND_ROUTINE_MESSAGE } }),
    );
    expect(WEEKEND_ROUTINE_MESSAGE).toBe(
      'Vælg en hverdag (mandag til fredag). En rutine kan ikke have deadline en lørdag eller søndag.',
    );
  });

  it('the weekend is the Copenhagen one: Friday 23:00 and Monday 00:30 are weekdays there, though not in UTC', () => {
    spec(taskDecider)
      .given([])
      .when(create({ deadline: '2027-03-05T22:00:00.000Z' }))
      .then([createdWith({ deadline: '2027-03-05T22:00:00.000Z' })]); // Fri 23:00
    spec(taskDecider)
      .given([])
      .when(create({ deadline: '2027-03-07T23:30:00.000Z' }))
      .then([createdWith({ deadline: '2027-03-07T23:30:00.000Z' })]); // Mon 00:30, Sun in UTC
    spec(taskDecider)
      .given([])
      .when(create({ deadline: '2027-03-05T23:30:00.000Z' }))
      .thenThrows('DEADLINE_ON_WEEKEND'); // Sat 00:30, Fri in UTC
    // Summer time: Sunday 23:00 CEST is 21:00Z.
    spec(taskDecider)
      .given([])
      .when(create({ deadline: iso('2027-04-04') }))
      .thenThrows('DEADLINE_ON_WEEKEND');
  });

  it('refuses to create the same task twice (TASK_EXISTS), also after it was deleted', () => {
    spec(taskDecider).given([created]).when(create()).thenThrows('TASK_EXISTS');
    spec(taskDecider)
      .given([created, event('TaskDeleted', { taskId: 't1' })])
      .when(create())
      .thenThrows('TASK_EXISTS');
  });
});

describe('task decider: UpdateTask', () => {
  it('edits the fields', () => {
    const over = {
      title: 'Smør og stram kæden',
      description: 'Ny beskrivelse',
      notificationPeriod: 2,
      target: { kind: 'LOCATION' as const, id: 'l1' },
      files: ['f1---manual.pdf'],
    };
    spec(taskDecider)
      .given([created])
      .when(update(over))
      .then([updated(over)]);
    expect(state([created, updated(over)])).toMatchObject(over);
  });

  it('keeps the type even if the command says otherwise', () => {
    // A routine stays a routine (and keeps needing its interval).
    spec(taskDecider)
      .given([created])
      .when(update({ type: 'AD_HOC' }))
      .then([updated({ type: 'CYCLICAL' })]);
    spec(taskDecider)
      .given([created])
      .when(update({ type: 'AD_HOC', interval: null }))
      .thenThrows('INTERVAL_REQUIRED');
    // A single task stays single (and may not get an interval).
    const single = { type: 'AD_HOC' as const, interval: null, notificationPeriod: 14 };
    spec(taskDecider)
      .given([adHoc])
      .when(update({ ...single, type: 'CYCLICAL' }))
      .then([updated(single)]);
    spec(taskDecider)
      .given([adHoc])
      .when(update({ ...single, type: 'CYCLICAL', interval: 'WEEKLY', notificationPeriod: 1 }))
      .thenThrows('INTERVAL_NOT_ALLOWED');
  });

  it('checks the reminder against the (new) interval', () => {
    spec(taskDecider)
      .given([created])
      .when(update({ interval: 'DAILY' }))
      .thenThrows('REMINDER_NOT_ALLOWED'); // 1 day: DAILY allows only 0
    spec(taskDecider)
      .given([created])
      .when(update({ notificationPeriod: 7 }))
      .thenThrows('REMINDER_NOT_ALLOWED'); // WEEKLY: 0, 1, 2
    spec(taskDecider)
      .given([created])
      .when(update({ interval: 'YEARLY', notificationPeriod: 30 }))
      .then([updated({ interval: 'YEARLY', notificationPeriod: 30 })]);
  });

  it('a changed deadline must be in the future', () => {
    spec(taskDecider)
      .given([created])
      .when(update({ deadline: iso('2027-02-26') }))
      .thenThrows('DEADLINE_IN_PAST');
    spec(taskDecider)
      .given([created])
      .when(update({ deadline: now.toISOString() }))
      .thenThrows('DEADLINE_IN_PAST');
    spec(taskDecider)
      .given([created])
      .when(update({ deadline: iso('2027-03-10') }))
      .then([updated({ deadline: iso('2027-03-10') })]);
  });

  it("a routine's new deadline must be a weekday; an unchanged one is not checked again", () => {
    spec(taskDecider)
      .given([created])
      .when(update({ deadline: iso('2027-03-13') }))
      .thenThrows('DEADLINE_ON_WEEKEND');
    spec(taskDecider)
      .given([created])
      .when(update({ deadline: iso('2027-03-14'), type: 'AD_HOC' }))
      .thenThrows('DEADLINE_ON_WEEKEND'); // the type is the routine's
    spec(taskDecider)
      .given([adHoc])
      .when(update({ type: 'AD_HOC', interval: null, notificationPeriod: 14, deadline: iso('2027-03-13') }))
      .then([updated({ type: 'AD_HOC', interval: null, notificationPeriod: 14, deadline: iso('2027-03-13') })]);
    // A routine saved on a Sunday before this rule keeps its deadline through an edit of its title.
    const legacy = createdWith({ deadline: iso('2027-03-07') });
    spec(taskDecider)
      .given([legacy])
      .when(update({ title: 'Ny titel', deadline: iso('2027-03-07') }))
      .then([updated({ title: 'Ny titel', deadline: iso('2027-03-07') })]);
  });

  it('a completed single task is not edited (409 TASK_COMPLETED, in Danish); a routine completed once still is', () => {
    const done = completion({ type: 'AD_HOC', finishedOn: at(2027, 3, 5, 10).toISOString(), noteId: null });
    const single = { type: 'AD_HOC' as const, interval: null, notificationPeriod: 14 };
    spec(taskDecider)
      .given([adHoc, done])
      .when(update({ ...single, title: 'Ny titel' }))
      .thenThrows('TASK_COMPLETED');
    expect(() => taskDecider.decide(update({ ...single }), state([adHoc, done]))).toThrow(
      expect.objectContaining({ kind: 'conflict', message: COMPLETED_SINGLE_MESSAGE }),
    );
    spec(taskDecider)
      .given([adHoc])
      .when(update({ ...single, title: 'Ny titel' }))
      .then([updated({ ...single, title: 'Ny titel' })]);
    const routineDone = completion({ finishedOn: at(2027, 3, 5, 10).toISOString(), nextDeadline: iso('2027-03-12') });
    spec(taskDecider)
      .given([created, routineDone])
      .when(update({ title: 'Ny titel', deadline: iso('2027-03-12') }))
      .then([updated({ title: 'Ny titel', deadline: iso('2027-03-12') })]);
  });

  it('an unchanged deadline may lie in the past (an OVERDUE task can still be edited)', () => {
    const later = at(2027, 3, 9, 10); // the Friday deadline has passed
    expect(statusOf(state([created]), later)).toBe('OVERDUE');
    spec(taskDecider)
      .given([created])
      .when(update({ title: 'Ny titel' }, later))
      .then([updated({ title: 'Ny titel' })]);
    // … also when the same instant is written differently (compared as instants, not strings)
    spec(taskDecider)
      .given([created])
      .when(update({ deadline: '2027-03-05T23:00:00+01:00' }, later))
      .then([updated({ deadline: '2027-03-05T23:00:00+01:00' })]);
    expect(state([created, updated({ deadline: '2027-03-05T22:00:00Z' })]).anchor).toBe(deadline); // not re-anchored
  });

  it('a new deadline re-anchors the series (seen in the next completion)', () => {
    // Monthly from Wed 31 Mar; the deadline moves to Thu 15 Apr. Completed on 15 Apr:
    // re-anchored → 15 May is a Saturday → Mon 17 May. (The old anchor would give 30 Apr.)
    const monthly = createdWith({ interval: 'MONTHLY', deadline: iso('2027-03-31') });
    const moved = event('TaskUpdated', { taskId: 't1', ...fields, interval: 'MONTHLY', deadline: iso('2027-04-15') });
    expect(decide([monthly], update({ interval: 'MONTHLY', deadline: iso('2027-04-15') }))).toEqual([moved]);
    expect(state([monthly, moved]).anchor).toBe(iso('2027-04-15'));
    expect(nextAfter([monthly, moved], at(2027, 4, 15, 10))).toBe(iso('2027-05-17'));
  });

  it('a new interval re-anchors the series on the current deadline (seen in the next completion)', () => {
    // Weekly from Fri 5 Mar, completed → 12 Mar. Then monthly: anchored on 12 Mar → next 12 Apr (Mon).
    // (The old anchor 5 Mar would give 5 Apr.)
    const done = completion({ finishedOn: at(2027, 3, 5, 10).toISOString(), nextDeadline: iso('2027-03-12') });
    expect(decide([created], complete(at(2027, 3, 5, 10)))).toEqual([done]);
    const toMonthly = updated({ interval: 'MONTHLY', deadline: iso('2027-03-12') });
    expect(
      decide([created, done], update({ interval: 'MONTHLY', deadline: iso('2027-03-12') }, at(2027, 3, 8))),
    ).toEqual([toMonthly]);
    expect(state([created, done, toMonthly]).anchor).toBe(iso('2027-03-12'));
    expect(nextAfter([created, done, toMonthly], at(2027, 3, 12, 10))).toBe(iso('2027-04-12'));
  });

  it('an edit changing neither deadline nor interval keeps the anchor (seen in the next completion)', () => {
    // Monthly from Fri 29 Jan: next is Sun 28 Feb → Mon 1 Mar. Renamed on 1 Mar, then completed:
    // from the kept anchor → Mon 29 Mar. (Re-anchored on 1 Mar it would be Thu 1 Apr.)
    const early = at(2027, 1, 4, 10);
    const monthly = createdWith({ interval: 'MONTHLY', deadline: iso('2027-01-29') });
    const [done] = decide([monthly], complete(at(2027, 1, 29, 10)));
    expect(done).toMatchObject({ data: { nextDeadline: iso('2027-03-01'), late: false } });
    const renamed = updated({ title: 'Nyt navn', interval: 'MONTHLY', deadline: iso('2027-03-01') });
    expect(
      decide([monthly, done], update({ title: 'Nyt navn', interval: 'MONTHLY', deadline: iso('2027-03-01') }, early)),
    ).toEqual([renamed]);
    expect(state([monthly, done, renamed]).anchor).toBe(iso('2027-01-29'));
    expect(nextAfter([monthly, done, renamed], at(2027, 3, 1, 10))).toBe(iso('2027-03-29'));
  });
});

describe.each(['SetTaskStandby', 'SetEquipmentStandby'] as const)('task decider: %s', (command) => {
  const type = standbyEvent[command];
  const on = event(type, { taskId: 't1', standby: true });
  const later = at(2027, 3, 10, 10); // Wed, after the old Friday deadline

  it('puts the task on standby: STANDBY, and it cannot be completed even when overdue', () => {
    spec(taskDecider).given([created]).when(standby(command, true)).then([on]);
    expect(statusOf(state([created, on]), later)).toBe('STANDBY');
    spec(taskDecider).given([created, on]).when(complete(later)).thenThrows('TASK_NOT_DUE');
  });

  it('repeating the same standby gives no events', () => {
    spec(taskDecider).given([created, on]).when(standby(command, true)).then([]);
    spec(taskDecider)
      .given([created])
      .when(standby(command, false, iso('2027-03-12')))
      .then([]);
  });

  it('reactivation requires a new deadline (DEADLINE_REQUIRED) in the future (DEADLINE_IN_PAST)', () => {
    spec(taskDecider)
      .given([created, on])
      .when(standby(command, false, undefined, later))
      .thenThrows('DEADLINE_REQUIRED');
    spec(taskDecider)
      .given([created, on])
      .when(standby(command, false, deadline, later))
      .thenThrows('DEADLINE_IN_PAST');
    spec(taskDecider)
      .given([created, on])
      .when(standby(command, false, later.toISOString(), later))
      .thenThrows('DEADLINE_IN_PAST');
  });

  it('reactivation sets the deadline and re-anchors the series (seen in the next completion)', () => {
    // Weekly, was Fridays; reactivated on Wed 10 Mar with Wed 17 Mar → completing it gives Wed 24 Mar.
    const off = event(type, { taskId: 't1', standby: false, deadline: iso('2027-03-17') });
    spec(taskDecider)
      .given([created, on])
      .when(standby(command, false, iso('2027-03-17'), later))
      .then([off]);
    expect(state([created, on, off])).toMatchObject({ deadline: iso('2027-03-17'), anchor: iso('2027-03-17') });
    expect(statusOf(state([created, on, off]), later)).toBe('ACTIVE');
    expect(nextAfter([created, on, off], at(2027, 3, 17, 10))).toBe(iso('2027-03-24'));
  });

  it('a routine is reactivated on a weekday only (DEADLINE_ON_WEEKEND); a single task on any day', () => {
    spec(taskDecider)
      .given([created, on])
      .when(standby(command, false, iso('2027-03-13'), later))
      .thenThrows('DEADLINE_ON_WEEKEND');
    const single = createdWith({ type: 'AD_HOC', interval: null, notificationPeriod: 14 });
    spec(taskDecider)
      .given([single, on])
      .when(standby(command, false, iso('2027-03-13'), later))
      .then([event(type, { taskId: 't1', standby: false, deadline: iso('2027-03-13') })]);
  });

  it('a completed single task is reactivated without a deadline (it stays COMPLETED)', () => {
    const done = completion({ type: 'AD_HOC', finishedOn: at(2027, 3, 5, 10).toISOString(), noteId: null });
    const history = [adHoc, done, on];
    const off = event(type, { taskId: 't1', standby: false });
    spec(taskDecider)
      .given(history)
      .when(standby(command, false, undefined, later))
      .then([off]);
    expect(statusOf(state([...history, off]), later)).toBe('COMPLETED');
  });

  it('unknown or deleted task: TASK_NOT_FOUND', () => {
    spec(taskDecider).given([]).when(standby(command, true)).thenThrows('TASK_NOT_FOUND');
    spec(taskDecider)
      .given([created, event('TaskDeleted', { taskId: 't1' })])
      .when(standby(command, true))
      .thenThrows('TASK_NOT_FOUND');
  });
});

describe('task decider: own and equipment standby together', () => {
  it('stays STANDBY until both are lifted', () => {
    const later = at(2027, 3, 10, 10);
    const history: DomainEvent[] = [
      created,
      event('TaskStandbyChanged', { taskId: 't1', standby: true }),
      event('TaskEquipmentStandbyChanged', { taskId: 't1', standby: true }),
    ];
    const ownOff = decide(history, standby('SetTaskStandby', false, iso('2027-03-11'), later));
    expect(statusOf(state([...history, ...ownOff]), later)).toBe('STANDBY');
    spec(taskDecider)
      .given([...history, ...ownOff])
      .when(complete(at(2027, 3, 11, 10)))
      .thenThrows('TASK_NOT_DUE');
    const equipmentOff = decide(
      [...history, ...ownOff],
      standby('SetEquipmentStandby', false, iso('2027-03-12'), later),
    );
    expect(state([...history, ...ownOff, ...equipmentOff])).toMatchObject({
      standby: false,
      equipmentStandby: false,
      deadline: iso('2027-03-12'),
    });
    expect(statusOf(state([...history, ...ownOff, ...equipmentOff]), at(2027, 3, 11, 10))).toBe('CURRENT');
  });
});

describe('task decider: CompleteTask', () => {
  const thursday = at(2027, 3, 4, 10); // CURRENT (1 day before the Friday deadline)
  const saturday = at(2027, 3, 6, 10); // OVERDUE

  it('only the responsible or an admin: another user gets TASK_NOT_FOUND (even when due or not due)', () => {
    spec(taskDecider).given([created]).when(complete(thursday, stranger)).thenThrows('TASK_NOT_FOUND');
    spec(taskDecider).given([created]).when(complete(now, stranger)).thenThrows('TASK_NOT_FOUND');
  });

  it('an ACTIVE task is not due (TASK_NOT_DUE)', () => {
    expect(statusOf(state([created]), now)).toBe('ACTIVE');
    spec(taskDecider).given([created]).when(complete(now)).thenThrows('TASK_NOT_DUE');
    spec(taskDecider).given([created]).when(complete(now, admin)).thenThrows('TASK_NOT_DUE');
    spec(taskDecider)
      .given([created])
      .when(complete(new Date(at(2027, 3, 4).getTime() - 1)))
      .thenThrows('TASK_NOT_DUE'); // Wed 23:59:59.999
  });

  it('CURRENT, on time: late false, the next deadline one week on, the note kept', () => {
    const done = completion({
      finishedOn: thursday.toISOString(),
      late: false,
      nextDeadline: iso('2027-03-12'),
      noteId: 'n1',
    });
    spec(taskDecider)
      .given([created])
      .when(complete(thursday, responsible, 'n1'))
      .then([done]);
    expect(state([created, done])).toMatchObject({
      deadline: iso('2027-03-12'),
      anchor: deadline,
      lastCompleted: thursday.toISOString(),
      completed: false,
    });
    expect(statusOf(state([created, done]), thursday)).toBe('ACTIVE');
  });

  it('completed exactly at the deadline is on time', () => {
    const atDeadline = new Date(deadline);
    spec(taskDecider)
      .given([created])
      .when(complete(atDeadline))
      .then([completion({ finishedOn: deadline, late: false, nextDeadline: iso('2027-03-12') })]);
  });

  it('an admin completes it: who did it and the responsible at that moment are both recorded', () => {
    spec(taskDecider)
      .given([created])
      .when(complete(thursday, admin))
      .then([
        completion({
          finishedOn: thursday.toISOString(),
          nextDeadline: iso('2027-03-12'),
          completedBy: 'u1',
          completedByName: 'Anna Admin',
        }),
      ]);
  });

  it('OVERDUE: late true; a Friday deadline completed on Saturday is next due the following Friday', () => {
    expect(statusOf(state([created]), saturday)).toBe('OVERDUE');
    spec(taskDecider)
      .given([created])
      .when(complete(saturday))
      .then([completion({ finishedOn: saturday.toISOString(), late: true, nextDeadline: iso('2027-03-12') })]);
    const oneMsLate = new Date(new Date(deadline).getTime() + 1);
    spec(taskDecider)
      .given([created])
      .when(complete(oneMsLate))
      .then([completion({ finishedOn: oneMsLate.toISOString(), late: true, nextDeadline: iso('2027-03-12') })]);
  });

  it('OVERDUE for weeks: the missed deadlines are skipped', () => {
    const sat20 = at(2027, 3, 20, 10);
    spec(taskDecider)
      .given([created])
      .when(complete(sat20))
      .then([completion({ finishedOn: sat20.toISOString(), late: true, nextDeadline: iso('2027-03-26') })]);
  });

  it('the responsible recorded is the one at the moment of completion', () => {
    const changed = event('TaskResponsibleChanged', {
      taskId: 't1',
      responsibleId: 'u3',
      responsibleName: 'Carl Clausen',
    });
    spec(taskDecider).given([created, changed]).when(complete(thursday, responsible)).thenThrows('TASK_NOT_FOUND'); // no longer theirs
    spec(taskDecider)
      .given([created, changed])
      .when(complete(thursday, { id: 'u3', name: 'Carl Clausen', isAdmin: false }))
      .then([
        completion({
          finishedOn: thursday.toISOString(),
          nextDeadline: iso('2027-03-12'),
          responsibleId: 'u3',
          responsibleName: 'Carl Clausen',
          completedBy: 'u3',
          completedByName: 'Carl Clausen',
        }),
      ]);
  });

  it('a chain of completions follows the series', () => {
    const history: DomainEvent[] = [created];
    const seen: (string | null | undefined)[] = [];
    for (const when of [at(2027, 3, 5, 9), at(2027, 3, 13, 9), at(2027, 3, 18, 9), at(2027, 3, 26, 22)]) {
      const produced = decide(history, complete(when));
      history.push(...produced);
      seen.push(state(history).deadline);
    }
    // on time → 12 Mar; late Sat 13 → 19 Mar; early Thu 18 → 26 Mar; on time Fri 26 22:00 → Fri 2 Apr,
    // across the change to CEST on 28 Mar: still 23:00 local, now 21:00 UTC
    expect(seen).toEqual([iso('2027-03-12'), iso('2027-03-19'), iso('2027-03-26'), '2027-04-02T21:00:00.000Z']);
    expect(
      history.filter((e) => e.type === 'TaskCompleted').map((e) => e.type === 'TaskCompleted' && e.data.late),
    ).toEqual([false, true, false, false]);
  });

  it('AD_HOC: becomes COMPLETED with no next deadline; a second completion is refused', () => {
    const when = at(2027, 2, 25, 10); // CURRENT: 14 days' reminder
    const done = completion({ type: 'AD_HOC', finishedOn: when.toISOString(), late: false, nextDeadline: null });
    spec(taskDecider).given([adHoc]).when(complete(when)).then([done]);
    expect(state([adHoc, done])).toMatchObject({ completed: true, deadline, lastCompleted: when.toISOString() });
    expect(statusOf(state([adHoc, done]), when)).toBe('COMPLETED');
    spec(taskDecider)
      .given([adHoc, done])
      .when(complete(at(2027, 3, 6, 10)))
      .thenThrows('TASK_NOT_DUE');
    spec(taskDecider)
      .given([adHoc, done])
      .when(complete(at(2027, 3, 6, 10), admin))
      .thenThrows('TASK_NOT_DUE');
  });

  it('AD_HOC done late is late', () => {
    spec(taskDecider)
      .given([adHoc])
      .when(complete(saturday))
      .then([completion({ type: 'AD_HOC', finishedOn: saturday.toISOString(), late: true, nextDeadline: null })]);
  });
});

describe('task decider: ChangeResponsible', () => {
  it('hands the task to someone else', () => {
    const changed = event('TaskResponsibleChanged', {
      taskId: 't1',
      responsibleId: 'u3',
      responsibleName: 'Carl Clausen',
    });
    spec(taskDecider)
      .given([created])
      .when({ type: 'ChangeResponsible', responsibleId: 'u3', responsibleName: 'Carl Clausen' })
      .then([changed]);
    expect(state([created, changed])).toMatchObject({ responsibleId: 'u3', responsibleName: 'Carl Clausen' });
  });

  it('the same person: no event', () => {
    spec(taskDecider)
      .given([created])
      .when({ type: 'ChangeResponsible', responsibleId: 'u2', responsibleName: 'Bo Berg' })
      .then([]);
  });
});

describe('task decider: DeleteTask', () => {
  const deleted = event('TaskDeleted', { taskId: 't1' });

  it('deletes the task', () => {
    spec(taskDecider).given([created]).when({ type: 'DeleteTask' }).then([deleted]);
    expect(state([created, deleted]).deleted).toBe(true);
  });

  const commands: TaskCommand[] = [
    update({ title: 'x' }),
    standby('SetTaskStandby', true),
    standby('SetTaskStandby', false, iso('2027-03-12')),
    standby('SetEquipmentStandby', true),
    standby('SetEquipmentStandby', false, iso('2027-03-12')),
    complete(at(2027, 3, 4, 10)),
    complete(at(2027, 3, 4, 10), admin),
    { type: 'ChangeResponsible', responsibleId: 'u3', responsibleName: 'Carl Clausen' },
    { type: 'ChangeResponsible', responsibleId: 'u2', responsibleName: 'Bo Berg' },
    { type: 'DeleteTask' },
  ];
  test.each(commands.map((c) => [c.type, c] as const))('after deletion %s → TASK_NOT_FOUND', (_type, command) => {
    spec(taskDecider).given([created, deleted]).when(command).thenThrows('TASK_NOT_FOUND');
  });
  test.each(commands.map((c) => [c.type, c] as const))('an unknown task: %s → TASK_NOT_FOUND', (_type, command) => {
    spec(taskDecider).given([]).when(command).thenThrows('TASK_NOT_FOUND');
  });
});

describe('task events in the catalogue', () => {
  it('every event the decider produces above matches its schema (checked in decide()); the fixtures do too', () => {
    const fixtures: DomainEvent[] = [
      created,
      adHoc,
      updated({ title: 'x' }),
      event('TaskStandbyChanged', { taskId: 't1', standby: true }),
      event('TaskStandbyChanged', { taskId: 't1', standby: false, deadline }),
      event('TaskEquipmentStandbyChanged', { taskId: 't1', standby: false }),
      completion({ finishedOn: deadline, nextDeadline: iso('2027-03-12'), noteId: 'n1' }),
      event('TaskResponsibleChanged', { taskId: 't1', responsibleId: 'u3', responsibleName: 'Carl Clausen' }),
      event('TaskDeleted', { taskId: 't1' }),
    ];
    for (const e of fixtures) expect(parseEvent(JSON.parse(JSON.stringify(e)))).toEqual(e);
  });

  it('rejects a completion without its lateness or a task without a target', () => {
    const { late: _late, ...noLate } = completion({ finishedOn: deadline }).data;
    expect(() => parseEvent({ type: 'TaskCompleted', version: 1, data: noLate })).toThrow();
    const { target: _target, ...noTarget } = created.data;
    expect(() => parseEvent({ type: 'TaskCreated', version: 1, data: noTarget })).toThrow();
  });

  it('events that are not the task’s leave its state alone', () => {
    const other = event('LocationTaskAdded', { locationId: 'l1', taskId: 't1' });
    expect(state([created, other])).toEqual(state([created]));
    expect(fold(taskDecider, [other])).toBeNull();
  });
});
