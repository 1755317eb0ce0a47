import { TZDate } from '@date-fns/tz';
import { event, parseEvent, type EventOf } from '../../events/catalogue';
import { companyDecider } from '../company/decider';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { upcastState } from '../shared/stored-state';
import { taskDecider, type TaskFields, type TaskState } from './decider';
import { HOLIDAY_ROUTINE_MESSAGE } from './messages';
import { deadlineForDate } from './recurrence';

/*
 * Danish holidays (decisions 100–101) and counting from completion (decision 102), given/when/then.
 * Calendar: 2026-11-04 Wed, 11-11 Wed, 11-25 Wed, 12-25 Fri juledag, 12-26/27 weekend, 12-28 Mon.
 */
const at = (y: number, m: number, d: number, h = 0) =>
  new Date(new TZDate(y, m - 1, d, h, 0, 0, 'Europe/Copenhagen').getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();
const on = { holidays: true };

const fields: TaskFields = {
  title: 'Tjek nødbelysning',
  description: 'Alle armaturer tændes og tjekkes',
  type: 'CYCLICAL',
  interval: 'MONTHLY',
  notificationPeriod: 7,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'LOCATION', id: 'l1' },
  deadline: iso('2026-11-25'),
  files: [],
  countFrom: 'PLAN',
  checklist: [],
};
const createdWith = (over: Partial<TaskFields> = {}) =>
  event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...fields, ...over });
const responsible = { id: 'u2', name: 'Bo Berg', isAdmin: false };
const complete = (now: Date, calendar?: { holidays?: boolean }) => ({
  type: 'CompleteTask' as const,
  completionId: 'k1',
  by: responsible,
  noteId: null,
  answers: [],
  followUps: [],
  now,
  calendar,
});
const completion = (deadline: string, finishedOn: Date, nextDeadline: string, late: boolean) =>
  event('TaskCompleted', {
    taskId: 't1',
    title: fields.title,
    type: 'CYCLICAL',
    target: fields.target,
    completionId: 'k1',
    deadline,
    finishedOn: finishedOn.toISOString(),
    late,
    responsibleId: 'u2',
    responsibleName: 'Bo Berg',
    completedBy: 'u2',
    completedByName: 'Bo Berg',
    nextDeadline,
    noteId: null,
    answers: [],
    followUps: [],
  });
const state = (events: EventOf<'TaskCreated' | 'TaskCompleted'>[]) => fold(taskDecider, events) as TaskState;

describe('task decider with the company holidays', () => {
  const tuesday = at(2026, 11, 24, 10); // the day before the deadline: CURRENT

  it('holidays off: the plan’s next deadline lands on juledag, as the spec has it', () => {
    spec(taskDecider)
      .given([createdWith()])
      .when(complete(tuesday))
      .then([completion(iso('2026-11-25'), tuesday, iso('2026-12-25'), false)]);
    spec(taskDecider)
      .given([createdWith()])
      .when(complete(tuesday, { holidays: false }))
      .then([completion(iso('2026-11-25'), tuesday, iso('2026-12-25'), false)]);
  });

  it('holidays on: juledag (Friday) moves past the weekend to Monday 28 December', () => {
    spec(taskDecider)
      .given([createdWith()])
      .when(complete(tuesday, on))
      .then([completion(iso('2026-11-25'), tuesday, iso('2026-12-28'), false)]);
  });

  it('holidays on: a routine’s deadline picked on a holiday is refused; a single task’s is not', () => {
    const create = (over: Partial<TaskFields>, calendar?: { holidays?: boolean }) => ({
      type: 'CreateTask' as const,
      taskId: 't1',
      companyId: 'c1',
      fields: { ...fields, ...over },
      createdBy: 'u1',
      now: at(2026, 11, 1, 9),
      calendar,
    });
    spec(taskDecider)
      .given([])
      .when(create({ deadline: iso('2026-12-25') }, on))
      .thenThrows('DEADLINE_ON_HOLIDAY');
    expect(() => taskDecider.decide(create({ deadline: iso('2026-12-25') }, on), null)).toThrow(
      HOLIDAY_ROUTINE_MESSAGE,
    );
    spec(taskDecider)
      .given([])
      .when(create({ deadline: iso('2026-12-25') }))
      .then([createdWith({ deadline: iso('2026-12-25') })]);
    const single = { type: 'AD_HOC' as const, interval: null, notificationPeriod: 0, deadline: iso('2026-12-25') };
    spec(taskDecider)
      .given([])
      .when(create(single, on))
      .then([createdWith(single)]);
  });

  it('holidays on: an edit keeps a deadline already on a holiday, but refuses moving one onto a holiday', () => {
    const update = (deadline: string) => ({
      type: 'UpdateTask' as const,
      fields: { ...fields, deadline },
      now: at(2026, 11, 1, 9),
      calendar: on,
    });
    const onJuledag = createdWith({ deadline: iso('2026-12-25') });
    spec(taskDecider)
      .given([onJuledag])
      .when(update(iso('2026-12-25')))
      .then([event('TaskUpdated', { taskId: 't1', ...fields, deadline: iso('2026-12-25') })]);
    spec(taskDecider)
      .given([createdWith()])
      .when(update(iso('2026-12-25')))
      .thenThrows('DEADLINE_ON_HOLIDAY');
  });
});

