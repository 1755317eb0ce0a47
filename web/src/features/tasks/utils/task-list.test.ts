import type { Task } from '../../../lib/tasks/types';
import { aTask } from './task-fixture';
import {
  DELETED_RESPONSIBLE,
  completedSingleCount,
  countText,
  filterOptions,
  filterTasks,
  filtersButtonText,
  isUnfiltered,
  nextSort,
  noFilters,
  responsibleText,
  searchAndSort,
  shownSort,
  sortTasks,
  subjectText,
  suggestionFor,
  taskListView,
} from './task-list';

const task = (id: string, title: string, deadline: string, extra: Partial<Task> = {}): Task =>
  aTask(id, {
    title,
    description: '',
    interval: 'MONTHLY',
    deadline: `${deadline}T22:00:00.000Z`,
    notificationPeriod: 7,
    responsibleId: 'u1',
    responsibleName: 'Anna',
    equipmentName: 'Atlas Copco GA 11',
    equipmentExternalId: 'SN-1',
    locationName: 'Værksted',
    ...extra,
  });

const atLocation = {
  equipmentId: null,
  equipmentName: null,
  equipmentExternalId: null,
  locationId: 'l2',
  locationName: 'Lager',
};
const tasks = [
  task('1', 'Smør kompressoren', '2026-03-10', { status: 'CURRENT' }),
  task('2', 'Tjek brandslukker', '2026-02-01', {
    ...atLocation,
    status: 'OVERDUE',
    responsibleId: 'u2',
    responsibleName: 'Bo',
  }),
  task('3', 'Udskift filter', '2026-05-01', { type: 'AD_HOC', interval: null, status: 'COMPLETED' }),
  task('4', 'Eftersyn af truck', '2026-04-01', {
    status: 'STANDBY',
    equipmentId: 'e2',
    equipmentName: 'Toyota Traigo',
    equipmentExternalId: null,
    responsibleId: 'u3',
    responsibleName: 'Carl',
    responsibleDeleted: true,
  }),
  task('5', 'Æbleplukker smøres', '2026-03-10', { type: 'AD_HOC', interval: null }),
];
const ids = (list: Task[]) => list.map((t) => t.id);

describe('filterTasks', () => {
  it('hides completed single tasks unless the checkbox is on', () => {
    expect(ids(filterTasks(tasks, noFilters))).toEqual(['1', '2', '4', '5']);
    expect(ids(filterTasks(tasks, { ...noFilters, showCompleted: true }))).toEqual(['1', '2', '3', '4', '5']);
    expect(completedSingleCount(tasks)).toBe(1);
  });

  it('filters by status; Udført shows the completed ones even with the checkbox off', () => {
    expect(ids(filterTasks(tasks, { ...noFilters, status: 'OVERDUE' }))).toEqual(['2']);
    expect(ids(filterTasks(tasks, { ...noFilters, status: 'COMPLETED' }))).toEqual(['3']);
    expect(ids(filterTasks(tasks, { ...noFilters, status: 'CURRENT', showCompleted: true }))).toEqual(['1']);
  });

  it('filters by responsible, all deleted responsibles together', () => {
    expect(ids(filterTasks(tasks, { ...noFilters, responsibleId: 'u2' }))).toEqual(['2']);
    expect(ids(filterTasks(tasks, { ...noFilters, responsibleId: DELETED_RESPONSIBLE }))).toEqual(['4']);
    expect(ids(filterTasks(tasks, { ...noFilters, responsibleId: 'u3' }))).toEqual([]);
  });

  it('filters by equipment, and by location including the equipment standing there', () => {
    expect(ids(filterTasks(tasks, { ...noFilters, equipmentId: 'e2' }))).toEqual(['4']);
    expect(ids(filterTasks(tasks, { ...noFilters, locationId: 'l1' }))).toEqual(['1', '4', '5']);
    expect(ids(filterTasks(tasks, { ...noFilters, locationId: 'l2' }))).toEqual(['2']);
  });

  it('counts search and selects as filtering, not the checkbox', () => {
    expect(isUnfiltered({ ...noFilters, showCompleted: true, query: ' ' })).toBe(true);
    expect(isUnfiltered({ ...noFilters, query: 'ab' })).toBe(false);
    expect(isUnfiltered({ ...noFilters, locationId: 'l1' })).toBe(false);
  });

  it("counts the set fields of 'Filtre' (the four selects and the checkbox), not the search", () => {
    expect(filtersButtonText(noFilters)).toBe('Filtre');
    expect(filtersButtonText({ ...noFilters, query: 'pumpe' })).toBe('Filtre');
    expect(filtersButtonText({ ...noFilters, status: 'OVERDUE', locationId: 'l1' })).toBe('Filtre (2)');
    expect(
      filtersButtonText({
        query: '',
        status: 'COMPLETED',
        responsibleId: 'u1',
        equipmentId: 'e1',
        locationId: 'l1',
        showCompleted: true,
      }),
    ).toBe('Filtre (5)');
  });
});

