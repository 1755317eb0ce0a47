import { TZDate } from '@date-fns/tz';
import { event } from '../../events/catalogue';
import { spec } from '../shared/given-when-then';
import { taskDecider, type TaskFields } from './decider';
import { alreadyCompleted } from './completion-pin';
import { deadlineForDate } from './recurrence';

/**
 * A completion names the deadline it completes (decision 131), given/when/then: a weekly routine
 * due Friday 5 March 2027, completed on Thursday; a second completion of that deadline is refused
 * in Danish, whether it names the deadline, the version it read, or only what its first attempt read.
 */
const at = (y: number, m: number, d: number, h = 0) =>
  new Date(new TZDate(y, m - 1, d, h, 0, 0, 'Europe/Copenhagen').getTime());
const friday = deadlineForDate('2027-03-05').toISOString();
const nextFriday = deadlineForDate('2027-03-12').toISOString();
const thursday = at(2027, 3, 4, 10);
const fields: TaskFields = {
  title: 'Smør kæden',
  description: 'Kæden på båndsaven smøres',
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  notificationPeriod: 2, // due from Wednesday
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline: friday,
  files: [],
  countFrom: 'PLAN',
  checklist: [],
};
const created = event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...fields });
const done = event('TaskCompleted', {
  taskId: 't1',
  title: fields.title,
  type: 'CYCLICAL',
  target: fields.target,
  completionId: 'k1',
  deadline: friday,
  finishedOn: thursday.toISOString(),
  late: false,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  completedBy: 'u2',
  completedByName: 'Bo Berg',
  nextDeadline: nextFriday,
  noteId: null,
  answers: [],
  followUps: [],
});
const complete = (pin?: { deadline: string; lastCompleted?: string | null }, now = thursday) => ({
  type: 'CompleteTask' as const,
  completionId: 'k2',
  by: { id: 'u2', name: 'Bo Berg', isAdmin: false },
  noteId: null,
  answers: [],
  followUps: [],
  now,
  pin,
});

describe('a completion pinned to its deadline', () => {
  it('given the deadline it names is the task’s, it completes it', () => {
    const events = taskDecider.decide(
      complete({ deadline: friday, lastCompleted: null }),
      taskDecider.evolve(null, created),
    );
    expect(events).toEqual([
      expect.objectContaining({ type: 'TaskCompleted', data: expect.objectContaining({ deadline: friday }) }),
    ]);
  });

  it('given it was completed since the pin, a second completion is refused: ALREADY_COMPLETED', () => {
    spec(taskDecider)
      .given([created, done])
      .when(complete({ deadline: friday, lastCompleted: null }))
      .thenThrows('ALREADY_COMPLETED');
  });

  it('says so in Danish, with the deadline as the task page writes it', () => {
    expect(alreadyCompleted(friday).message).toBe('Opgaven er allerede udført for fristen 5. mar. 2027.');
  });

  it('given only the deadline (no version) and a completion since, it is refused too', () => {
    spec(taskDecider)
      .given([created, done])
      .when(complete({ deadline: friday }))
      .thenThrows('ALREADY_COMPLETED');
  });

  it('given the deadline was moved by an edit, not done: DEADLINE_CHANGED', () => {
    const moved = event('TaskUpdated', { taskId: 't1', ...fields, deadline: nextFriday });
    spec(taskDecider)
      .given([created, moved])
      .when(complete({ deadline: friday, lastCompleted: null }))
      .thenThrows('DEADLINE_CHANGED');
  });

  it('given no pin (a client that names nothing), the next deadline is completed once it is due, as before', () => {
    spec(taskDecider)
      .given([created, done])
      .when(complete(undefined, at(2027, 3, 11, 10)))
      .then([
        expect.objectContaining({ type: 'TaskCompleted', data: expect.objectContaining({ deadline: nextFriday }) }),
      ] as never);
  });
});
