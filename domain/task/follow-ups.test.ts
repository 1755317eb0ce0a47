import { TZDate } from '@date-fns/tz';
import { event, type DomainEvent } from '../../events/catalogue';
import type { Checklist } from '../checklist/checklist';
import { answerMessages } from '../checklist/answers';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { spec } from '../shared/given-when-then';
import { taskDecider, type TaskCommand, type TaskFields } from './decider';
import { followUpErrors, followUpFields } from './follow-ups';
import { deadlineForDate } from './recurrence';

/** The checklist at completion (decision 165), decided given/when/then on the task decider. */
const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0) => new Date(new TZDate(y, m - 1, d, h, 0, 0, TZ).getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();

const checklist: Checklist = [
  { id: 'tryk', kind: 'READING', label: 'Tryk', required: true, unit: 'bar', lower: 1, upper: 2.5 },
  { id: 'laek', kind: 'CHECK', label: 'Ingen lækager', required: true },
  { id: 'note', kind: 'TEXT', label: 'Bemærkninger', required: false },
];
const fields: TaskFields = {
  title: 'Kedeleftersyn',
  description: 'Tjek tryk og lækager',
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  notificationPeriod: 2,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline: iso('2027-03-05'),
  files: [],
  countFrom: 'PLAN',
  checklist,
};
const created = event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...fields });
const wednesday = at(2027, 3, 3, 10);
const bo = { id: 'u2', name: 'Bo Berg', isAdmin: false };

const complete = (over: Partial<Extract<TaskCommand, { type: 'CompleteTask' }>> = {}): TaskCommand => ({
  type: 'CompleteTask',
  completionId: 'k1',
  by: bo,
  noteId: null,
  now: wednesday,
  answers: [
    { itemId: 'tryk', reading: '0,6' },
    { itemId: 'laek', check: 'FAIL' },
  ],
  ...over,
});
const decide = (history: DomainEvent[], command: TaskCommand) =>
  taskDecider.decide(command, fold(taskDecider, history));
const fieldsOf = (thrower: () => unknown) => {
  try {
    thrower();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).fields;
  }
  throw new Error('nothing was refused');
};

describe('given a routine with a checklist', () => {
  test('when it is completed with answers, then the completion keeps each with what its item asked', () => {
    const [done] = decide(
      [created],
      complete({
        answers: [
          { itemId: 'tryk', reading: '0,6' },
          { itemId: 'laek', check: 'OK' },
        ],
      }),
    );
    expect(done.type === 'TaskCompleted' && done.data.answers).toEqual([
      { item: { id: 'tryk', kind: 'READING', label: 'Tryk', unit: 'bar', lower: 1, upper: 2.5 }, reading: 0.6 },
      { item: { id: 'laek', kind: 'CHECK', label: 'Ingen lækager' }, check: 'OK' },
    ]);
    expect(done.type === 'TaskCompleted' && done.data.followUps).toEqual([]);
  });

  test('when findings are followed up, then the completion links each follow-up by task, item and title', () => {
    const [done] = decide(
      [created],
      complete({
        followUps: [
          { itemId: 'laek', taskId: 'f1' },
          { itemId: 'tryk', taskId: 'f2' },
        ],
      }),
    );
    expect(done.type === 'TaskCompleted' && done.data.followUps).toEqual([
      { taskId: 'f1', itemId: 'laek', title: 'Ingen lækager' },
      { taskId: 'f2', itemId: 'tryk', title: 'Tryk' },
    ]);
  });

  test('when a required item is not answered, then it is refused per item, and nothing is decided', () => {
    spec(taskDecider)
      .given([created])
      .when(complete({ answers: [] }))
      .thenThrows('VALIDATION');
    expect(fieldsOf(() => decide([created], complete({ answers: [{ itemId: 'tryk', reading: '1,5' }] })))).toEqual({
      'answers.laek': answerMessages.check,
    });
  });

  test('when a follow-up names an item that found nothing, or one item twice, then it is refused', () => {
    expect(
      fieldsOf(() =>
        decide(
          [created],
          complete({
            answers: [
              { itemId: 'tryk', reading: '1,5' },
              { itemId: 'laek', check: 'FAIL' },
            ],
            followUps: [
              { itemId: 'tryk', taskId: 'f1' },
              { itemId: 'laek', taskId: 'f2' },
              { itemId: 'laek', taskId: 'f3' },
            ],
          }),
        ),
      ),
    ).toEqual({ 'followUps.tryk': followUpErrors.notAFinding, 'followUps.laek': followUpErrors.twice });
  });

  test('when the client answered an older checklist without a required item now on it, then the whole checklist is refused', () => {
    expect(fieldsOf(() => decide([created], complete({ seen: ['tryk'] })))).toMatchObject({
      answers: answerMessages.unknownItem,
    });
    // The items it saw are all still there: decided as usual.
    expect(decide([created], complete({ seen: ['tryk', 'laek', 'note'] }))).toHaveLength(1);
  });

  test('when its checklist is edited after a completion, then the completion keeps what was asked', () => {
    const [done] = decide([created], complete());
    const edited = event('TaskUpdated', {
      taskId: 't1',
      ...fields,
      checklist: [{ ...checklist[0], label: 'Kedeltryk', upper: 3 }],
    });
    const state = fold(taskDecider, [created, done, edited])!;
    expect(state.checklist).toEqual([{ ...checklist[0], label: 'Kedeltryk', upper: 3 }]);
    expect(done.type === 'TaskCompleted' && done.data.answers[0].item).toMatchObject({ label: 'Tryk', upper: 2.5 });
  });

  test('when a follow-up is created, then its state knows what it follows up', () => {
    const followUp = event('TaskCreated', {
      taskId: 'f1',
      companyId: 'c1',
      createdBy: 'u2',
      followUpOf: { taskId: 't1', title: 'Kedeleftersyn', completionId: 'k1' },
      ...fields,
      type: 'AD_HOC',
      interval: null,
      checklist: [],
    });
    expect(fold(taskDecider, [followUp])!.followUpOf).toEqual({
      taskId: 't1',
      title: 'Kedeleftersyn',
      completionId: 'k1',
    });
    expect(fold(taskDecider, [created])!.followUpOf).toBeNull();
  });
});

