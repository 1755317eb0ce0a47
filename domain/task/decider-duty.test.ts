import { TZDate } from '@date-fns/tz';
import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { templateVersion } from '../inspection/catalogue';
import { acceptVersion } from '../inspection/changes';
import type { AppliedDuty } from '../inspection/types';
import { taskDecider, type TaskFields } from './decider';
import { dutyIntervalChange, dutyRoutine } from './duty';
import { deadlineForDate } from './recurrence';

/**
 * A legal inspection duty on the Task decider (issue 31, decision 173): created with its applied
 * duty, its interval changed or its template's newer version accepted (`ChangeDuty` →
 * `TaskDutyChanged`), and its newest completion kept on the state for the compliance view.
 */
const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0) => new Date(new TZDate(y, m - 1, d, h, 0, 0, TZ).getTime());
const now = at(2027, 3, 1, 10);
const anne = { id: 'u1', name: 'Anne Åberg' };
const fgas = templateVersion('FGAS_LEAK_CHECK', 1)!;
const pressure1 = templateVersion('PRESSURE_EQUIPMENT', 1)!;
const pressure2 = templateVersion('PRESSURE_EQUIPMENT', 2)!;

const routine = dutyRoutine(fgas, { gas: 'R-410A', kg: 6, leakDetection: false }, null, anne, now);
const fields: TaskFields = {
  title: routine.title,
  description: routine.description,
  type: 'CYCLICAL',
  interval: routine.interval,
  notificationPeriod: 30,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline: deadlineForDate('2027-06-01').toISOString(),
  files: [],
  countFrom: 'PLAN',
  checklist: routine.checklist,
};
const create = (over: Partial<TaskFields> = {}, duty: AppliedDuty = routine.duty) => ({
  type: 'CreateTask' as const,
  taskId: 't1',
  companyId: 'c1',
  fields: { ...fields, ...over },
  createdBy: 'u1',
  now,
  duty,
});
const created = event('TaskCreated', {
  taskId: 't1',
  companyId: 'c1',
  createdBy: 'u1',
  followUpOf: null,
  ...fields,
  duty: routine.duty,
});

describe('applying a duty', () => {
  test('F-gas, R-410A 6 kg: a yearly routine named by its charge, with the template checklist', () => {
    expect(routine.title).toBe(`${fgas.name} (R-410A, 6 kg)`);
    expect(routine.interval).toBe('YEARLY');
    expect(routine.checklist).toBe(fgas.checklist);
    expect(routine.description).toContain('Lovgrundlag: Forordning (EU) 2024/573, art. 5');
  });

  test('CreateTask with the duty: TaskCreated carries it', () => {
    spec(taskDecider).given([]).when(create()).then([created]);
  });

  test('a duty makes a routine, never a single task', () => {
    spec(taskDecider)
      .given([])
      .when(create({ type: 'AD_HOC', interval: null, notificationPeriod: 14 }))
      .thenThrows('DUTY_NOT_ROUTINE');
  });

  test('under 5 t CO₂e: refused, unless an interval with a reason is chosen (recorded as an override)', () => {
    expect(() => dutyRoutine(fgas, { gas: 'R-410A', kg: 2 }, null, anne, now)).toThrow(/under 5 t CO₂e/);
    const forced = dutyRoutine(
      fgas,
      { gas: 'R-410A', kg: 2 },
      { interval: 'YEARLY', reason: 'Forsikringen' },
      anne,
      now,
    );
    expect(forced.interval).toBe('YEARLY');
    expect(forced.duty.override).toMatchObject({ interval: 'YEARLY', reason: 'Forsikringen', byName: 'Anne Åberg' });
  });
});

