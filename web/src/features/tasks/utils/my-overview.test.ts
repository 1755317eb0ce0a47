import type { Task } from '../../../lib/tasks/types';
import { aTask } from './task-fixture';
import { canOpen, myTasks, overviewOrder, whereText } from './my-overview';

const task = aTask;
const ids = (tasks: Task[]) => tasks.map((t) => t.id);

describe('overviewOrder', () => {
  it('overdue first, then by deadline whatever the status, standby last', () => {
    const tasks = [
      task('active-early', { deadline: '2027-02-01T22:00:00.000Z' }),
      task('standby', { status: 'STANDBY', deadline: '2027-01-01T22:00:00.000Z' }),
      task('current-late', { status: 'CURRENT', deadline: '2027-02-03T22:00:00.000Z' }),
      task('overdue-2', { status: 'OVERDUE', deadline: '2027-01-20T22:00:00.000Z' }),
      task('overdue-1', { status: 'OVERDUE', deadline: '2027-01-10T22:00:00.000Z' }),
    ];
    expect(ids(overviewOrder(tasks))).toEqual(['overdue-1', 'overdue-2', 'active-early', 'current-late', 'standby']);
  });
});

describe('canOpen (spec 001 "Overview")', () => {
  it('only Udføres and Forsinket open', () => {
    expect(canOpen('CURRENT')).toBe(true);
    expect(canOpen('OVERDUE')).toBe(true);
    for (const status of ['ACTIVE', 'STANDBY', 'COMPLETED'] as const) expect(canOpen(status)).toBe(false);
  });
});

describe('myTasks', () => {
  it('leaves out completed single tasks', () => {
    const server = [
      task('1'),
      task('2', { type: 'AD_HOC', status: 'COMPLETED', lastCompleted: '2027-01-01T10:00:00.000Z' }),
    ];
    expect(myTasks(server, 'bo')).toEqual([server[0]]);
  });

  it("keeps only the person's own tasks, overdue first", () => {
    const server = [task('1'), task('2', { responsibleId: 'eva' }), task('3', { status: 'OVERDUE' })];
    expect(ids(myTasks(server, 'bo'))).toEqual(['3', '1']);
  });
});

describe('whereText', () => {
  it('equipment with its number and location, or the location alone', () => {
    expect(whereText(task('1'))).toBe('Grundfos CR 10 (GF-10), Kælder');
    expect(whereText(task('1', { equipmentName: null, equipmentExternalId: null }))).toBe('Kælder');
    expect(whereText(task('1', { equipmentName: null, locationName: null }))).toBe('');
  });
});