describe('a follow-up task’s fields', () => {
  const answers = [
    { item: { id: 'tryk', kind: 'READING' as const, label: 'Tryk', unit: 'bar', lower: 1, upper: 2.5 }, reading: 0.6 },
    { item: { id: 'foto', kind: 'PHOTO' as const, label: 'Foto' }, photos: ['c1/a---foto.png'] },
  ];
  const base = {
    task: { title: 'Kedeleftersyn', target: { kind: 'EQUIPMENT' as const, id: 'e1' } },
    answers,
    itemId: 'tryk',
    responsible: { id: 'u1', name: 'Anna Admin' },
    doneAt: at(2027, 3, 5, 15), // Friday afternoon
    nextDeadline: iso('2027-03-12'),
  };

  test('are a single task on the same place, titled by the item, with what was found and the photo', () => {
    expect(followUpFields({ ...base, severity: 'CRITICAL' })).toEqual({
      title: 'Tryk',
      description: 'Opfølgning på Kedeleftersyn: Tryk: 0,6 bar (under grænsen 1–2,5 bar)',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      responsibleId: 'u1',
      responsibleName: 'Anna Admin',
      target: { kind: 'EQUIPMENT', id: 'e1' },
      // 'Kritisk' on a Friday: the next weekday, Monday.
      deadline: iso('2027-03-08'),
      files: ['c1/a---foto.png'],
      countFrom: 'PLAN',
      checklist: [],
    });
  });

  test("by severity: 'Snarest' within 7 days on a working day, 'Ved næste eftersyn' at the next deadline", () => {
    expect(followUpFields({ ...base, severity: 'SOON' }).deadline).toBe(iso('2027-03-12'));
    expect(followUpFields({ ...base, severity: 'NEXT_INSPECTION' }).deadline).toBe(iso('2027-03-12'));
    // Over Easter 2027 with the company's holidays on: Kritisk on Wednesday 24 March skips Thursday to Tuesday.
    expect(
      followUpFields({ ...base, severity: 'CRITICAL', doneAt: at(2027, 3, 24, 10), calendar: { holidays: true } })
        .deadline,
    ).toBe(iso('2027-03-30'));
  });

  test("'Ved næste eftersyn' without a next deadline (a single task) is refused on the item", () => {
    expect(fieldsOf(() => followUpFields({ ...base, severity: 'NEXT_INSPECTION', nextDeadline: null }))).toEqual({
      'followUps.tryk': "Opgaven har ingen næste frist. Vælg 'Kritisk' eller 'Snarest'.",
    });
  });
});
