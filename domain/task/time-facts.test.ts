import { TZDate } from '@date-fns/tz';
import { event, parseEvent, type DomainEvent } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { taskDecider, type TaskFields } from './decider';
import { deadlineForDate } from './recurrence';
import { factKey } from './time-facts';

/** Time passing recorded as facts (decision 022 "Time passing is recorded"), decided by the task. */
const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, 0, TZ).getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();

const fields: TaskFields = {
  title: 'Smør kæden',
  description: 'Kæden på båndsaven smøres',
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  notificationPeriod: 1,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline: iso('2027-03-05'), // Friday 23:00 CET
  files: [],
  countFrom: 'PLAN',
  checklist: [],
};
const created = (over: Partial<TaskFields> = {}) =>
  event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...fields, ...over });
const snapshot = (deadline: string, over: Partial<TaskFields> = {}) => ({
  taskId: 't1',
  deadline,
  title: over.title ?? fields.title,
  type: over.type ?? fields.type,
  target: fields.target,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
});
const due = (deadline: string, noticeFrom: Date, over: Partial<TaskFields> = {}) =>
  event('TaskBecameDue', { ...snapshot(deadline, over), at: noticeFrom.toISOString() });
const missed = (deadline: string, over: Partial<TaskFields> = {}) =>
  event('TaskDeadlineMissed', snapshot(deadline, over));
const record = (now: Date) => ({ type: 'RecordTimePassed' as const, now });
const completed = (deadline: string, finishedOn: Date, nextDeadline: string | null) =>
  event('TaskCompleted', {
    taskId: 't1',
    title: fields.title,
    type: 'CYCLICAL',
    target: fields.target,
    completionId: `k-${finishedOn.toISOString()}`,
    deadline,
    finishedOn: finishedOn.toISOString(),
    late: finishedOn > new Date(deadline),
    responsibleId: 'u2',
    responsibleName: 'Bo Berg',
    completedBy: 'u2',
    completedByName: 'Bo Berg',
    nextDeadline,
    noteId: null,
    answers: [],
    followUps: [],
  });

const D = fields.deadline;
const thursday = at(2027, 3, 4); // the notice period (1 day) starts Thursday 00:00

/** The events a run at `now` records after `history`, each checked against the catalogue. */
function run(history: DomainEvent[], now: Date): DomainEvent[] {
  const produced = taskDecider.decide(record(now), fold(taskDecider, history));
  for (const e of produced) expect(parseEvent(JSON.parse(JSON.stringify(e)))).toEqual(e);
  return produced;
}

describe('RecordTimePassed: the notice period and the deadline', () => {
  it('records nothing while the task waits (ACTIVE)', () => {
    spec(taskDecider)
      .given([created()])
      .when(record(at(2027, 3, 3, 23, 59)))
      .then([]);
  });

  it('records TaskBecameDue at the start of the notice period, with the time it began, not the time of the run', () => {
    spec(taskDecider)
      .given([created()])
      .when(record(at(2027, 3, 4, 6)))
      .then([due(D, thursday)]);
    spec(taskDecider)
      .given([created()])
      .when(record(thursday))
      .then([due(D, thursday)]);
  });

  it('a second run on the same day records nothing more', () => {
    spec(taskDecider)
      .given([created(), due(D, thursday)])
      .when(record(at(2027, 3, 4, 6, 5)))
      .then([]);
    spec(taskDecider)
      .given([created(), due(D, thursday)])
      .when(record(at(2027, 3, 5, 22, 59)))
      .then([]);
  });

  it('records TaskDeadlineMissed once the deadline has passed, and only once', () => {
    spec(taskDecider)
      .given([created(), due(D, thursday)])
      .when(record(at(2027, 3, 5, 23, 0)))
      .then([]);
    spec(taskDecider)
      .given([created(), due(D, thursday)])
      .when(record(at(2027, 3, 5, 23, 1)))
      .then([missed(D)]);
    spec(taskDecider)
      .given([created(), due(D, thursday), missed(D)])
      .when(record(at(2027, 3, 12, 6)))
      .then([]);
  });

  it('a job that skipped days catches up: both facts at once, in the order they happened', () => {
    spec(taskDecider)
      .given([created()])
      .when(record(at(2027, 3, 8, 6)))
      .then([due(D, thursday), missed(D)]);
  });

  it('reminder period 0 means the deadline’s own day', () => {
    const sameDay = created({ notificationPeriod: 0 });
    spec(taskDecider)
      .given([sameDay])
      .when(record(at(2027, 3, 4, 23, 59)))
      .then([]);
    spec(taskDecider)
      .given([sameDay])
      .when(record(at(2027, 3, 5, 6)))
      .then([due(D, at(2027, 3, 5))]);
  });

  it('the facts carry the task as it was (title, type, target, responsible), so history keeps them after edits', () => {
    const [fact] = run([created({ title: 'Gammel titel' })], thursday);
    expect(fact).toEqual(due(D, thursday, { title: 'Gammel titel' }));
  });
});