describe('task decider: counting from completion', () => {
  const late = at(2026, 11, 11, 14); // a week after the deadline of Wednesday 4 November

  it('a COMPLETION routine done late gets its next deadline one interval after the completion day', () => {
    const created = createdWith({ countFrom: 'COMPLETION', deadline: iso('2026-11-04') });
    const done = completion(iso('2026-11-04'), late, iso('2026-12-11'), true);
    spec(taskDecider).given([created]).when(complete(late)).then([done]);
    // The series starts again there: the plan ahead counts from 11 December.
    expect(state([created, done])).toMatchObject({ deadline: iso('2026-12-11'), anchor: iso('2026-12-11') });
  });

  it('the fixed plan (the default) done late gets the plan’s next deadline and keeps its anchor', () => {
    const created = createdWith({ deadline: iso('2026-11-04') });
    const done = completion(iso('2026-11-04'), late, iso('2026-12-04'), true);
    spec(taskDecider).given([created]).when(complete(late)).then([done]);
    expect(state([created, done])).toMatchObject({ deadline: iso('2026-12-04'), anchor: iso('2026-11-04') });
  });

  it('a COMPLETION routine done on 25 November with holidays on: juledag moves to 28 December', () => {
    const created = createdWith({ countFrom: 'COMPLETION' });
    const doneOn = at(2026, 11, 25, 16);
    spec(taskDecider)
      .given([created])
      .when(complete(doneOn, on))
      .then([completion(iso('2026-11-25'), doneOn, iso('2026-12-28'), false)]);
  });

  it('a single task always counts from the plan: an edit cannot make it count from completion', () => {
    const single = createdWith({ type: 'AD_HOC', interval: null, notificationPeriod: 0 });
    spec(taskDecider)
      .given([single])
      .when({
        type: 'UpdateTask',
        fields: { ...fields, type: 'AD_HOC', interval: null, notificationPeriod: 0, countFrom: 'COMPLETION' },
        now: at(2026, 11, 1, 9),
      })
      .then([
        event('TaskUpdated', {
          taskId: 't1',
          ...fields,
          type: 'AD_HOC',
          interval: null,
          notificationPeriod: 0,
          countFrom: 'PLAN',
        }),
      ]);
  });

  it('events and stored state from before the choice read as the fixed plan', () => {
    const { countFrom: _none, ...old } = fields;
    const parsed = parseEvent({
      type: 'TaskCreated',
      version: 1,
      data: { taskId: 't1', companyId: 'c1', createdBy: 'u1', ...old },
    });
    expect(parsed.data).toMatchObject({ countFrom: 'PLAN' });
    const { countFrom: _gone, ...storedBefore } = state([createdWith({ countFrom: 'COMPLETION' })]);
    expect(upcastState<TaskState>('Task', storedBefore, 1).countFrom).toBe('PLAN');
  });
});

describe('company decider: the holiday setting', () => {
  const created = event('CompanyCreated', {
    companyId: 'c1',
    name: 'Åbergs VVS',
    mfa: { active: false, method: 'email' },
    subscription: 'FREE',
    createdBy: 'u1',
  });

  it('is off for a new company, and for a company stored before it', () => {
    expect(fold(companyDecider, [created])?.holidays).toBe(false);
    const { holidays: _none, ...before } = fold(companyDecider, [created])!;
    expect(upcastState<{ holidays: boolean }>('Company', before, 1).holidays).toBe(false);
  });

  it('turning it on records CompanyHolidaysSet; setting it as it is records nothing', () => {
    const set = event('CompanyHolidaysSet', { companyId: 'c1', holidays: true });
    spec(companyDecider).given([created]).when({ type: 'SetHolidays', holidays: true }).then([set]);
    spec(companyDecider).given([created, set]).when({ type: 'SetHolidays', holidays: true }).then([]);
    spec(companyDecider)
      .given([created, set])
      .when({ type: 'SetHolidays', holidays: false })
      .then([event('CompanyHolidaysSet', { companyId: 'c1', holidays: false })]);
    expect(fold(companyDecider, [created, set])?.holidays).toBe(true);
  });
});
