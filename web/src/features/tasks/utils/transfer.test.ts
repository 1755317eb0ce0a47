import type { Task } from '../../../lib/tasks/types';
import { aTask } from './task-fixture';
import { commonPick, genitive, openTasksOf, pickAll, pickFor, taskWord, transferChanges } from './transfer';

const task = (id: string, extra: Partial<Task> = {}): Task =>
  aTask(id, { deadline: `2027-02-0${id}T22:00:00.000Z`, ...extra });

describe('openTasksOf', () => {
  it("the person's open tasks by deadline", () => {
    const tasks = [
      task('3'),
      task('1'),
      task('2', { responsibleId: 'eva' }),
      task('4', { type: 'AD_HOC', status: 'COMPLETED' }),
    ];
    expect(openTasksOf(tasks, 'bo').map((t) => t.id)).toEqual(['1', '3']);
    expect(openTasksOf(tasks, 'nobody')).toEqual([]);
  });
});

describe('transferChanges (spec 001 §5)', () => {
  const tasks = [task('1'), task('2'), task('3')];

  it('nothing picked or every pick the current responsible: nothing to send', () => {
    expect(transferChanges(tasks, {})).toEqual({});
    expect(transferChanges(tasks, { 1: 'bo', 2: 'bo' })).toEqual({});
  });

  it('sends only the changed picks', () => {
    expect(transferChanges(tasks, { 1: 'eva', 2: 'bo', 3: 'ole' })).toEqual({ 1: 'eva', 3: 'ole' });
  });

  it('an empty pick keeps the current responsible', () => {
    expect(pickFor(tasks[0], { 1: '' })).toBe('bo');
    expect(transferChanges(tasks, { 1: '' })).toEqual({});
  });
});

describe("'Overfør alle til'", () => {
  const tasks = [task('1'), task('2')];

  it('picks one person for every task', () => {
    expect(transferChanges(tasks, pickAll(tasks, 'eva'))).toEqual({ 1: 'eva', 2: 'eva' });
  });

  it('shows the common new person, else nothing', () => {
    expect(commonPick(tasks, {}, 'bo')).toBe('');
    expect(commonPick(tasks, pickAll(tasks, 'eva'), 'bo')).toBe('eva');
    expect(commonPick(tasks, { 1: 'eva' }, 'bo')).toBe('');
    expect(commonPick(tasks, pickAll(tasks, 'bo'), 'bo')).toBe('');
  });
});

describe('taskWord', () => {
  it('Danish singular and plural', () => {
    expect(taskWord(1)).toBe('1 opgave');
    expect(taskWord(0)).toBe('0 opgaver');
    expect(taskWord(3)).toBe('3 opgaver');
  });
});

describe('genitive', () => {
  it('adds s, or an apostrophe after s, x and z', () => {
    expect(genitive('Bo Hansen')).toBe('Bo Hansens');
    expect(genitive('Jens')).toBe("Jens'");
    expect(genitive('Max')).toBe("Max'");
  });
});