describe('RecordTimePassed: tasks that get none', () => {
  it('a task on standby (its own or its equipment’s) gets no facts, even past its deadline', () => {
    spec(taskDecider)
      .given([created(), event('TaskStandbyChanged', { taskId: 't1', standby: true })])
      .when(record(at(2027, 3, 8)))
      .then([]);
    spec(taskDecider)
      .given([created(), event('TaskEquipmentStandbyChanged', { taskId: 't1', standby: true })])
      .when(record(at(2027, 3, 8)))
      .then([]);
  });

  it('a completed single task gets none', () => {
    const single = created({ type: 'AD_HOC', interval: null });
    const done = {
      ...completed(D, at(2027, 3, 4, 12), null),
      data: { ...completed(D, at(2027, 3, 4, 12), null).data, type: 'AD_HOC' as const },
    };
    spec(taskDecider)
      .given([single, due(D, thursday, { type: 'AD_HOC' }), done])
      .when(record(at(2027, 3, 8)))
      .then([]);
  });

  it('a deleted task refuses (the job skips it)', () => {
    spec(taskDecider)
      .given([created(), event('TaskDeleted', { taskId: 't1' })])
      .when(record(at(2027, 3, 8)))
      .thenThrows('TASK_NOT_FOUND');
  });
});

describe('RecordTimePassed: the task changed between runs', () => {
  it('a completed routine moves on: the next deadline gets its own facts', () => {
    const next = iso('2027-03-12');
    const history = [created(), due(D, thursday), completed(D, at(2027, 3, 5, 10), next)];
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 10, 6)))
      .then([]);
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 11, 6)))
      .then([due(next, at(2027, 3, 11))]);
  });

  it('a deadline edited after its notice began gets its own facts; the old one none', () => {
    const later = iso('2027-03-19');
    const history = [created(), due(D, thursday), event('TaskUpdated', { taskId: 't1', ...fields, deadline: later })];
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 8, 6)))
      .then([]);
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 20, 6)))
      .then([due(later, at(2027, 3, 18)), missed(later)]);
  });

  it('a deadline moved away and back is not told twice (at most once per task, deadline and fact)', () => {
    const later = iso('2027-03-19');
    const history = [
      created(),
      due(D, thursday),
      event('TaskUpdated', { taskId: 't1', ...fields, deadline: later }),
      event('TaskUpdated', { taskId: 't1', ...fields, deadline: D }),
    ];
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 5, 6)))
      .then([]);
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 6, 6)))
      .then([missed(D)]);
  });

  it('a task reactivated with a new deadline starts over; the missed one stays told', () => {
    const fresh = iso('2027-03-26');
    const history = [
      created(),
      due(D, thursday),
      missed(D),
      event('TaskStandbyChanged', { taskId: 't1', standby: true }),
      event('TaskStandbyChanged', { taskId: 't1', standby: false, deadline: fresh }),
    ];
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 24, 6)))
      .then([]);
    spec(taskDecider)
      .given(history)
      .when(record(at(2027, 3, 25, 6)))
      .then([due(fresh, at(2027, 3, 25))]);
  });

  it('the recorded keys stay a handful however long a routine lives', () => {
    let history: DomainEvent[] = [created({ interval: 'DAILY', notificationPeriod: 0, deadline: iso('2027-03-01') })];
    for (let day = 1; day <= 60; day++) {
      const now = at(2027, 3, day, 6);
      const facts = run(history, now);
      history = [...history, ...facts];
      const state = fold(taskDecider, history)!;
      if (facts.some((f) => f.type === 'TaskDeadlineMissed'))
        history.push(
          completed(
            state.deadline,
            now,
            deadlineForDate(
              `2027-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(now.getUTCDate()).padStart(2, '0')}`,
            ).toISOString(),
          ),
        );
    }
    expect(history.filter((e) => e.type === 'TaskDeadlineMissed').length).toBeGreaterThanOrEqual(59);
    expect(fold(taskDecider, history)!.timeFacts!.length).toBeLessThanOrEqual(3);
  });
});