describe('sorting', () => {
  it('sorts by deadline, ties by title, and by title in Danish order (Æ after Z)', () => {
    expect(ids(sortTasks(tasks, { key: 'deadline', direction: 'ascending' }))).toEqual(['2', '1', '5', '4', '3']);
    expect(ids(sortTasks(tasks, { key: 'deadline', direction: 'descending' }))).toEqual(['3', '4', '1', '5', '2']);
    expect(ids(sortTasks(tasks, { key: 'title', direction: 'ascending' }))).toEqual(['4', '1', '2', '3', '5']);
    expect(ids(sortTasks(tasks, { key: 'title', direction: 'descending' }))).toEqual(['5', '3', '2', '1', '4']);
  });

  it('leaves its input alone', () => {
    const input = [...tasks];
    sortTasks(input, { key: 'title', direction: 'ascending' });
    expect(input).toEqual(tasks);
  });

  it('toggles a column, and starts another ascending', () => {
    expect(nextSort(shownSort(null, ''), 'deadline')).toEqual({ key: 'deadline', direction: 'descending' });
    expect(nextSort(shownSort(null, 'truck'), 'deadline')).toEqual({ key: 'deadline', direction: 'ascending' });
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'ascending' });
    expect(nextSort({ key: 'title', direction: 'ascending' }, 'title')).toEqual({
      key: 'title',
      direction: 'descending',
    });
    expect(nextSort({ key: 'title', direction: 'descending' }, 'deadline')).toEqual({
      key: 'deadline',
      direction: 'ascending',
    });
  });

  it('shows deadline as sorted until a search orders by best match', () => {
    expect(shownSort(null, '')).toEqual({ key: 'deadline', direction: 'ascending' });
    expect(shownSort(null, 'a')).toEqual({ key: 'deadline', direction: 'ascending' });
    expect(shownSort(null, 'ab')).toBeNull();
    expect(shownSort({ key: 'title', direction: 'descending' }, 'ab')).toEqual({
      key: 'title',
      direction: 'descending',
    });
  });
});

