import { TZDate } from '@date-fns/tz';
import { event, type DomainEvent } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { doneAtMessages } from '../offline/done-at';
import { taskDecider, type TaskCommand, type TaskFields } from './decider';
import { deadlineForDate } from './recurrence';

/** A completion sent later by a phone that was offline (decision 168): it counts from when it was done. */
const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0) => new Date(new TZDate(y, m - 1, d, h, 0, 0, TZ).getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();

const fields: TaskFields = {
  title: 'Tjek nødbelysning',
  description: 'Alle armaturer tændes',
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  notificationPeriod: 2,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'LOCATION', id: 'l1' },
  deadline: iso('2027-03-05'),
  files: [],
  countFrom: 'COMPLETION',
  checklist: [],
};
const created = event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...fields });
const complete = (now: Date, doneAt?: string): TaskCommand => ({
  type: 'CompleteTask',
  completionId: 'k1',
  by: { id: 'u2', name: 'Bo Berg', isAdmin: false },
  noteId: null,
  now,
  doneAt,
});
const decided = (history: DomainEvent[], command: TaskCommand) => {
  const [done] = taskDecider.decide(command, fold(taskDecider, history));
  if (done.type !== 'TaskCompleted') throw new Error(done.type);
  return done.data;
};

describe('given a routine done in the basement on Friday and sent on Saturday morning', () => {
  const friday = at(2027, 3, 5, 14);
  const saturday = at(2027, 3, 6, 9);

  test('when it arrives after the deadline, then it is done on time, when it was done', () => {
    const done = decided([created], complete(saturday, friday.toISOString()));
    expect(done).toMatchObject({ finishedOn: friday.toISOString(), late: false });
    // Counted from completion: the next deadline is a week after the day it was done, Friday the 12th.
    expect(done.nextDeadline).toBe(iso('2027-03-12'));
  });

  test('when it says nothing of when, then it was done when it arrived, and late', () => {
    expect(decided([created], complete(saturday))).toMatchObject({ finishedOn: saturday.toISOString(), late: true });
  });

  test('when its time lies ahead, or more than 7 days back, then it is refused and nothing is decided', () => {
    spec(taskDecider)
      .given([created])
      .when(complete(friday, at(2027, 3, 5, 16).toISOString()))
      .thenThrows('VALIDATION');
    expect(() => decided([created], complete(at(2027, 3, 13, 15), friday.toISOString()))).toThrow(
      doneAtMessages.tooOld,
    );
  });
});