describe('RecordTimePassed: daylight saving and month ends', () => {
  it('spring forward: a Monday deadline after the change, its notice from Saturday 00:00 CET', () => {
    const monday = iso('2027-03-29'); // 23:00 CEST = 21:00Z
    expect(monday).toBe('2027-03-29T21:00:00.000Z');
    const task = created({ deadline: monday, notificationPeriod: 2 });
    spec(taskDecider)
      .given([task])
      .when(record(new Date('2027-03-26T22:59:00Z')))
      .then([]);
    spec(taskDecider)
      .given([task])
      .when(record(new Date('2027-03-26T23:00:00Z')))
      .then([due(monday, new Date('2027-03-26T23:00:00Z'))]);
    spec(taskDecider)
      .given([task, due(monday, new Date('2027-03-26T23:00:00Z'))])
      .when(record(new Date('2027-03-29T21:00:01Z')))
      .then([missed(monday)]);
  });

  it('fall back: a Monday deadline after the change, its notice from Sunday 00:00 CEST', () => {
    const monday = iso('2027-11-01'); // 23:00 CET = 22:00Z
    const sunday = new Date('2027-10-30T22:00:00Z'); // Sunday 31 October 00:00 CEST
    const task = created({ deadline: monday, notificationPeriod: 1 });
    spec(taskDecider)
      .given([task])
      .when(record(new Date('2027-10-30T21:59:59Z')))
      .then([]);
    spec(taskDecider)
      .given([task])
      .when(record(sunday))
      .then([due(monday, sunday)]);
    spec(taskDecider)
      .given([task, due(monday, sunday)])
      .when(record(new Date('2027-11-01T21:30:00Z')))
      .then([]);
  });

  it('a monthly routine from 31 January: the miss is on 31 January, the next deadline 29 February (leap year)', () => {
    const jan31 = iso('2028-01-31');
    const task = created({ interval: 'MONTHLY', notificationPeriod: 0, deadline: jan31 });
    spec(taskDecider)
      .given([task])
      .when(record(at(2028, 2, 1, 6)))
      .then([due(jan31, at(2028, 1, 31)), missed(jan31)]);
    const feb29 = iso('2028-02-29');
    const history = [task, due(jan31, at(2028, 1, 31)), missed(jan31), completed(jan31, at(2028, 2, 2, 9), feb29)];
    spec(taskDecider)
      .given(history)
      .when(record(at(2028, 2, 29, 6)))
      .then([due(feb29, at(2028, 2, 29))]);
  });

  it('fact keys compare deadlines as instants', () => {
    expect(factKey('2027-03-05T22:00:00Z', 'DUE')).toBe(factKey('2027-03-05T23:00:00+01:00', 'DUE'));
  });
});