describe('ChangeDuty', () => {
  const change = dutyIntervalChange(routine.duty, { interval: 'HALF_YEARLY', reason: 'Gammelt anlæg' }, anne, now);

  test('another interval with a reason: TaskDutyChanged INTERVAL with the override; the state follows', () => {
    const changed = event('TaskDutyChanged', {
      taskId: 't1',
      change: 'INTERVAL',
      duty: change.duty,
      interval: 'HALF_YEARLY',
      checklist: fields.checklist,
      by: 'u1',
      at: now.toISOString(),
    });
    spec(taskDecider)
      .given([created])
      .when({ type: 'ChangeDuty', change: 'INTERVAL', ...change, checklist: fields.checklist, by: 'u1', now })
      .then([changed]);
    const state = fold(taskDecider, [created, changed])!;
    expect(state.interval).toBe('HALF_YEARLY');
    expect(state.duty?.override?.reason).toBe('Gammelt anlæg');
  });

  test('the same interval and duty again: nothing', () => {
    spec(taskDecider)
      .given([created])
      .when({
        type: 'ChangeDuty',
        change: 'INTERVAL',
        duty: routine.duty,
        interval: 'YEARLY',
        checklist: fields.checklist,
        by: 'u1',
        now,
      })
      .then([]);
  });

  test('the rule’s interval clears the override; another without a reason is refused', () => {
    expect(dutyIntervalChange(change.duty, { interval: 'YEARLY' }, anne, now).duty.override).toBeNull();
    expect(() => dutyIntervalChange(routine.duty, { interval: 'QUARTERLY' }, anne, now)).toThrow(/begrundelse/);
  });

  test('a task without a duty is refused', () => {
    const plain = event('TaskCreated', { ...created.data, duty: undefined });
    spec(taskDecider)
      .given([plain])
      .when({ type: 'ChangeDuty', change: 'INTERVAL', ...change, checklist: [], by: 'u1', now })
      .thenThrows('TASK_HAS_NO_DUTY');
  });

  test('a reminder too long for the new interval is refused in Danish', () => {
    spec(taskDecider)
      .given([created])
      .when({
        type: 'ChangeDuty',
        change: 'INTERVAL',
        duty: change.duty,
        interval: 'MONTHLY',
        checklist: [],
        by: 'u1',
        now,
      })
      .thenThrows('REMINDER_NOT_ALLOWED');
  });

  test('accepting a newer version: TaskDutyChanged VERSION with the new checklist and the recomputed rule', () => {
    const old = dutyRoutine(pressure1, { kind: 'DAMPKEDEL' }, null, anne, now);
    const made = event('TaskCreated', {
      ...created.data,
      interval: old.interval,
      checklist: old.checklist,
      duty: old.duty,
    });
    const accepted = acceptVersion(old.duty, pressure2, now, 'u1');
    spec(taskDecider)
      .given([made])
      .when({ type: 'ChangeDuty', ...accepted, by: 'u1', now })
      .then([event('TaskDutyChanged', { taskId: 't1', ...accepted, at: now.toISOString() })]);
  });
});

describe('the newest completion on the state', () => {
  test('a duty’s task keeps its completion with answers and inspector for the compliance view', () => {
    const done = event('TaskCompleted', {
      taskId: 't1',
      title: fields.title,
      type: 'CYCLICAL',
      target: fields.target,
      completionId: 'k1',
      deadline: fields.deadline,
      finishedOn: at(2027, 5, 20, 9).toISOString(),
      late: false,
      responsibleId: 'u2',
      responsibleName: 'Bo Berg',
      completedBy: 'u2',
      completedByName: 'Bo Berg',
      nextDeadline: deadlineForDate('2028-06-01').toISOString(),
      noteId: 'n1',
      answers: [{ item: { id: 'leak-free', kind: 'CHECK', label: 'Ingen lækager' }, check: 'OK' }],
      followUps: [],
    });
    const state = fold(taskDecider, [created, done])!;
    expect(state.lastCompletion).toEqual({
      completionId: 'k1',
      finishedOn: done.data.finishedOn,
      completedBy: 'u2',
      completedByName: 'Bo Berg',
      late: false,
      noteId: 'n1',
      inspector: null,
      answers: done.data.answers,
    });
    const plain = fold(taskDecider, [event('TaskCreated', { ...created.data, duty: undefined }), done])!;
    expect(plain.lastCompletion?.answers).toBeUndefined();
  });
});
