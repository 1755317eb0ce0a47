import type { TaskStatus } from '#domain/task/status';
import { closestText, fuzzySearch, isSearching } from '../../../lib/fuzzy-search';
import { DELETED_PERSON } from '../../../lib/people';
import { isCompletedSingle } from '../../../lib/tasks/open-tasks';
import type { Task } from '../../../lib/tasks/types';

/** '' shows every status (completed single tasks only with `showCompleted`). */
export type StatusFilter = '' | TaskStatus;

/** The responsible filter's value for every task whose responsible is deleted. */
export const DELETED_RESPONSIBLE = 'DELETED';
export const DELETED_RESPONSIBLE_TEXT = DELETED_PERSON.responsible;
/** A subject (equipment or location) whose name is gone. */
export const DELETED_SUBJECT_TEXT = '(nu slettet)';

export interface TaskFilters {
  query: string;
  status: StatusFilter;
  responsibleId: string;
  equipmentId: string;
  locationId: string;
  /** 'Vis afsluttede enkeltopgaver (n)' (spec 001 "Task list"). */
  showCompleted: boolean;
}

export const noFilters: TaskFilters = {
  query: '',
  status: '',
  responsibleId: '',
  equipmentId: '',
  locationId: '',
  showCompleted: false,
};

/** No search and every select on 'Alle' (the completed checkbox aside: it has its own control). */
export const isUnfiltered = (f: TaskFilters) =>
  f.query.trim() === '' && !f.status && !f.responsibleId && !f.equipmentId && !f.locationId;

/**
 * How many of the five fields folded under 'Filtre' on a phone are set (issue 32 item 9): the four
 * selects and the completed checkbox, which changes the list as much. The search shows on its own.
 */
export const activeFilterCount = (f: TaskFilters) =>
  [f.status, f.responsibleId, f.equipmentId, f.locationId].filter(Boolean).length + (f.showCompleted ? 1 : 0);

/** The button that shows and hides those fields: 'Filtre', or 'Filtre (2)' with two set. */
export const filtersButtonText = (f: TaskFilters) => {
  const count = activeFilterCount(f);
  return count ? `Filtre (${count})` : 'Filtre';
};

export const completedSingleCount = (tasks: readonly Task[]) => tasks.filter(isCompletedSingle).length;

/** '1 opgave', '47.500 opgaver': Danish thousands, as a municipality's list needs them. */
export const countText = (count: number) => `${count.toLocaleString('da-DK')} ${count === 1 ? 'opgave' : 'opgaver'}`;

export const responsibleText = (task: Task) =>
  task.responsibleDeleted ? DELETED_RESPONSIBLE_TEXT : task.responsibleName;

/** The equipment's name, or the location's. */
export const subjectName = (task: Task) =>
  (task.equipmentId ? task.equipmentName : task.locationName) ?? DELETED_SUBJECT_TEXT;

/** Equipment name (identification number), or the location's name. */
export const subjectText = (task: Task) =>
  task.equipmentId && task.equipmentExternalId
    ? `${subjectName(task)} (${task.equipmentExternalId})`
    : subjectName(task);

export type TaskSortKey = 'title' | 'deadline';
export interface TaskSort {
  key: TaskSortKey;
  direction: 'ascending' | 'descending';
}

/** The order as a list opens: the nearest deadline first. */
export const defaultSort: TaskSort = { key: 'deadline', direction: 'ascending' };

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });
const byTitle = (a: Task, b: Task) => collator.compare(a.title, b.title);
// ISO timestamps in UTC ('…Z') order as text.
const byDeadline = (a: Task, b: Task) => (a.deadline < b.deadline ? -1 : a.deadline > b.deadline ? 1 : 0);

