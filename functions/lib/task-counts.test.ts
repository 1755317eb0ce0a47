import type { TaskState } from '../../domain/task/decider';
import { openTaskCountChanges } from './task-counts';

/** The open-task counters a task commit changes, in the same transaction (decisions.md "Open task counts from a projection"). */
const task = (over: Partial<TaskState> = {}): TaskState =>
  ({ id: 't1', companyId: 'c1', target: { kind: 'EQUIPMENT', id: 'e1' }, completed: false, deleted: false, ...over }) as TaskState;
const at = (sk: string, delta: number) => ({ pk: 'OpenTasks#c1', sk, delta });

describe('openTaskCountChanges', () => {
  it('given no task, when one is created, then its equipment counts one more', () => {
    expect(openTaskCountChanges([{ before: null, after: task() }])).toEqual([at('EQUIPMENT#e1', 1)]);
  });

  it('given an open task, when it is moved to a location, then the equipment counts one less and the location one more', () => {
    expect(openTaskCountChanges([{ before: task(), after: task({ target: { kind: 'LOCATION', id: 'l1' } }) }])).toEqual([at('EQUIPMENT#e1', -1), at('LOCATION#l1', 1)]);
  });

  it('given an open task, when a single task is completed or any task deleted, then its target counts one less', () => {
    expect(openTaskCountChanges([{ before: task(), after: task({ completed: true }) }])).toEqual([at('EQUIPMENT#e1', -1)]);
    expect(openTaskCountChanges([{ before: task(), after: task({ deleted: true }) }])).toEqual([at('EQUIPMENT#e1', -1)]);
  });

  it('given an open task, when it changes in ways that leave it open where it was (edit, standby, routine done), then nothing', () => {
    expect(openTaskCountChanges([{ before: task(), after: task({ standby: true }) }])).toEqual([]);
  });

  it('given a completed or deleted task, when it changes again, then nothing', () => {
    expect(openTaskCountChanges([{ before: task({ deleted: true }), after: task({ deleted: true, standby: true }) }])).toEqual([]);
  });

  it('given several task commits in one transaction, then each counter row is changed once, by the sum', () => {
    const other = (over: Partial<TaskState> = {}) => task({ id: 't2', ...over });
    expect(
      openTaskCountChanges([
        { before: null, after: task() },
        { before: null, after: other() },
        { before: other({ id: 't3', target: { kind: 'LOCATION', id: 'l1' } }), after: other({ id: 't3' }) },
        { before: other({ id: 't4' }), after: other({ id: 't4', target: { kind: 'LOCATION', id: 'l1' } }) },
      ]),
    ).toEqual([at('EQUIPMENT#e1', 2)]);
  });
});
