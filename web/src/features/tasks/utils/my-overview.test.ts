import type { ListChange } from '../../../lib/read-model-overlay';
import type { Task } from '../api/types';
import { aTask } from './task-fixture';
import { canOpen, myTasks, overviewOrder, whereText } from './my-overview';

const task = aTask;
const ids = (tasks: Task[]) => tasks.map((t) => t.id);
const NOW = 1_000;

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
  const upsert = (item: Task): ListChange<Task> => ({ kind: 'upsert', item, keys: ['status', 'deadline', 'responsibleId'], until: NOW + 10 });

  it('leaves out completed single tasks', () => {
    const server = [task('1'), task('2', { type: 'AD_HOC', status: 'COMPLETED', lastCompleted: '2027-01-01T10:00:00.000Z' })];
    expect(myTasks(server, [], 'bo', NOW)).toEqual({ tasks: [server[0]], settled: true });
  });

  it('shows a completion made here before the server does', () => {
    const server = [task('1', { status: 'CURRENT' })];
    const moved = task('1', { status: 'ACTIVE', deadline: '2027-02-08T22:00:00.000Z' });
    expect(myTasks(server, [upsert(moved)], 'bo', NOW)).toEqual({ tasks: [moved], settled: false });
    expect(myTasks([moved], [upsert(moved)], 'bo', NOW).settled).toBe(true);
  });

  it('a task handed to someone else leaves; one handed to me joins', () => {
    const server = [task('1'), task('2')];
    const away = upsert(task('1', { responsibleId: 'eva' }));
    const mine = upsert(task('3', { responsibleId: 'bo' }));
    expect(ids(myTasks(server, [away, mine], 'bo', NOW).tasks)).toEqual(['2', '3']);
  });

  it("does not wait for other people's tasks", () => {
    const other = upsert(task('9', { responsibleId: 'eva' }));
    const gone: ListChange<Task> = { kind: 'removed', id: '8', until: NOW + 10 };
    expect(myTasks([task('1')], [other, gone], 'bo', NOW)).toEqual({ tasks: [task('1')], settled: true });
  });
});

describe('whereText', () => {
  it('equipment with its number and location, or the location alone', () => {
    expect(whereText(task('1'))).toBe('Grundfos CR 10 (GF-10), Kælder');
    expect(whereText(task('1', { equipmentName: null, equipmentExternalId: null }))).toBe('Kælder');
    expect(whereText(task('1', { equipmentName: null, locationName: null }))).toBe('');
  });
});