/** Sorted by `sort`, ties by the other column, then id (a stable order); the input is left alone. */
export function sortTasks(rows: readonly Task[], sort: TaskSort): Task[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const [first, second] = sort.key === 'title' ? [byTitle, byDeadline] : [byDeadline, byTitle];
  return [...rows].sort((a, b) => sign * first(a, b) || second(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Clicking a column: ascending first, then the other way; `shown` is the order shown (`shownSort`). */
export function nextSort(shown: TaskSort | null, key: TaskSortKey): TaskSort {
  if (shown?.key === key) return { key, direction: shown.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/** The column shown as sorted: the chosen one, none while search results are best first. */
export const shownSort = (sort: TaskSort | null, query: string): TaskSort | null =>
  sort ?? (isSearching(query) ? null : defaultSort);

/**
 * Searched on title from 2 characters (fuse.js, threshold 0.8), best match first unless a column
 * was chosen; otherwise by the chosen column, nearest deadline first when none was. Equally good
 * matches keep that order as well (the search looks through the rows in it), so a row that stays
 * while a search is typed does not move.
 */
export const searchAndSort = (rows: readonly Task[], query: string, sort: TaskSort | null): Task[] =>
  searchOrdered(sortTasks(rows, sort ?? defaultSort), query, sort);

/**
 * `searchAndSort` of rows already in the list's order (`sortTasks(rows, sort ?? defaultSort)`);
 * `found` is their search's result when it was made already (a long list's, `useTaskSearch`).
 */
function searchOrdered(ordered: Task[], query: string, sort: TaskSort | null, found?: Task[]): Task[] {
  if (!isSearching(query)) return ordered;
  found ??= fuzzySearch(ordered, ['title'], query);
  if (!sort) return found;
  const kept = new Set(found);
  return ordered.filter((task) => kept.has(task));
}

const responsibleMatches = (task: Task, responsibleId: string) =>
  !responsibleId ||
  (responsibleId === DELETED_RESPONSIBLE
    ? task.responsibleDeleted
    : !task.responsibleDeleted && task.responsibleId === responsibleId);

/**
 * The rows the selects and the checkbox leave (before the search). Completed single tasks are
 * hidden unless the checkbox is on, or the status filter asks for 'Udført' itself.
 */
export function filterTasks(rows: readonly Task[], f: TaskFilters): Task[] {
  return rows.filter(
    (task) =>
      (f.status ? task.status === f.status : f.showCompleted || !isCompletedSingle(task)) &&
      responsibleMatches(task, f.responsibleId) &&
      (!f.equipmentId || task.equipmentId === f.equipmentId) &&
      // A task on equipment is at the equipment's location (docs/api-additions.md "Tasks").
      (!f.locationId || task.locationId === f.locationId),
  );
}

export interface TaskListView {
  rows: Task[];
  /** How many rows the list holds before search and selects (the checkbox applied). */
  total: number;
  /** When nothing matches the search: the closest title among the filtered rows. */
  suggestion: string | undefined;
}

/** The rows the selects and the checkbox leave, in the list's order: what a search looks through. */
export const orderedTasks = (tasks: readonly Task[], f: TaskFilters, sort: TaskSort | null) =>
  sortTasks(filterTasks(tasks, f), sort ?? defaultSort);

/**
 * Everything the task list shows for `filters` and `sort` (spec 001 "Task list"). `ordered` is
 * `orderedTasks(tasks, f, sort)`: the page keeps it while only the search changes, so typing sorts
 * nothing again. `found` is the search's result when a long list was searched apart (`useTaskSearch`).
 */
export function taskListView(
  tasks: readonly Task[],
  f: TaskFilters,
  sort: TaskSort | null,
  ordered = orderedTasks(tasks, f, sort),
  found?: Task[],
): TaskListView {
  const rows = searchOrdered(ordered, f.query, sort, found);
  const total = f.showCompleted ? tasks.length : tasks.length - completedSingleCount(tasks);
  return { rows, total, suggestion: suggestionFor(ordered, rows, f.query) };
}

/** The did-you-mean: only when a search found nothing among rows that are there to find. */
export const suggestionFor = (candidates: readonly Task[], rows: readonly Task[], query: string) =>
  rows.length === 0 && isSearching(query)
    ? closestText(
        query,
        candidates.map((t) => t.title),
      )
    : undefined;

export interface FilterOption {
  value: string;
  label: string;
}

const options = (entries: Map<string, string>): FilterOption[] =>
  [...entries].map(([value, label]) => ({ value, label })).sort((a, b) => collator.compare(a.label, b.label));

/** The people, equipment and locations the tasks point at, each once, in Danish order. */
export function filterOptions(tasks: readonly Task[]): {
  responsibles: FilterOption[];
  equipment: FilterOption[];
  locations: FilterOption[];
} {
  const people = new Map<string, string>();
  const equipment = new Map<string, string>();
  const locations = new Map<string, string>();
  let deleted = false;
  for (const task of tasks) {
    if (task.responsibleDeleted) deleted = true;
    else if (!people.has(task.responsibleId)) people.set(task.responsibleId, task.responsibleName);
    if (task.equipmentId && !equipment.has(task.equipmentId)) equipment.set(task.equipmentId, subjectText(task));
    if (task.locationId && !locations.has(task.locationId))
      locations.set(task.locationId, task.locationName ?? DELETED_SUBJECT_TEXT);
  }
  const responsibles = options(people);
  // One entry for everyone who has left: their names are no longer shown (spec 001 §8).
  if (deleted) responsibles.push({ value: DELETED_RESPONSIBLE, label: DELETED_RESPONSIBLE_TEXT });
  return { responsibles, equipment: options(equipment), locations: options(locations) };
}
