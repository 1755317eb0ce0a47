import type { Envelope } from '../../events/envelope';
import { factsOf, factsTransaction } from './statistics';

/** A completion of a deadline, delivered as the bus does. */
const completion = (deadline: string, finishedOn: string, late: boolean): Envelope => ({
  type: 'TaskCompleted',
  version: 1,
  streamType: 'Task',
  streamId: 't1',
  streamVersion: 4,
  commitId: 'commit-1',
  at: finishedOn,
  actor: 'u1',
  companyId: 'c1',
  data: {
    taskId: 't1',
    title: 'Eftersyn af kedel',
    type: 'CYCLICAL',
    target: { kind: 'EQUIPMENT', id: 'e1' },
    completionId: 'k1',
    deadline,
    finishedOn,
    late,
    responsibleId: 'u1',
    responsibleName: 'Bo Berg',
    completedBy: 'u1',
    completedByName: 'Bo Berg',
    nextDeadline: null,
    noteId: null,
  },
});

describe('factsTransaction (an event’s facts in one transaction)', () => {
  it('given a completion in its deadline’s month, then both rows are put once each and the month’s counters added once', () => {
    const facts = factsOf(completion('2027-01-20T23:00:00.000Z', '2027-01-18T09:00:00.000Z', false));
    const items = factsTransaction(facts, 'c1', 'rm');
    expect(items.map((item) => ('Put' in item ? item.Put.Item.sk : `ADD ${item.Update.Key.sk}`))).toEqual([
      'done#2027-01-18T09:00:00.000Z#k1',
      'due#2027-01-20T23:00:00.000Z#t1',
      'ADD 2027-01',
    ]);
    const update = items.find((item) => 'Update' in item)!;
    expect('Update' in update && update.Update.ExpressionAttributeValues).toEqual({ ':c0': 1, ':c1': 1, ':c2': 1 });
    expect('Update' in update && Object.values(update.Update.ExpressionAttributeNames)).toEqual([
      'tasksCompleted',
      'completedInTime',
      'tasksDue',
    ]);
  });

  it('given a late completion in the month after its deadline, then each month gets its own counters', () => {
    const facts = factsOf(completion('2027-01-31T22:00:00.000Z', '2027-02-02T09:00:00.000Z', true));
    const updates = factsTransaction(facts, 'c1', 'rm').flatMap((item) => ('Update' in item ? [item.Update] : []));
    expect(updates.map((u) => [u.Key.sk, u.ExpressionAttributeValues])).toEqual([
      ['2027-02', { ':c0': 1, ':c1': 0 }],
      ['2027-01', { ':c0': 1 }],
    ]);
  });

  it('given a fact that sets attributes on its row, then the row is put with them, each put only where nothing is', () => {
    const facts = factsOf(completion('2027-01-20T23:00:00.000Z', '2027-01-18T09:00:00.000Z', false));
    const puts = factsTransaction(facts, 'c1', 'rm').flatMap((item) => ('Put' in item ? [item.Put] : []));
    expect(puts.every((put) => put.ConditionExpression === 'attribute_not_exists(pk)')).toBe(true);
    expect(puts[1].Item).toMatchObject({
      pk: 'StatsFacts#c1#2027-01',
      completion: { completionId: 'k1', finishedOn: '2027-01-18T09:00:00.000Z', late: false },
    });
  });
});