describe('searchAndSort', () => {
  it('searches titles from 2 characters, with typos, best first', () => {
    expect(ids(searchAndSort(tasks, 'k', null))).toEqual(['2', '1', '5', '4', '3']);
    expect(searchAndSort(tasks, 'brandsluker', null)[0].id).toBe('2');
    expect(searchAndSort(tasks, 'KOMPRESSOR', null)[0].id).toBe('1');
  });

  it('keeps equally good matches in the list order, nearest deadline first', () => {
    const oil = [
      task('a', 'Olieskift A', '2026-03-03'),
      task('b', 'Olieskift B', '2026-03-01'),
      task('c', 'Olieskift C', '2026-03-02'),
      task('d', 'Tjek olie', '2026-02-01'),
    ];
    expect(ids(searchAndSort(oil, 'olieskift', null))).toEqual(['b', 'c', 'a']);
    expect(ids(taskListView(oil, { ...noFilters, query: 'olie' }, null).rows)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('orders the matches by a chosen column', () => {
    const found = searchAndSort(tasks, 'smør', { key: 'title', direction: 'ascending' });
    expect(ids(found).indexOf('1')).toBeLessThan(ids(found).indexOf('5'));
    expect(found.length).toBeGreaterThanOrEqual(2);
  });
});

describe('taskListView', () => {
  it('counts the rows before search and selects, the checkbox applied', () => {
    expect(taskListView(tasks, noFilters, null).total).toBe(4);
    expect(taskListView(tasks, { ...noFilters, showCompleted: true }, null).total).toBe(5);
    expect(taskListView(tasks, { ...noFilters, status: 'OVERDUE' }, null)).toMatchObject({
      total: 4,
      suggestion: undefined,
    });
  });

  it('suggests no unrelated title when the search finds nothing', () => {
    const view = taskListView(tasks, { ...noFilters, query: 'zzzzqq' }, null);
    expect(view.rows).toEqual([]);
    expect(view.suggestion).toBeUndefined();
  });

  it('suggests a close title among the rows left to find, which the search then finds', () => {
    const candidates = filterTasks(tasks, { ...noFilters, status: 'CURRENT' });
    expect(suggestionFor(candidates, [], 'Smør kompresoren')).toBe('Smør kompressoren');
    expect(suggestionFor(candidates, [], 'brandslukker')).toBeUndefined();
    expect(taskListView(tasks, { ...noFilters, query: 'Smør kompressoren' }, null).rows[0].title).toBe(
      'Smør kompressoren',
    );
  });

  it('finds only the titles that are close, best first', () => {
    expect(ids(taskListView(tasks, { ...noFilters, query: 'smør' }, null).rows)).toEqual(['1', '5']);
    expect(ids(taskListView(tasks, { ...noFilters, query: 'truk' }, null).rows)).toEqual(['4']);
  });

  it('suggests nothing when something matches, nothing is searched, or nothing is left to find', () => {
    expect(taskListView(tasks, { ...noFilters, query: 'truck' }, null).suggestion).toBeUndefined();
    expect(taskListView(tasks, { ...noFilters, locationId: 'nowhere' }, null).suggestion).toBeUndefined();
    expect(
      taskListView(tasks, { ...noFilters, locationId: 'nowhere', query: 'truck' }, null).suggestion,
    ).toBeUndefined();
  });
});

describe('texts and options', () => {
  it('names the subject and the responsible', () => {
    expect(subjectText(tasks[0])).toBe('Atlas Copco GA 11 (SN-1)');
    expect(subjectText(tasks[1])).toBe('Lager');
    expect(subjectText(tasks[3])).toBe('Toyota Traigo');
    expect(subjectText(task('9', 'x', '2026-01-01', { equipmentName: null, equipmentExternalId: null }))).toBe(
      '(nu slettet)',
    );
    expect(responsibleText(tasks[3])).toBe('en nu slettet ansvarlig');
    expect(responsibleText(tasks[1])).toBe('Bo');
    expect([countText(0), countText(1), countText(2)]).toEqual(['0 opgaver', '1 opgave', '2 opgaver']);
    expect(countText(47500)).toBe('47.500 opgaver');
  });

  it('lists each person, equipment and location once, deleted people as one entry last', () => {
    const { responsibles, equipment, locations } = filterOptions(tasks);
    expect(responsibles).toEqual([
      { value: 'u1', label: 'Anna' },
      { value: 'u2', label: 'Bo' },
      { value: DELETED_RESPONSIBLE, label: 'en nu slettet ansvarlig' },
    ]);
    expect(equipment).toEqual([
      { value: 'e1', label: 'Atlas Copco GA 11 (SN-1)' },
      { value: 'e2', label: 'Toyota Traigo' },
    ]);
    expect(locations).toEqual([
      { value: 'l2', label: 'Lager' },
      { value: 'l1', label: 'Værksted' },
    ]);
  });
});
