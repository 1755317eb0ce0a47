import type { TaskState } from './decider';
import { openResponsibility, openTasksChanges } from './responsibility';

const task = (over: Partial<TaskState> = {}): TaskState =>
  ({
    id: 't1',
    companyId: 'c1',
    responsibleId: 'bo',
    type: 'AD_HOC',
    completed: false,
    deleted: false,
    ...over,
  }) as TaskState;

describe('open tasks a task change moves between people', () => {
  it('an open task holds its responsible; a deleted task or a completed single task holds nobody', () => {
    expect(openResponsibility(task())).toEqual({ userId: 'bo', companyId: 'c1' });
    expect(openResponsibility(task({ deleted: true }))).toBeNull();
    expect(openResponsibility(task({ completed: true }))).toBeNull();
    expect(openResponsibility(null)).toBeNull();
  });

  it('creating gives the responsible one, deleting or completing takes it back', () => {
    expect(openTasksChanges([{ before: null, after: task() }])).toEqual([{ userId: 'bo', companyId: 'c1', change: 1 }]);
    expect(openTasksChanges([{ before: task(), after: task({ deleted: true }) }])).toEqual([
      { userId: 'bo', companyId: 'c1', change: -1 },
    ]);
    expect(openTasksChanges([{ before: task(), after: task({ completed: true }) }])).toEqual([
      { userId: 'bo', companyId: 'c1', change: -1 },
    ]);
  });

  it('a transfer moves one from the old responsible to the new', () => {
    expect(openTasksChanges([{ before: task(), after: task({ responsibleId: 'anne' }) }])).toEqual([
      { userId: 'bo', companyId: 'c1', change: -1 },
      { userId: 'anne', companyId: 'c1', change: 1 },
    ]);
  });

  it('many tasks of one person make one change per person (one commit, one event)', () => {
    const changes = openTasksChanges(
      ['t1', 't2', 't3'].map((id) => ({ before: task({ id }), after: task({ id, responsibleId: 'anne' }) })),
    );
    expect(changes).toEqual([
      { userId: 'bo', companyId: 'c1', change: -3 },
      { userId: 'anne', companyId: 'c1', change: 3 },
    ]);
  });

  it('an edit, standby or routine completion that keeps the task open with the same person changes nothing', () => {
    expect(openTasksChanges([{ before: task(), after: task({ title: 'Nyt navn' }) }])).toEqual([]);
    expect(
      openTasksChanges([{ before: task({ completed: true }), after: task({ completed: true, deleted: true }) }]),
    ).toEqual([]);
  });
});
