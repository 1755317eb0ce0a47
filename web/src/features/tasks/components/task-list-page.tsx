import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useResolvedPath } from 'react-router-dom';
import { buttonStyle } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { useCompany } from '../../../lib/company/get-company';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useTasks } from '../../../lib/tasks/get-tasks';
import {
  completedSingleCount,
  countText,
  filterOptions,
  isUnfiltered,
  nextSort,
  noFilters,
  orderedTasks,
  shownSort,
  taskListView,
  type TaskFilters,
  type TaskSort,
} from '../utils/task-list';
import { useTaskSearch } from '../hooks/use-task-search';
import { DidYouMean, TaskFilterBar } from './task-filters';
import { TASKS_LOADING, TASKS_LOAD_ERROR, TaskTable } from './task-table';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/{companyId}/tasks and tasks/list (admins): every task of the company with search,
 * filters and sorting, and the three empty states (spec 001 "Task list").
 */
export function TasksPage() {
  const companyId = useCompanyId();
  const dashboard = paths.dashboard(companyId);
  // Rows open tasks/{id} from /tasks and tasks/list/{id} from /tasks/list (spec 001 §2).
  const list = useResolvedPath('.').pathname.endsWith('/list');
  const { tasks, error } = useTasks(companyId);
  const company = useCompany(companyId);
  const [filters, setFilters] = useState<TaskFilters>(noFilters);
  const [sort, setSort] = useState<TaskSort | null>(null);
  // Typing stays quick with thousands of tasks: the table follows a moment later.
  const shown = useDeferredValue(filters);
  // Sorted again when the selects or the sort change, not at every keystroke of a search.
  const { status, responsibleId, equipmentId, locationId, showCompleted } = shown;
  const ordered = useMemo(
    () =>
      tasks
        ? orderedTasks(tasks, { ...noFilters, status, responsibleId, equipmentId, locationId, showCompleted }, sort)
        : undefined,
    [tasks, status, responsibleId, equipmentId, locationId, showCompleted, sort],
  );
  // A long list is searched a slice at a time after the render (decision 137 "The task list of
  // 50,000 tasks in the SPA").
  const search = useTaskSearch(ordered, shown.query);
  const view = useMemo(
    () => (tasks && ordered ? taskListView(tasks, shown, sort, ordered, search.found) : undefined),
    [tasks, shown, sort, ordered, search.found],
  );
  const options = useMemo(() => filterOptions(tasks ?? []), [tasks]);
  const completedCount = useMemo(() => completedSingleCount(tasks ?? []), [tasks]);
  // 'Tilføj opgave' only once an equipment exists (spec 001 §6), as the sidebar decides it.
  const hasEquipment = (company.data?.counts?.equipment ?? 0) > 0;

  const header = (
    <PageHeader title="Opgaver">
      {hasEquipment && (
        <Link to={dashboard.newTask()} css={buttonStyle('primary')}>
          Tilføj opgave
        </Link>
      )}
    </PageHeader>
  );

  if (!tasks || !view || (tasks.length === 0 && !company.data && !company.error)) {
    return (
      <>
        {header}
        <LoadState failed={Boolean(error)} error={TASKS_LOAD_ERROR} loading={TASKS_LOADING} />
      </>
    );
  }
  if (tasks.length === 0) {
    return (
      <>
        {header}
        <p>Der er ingen opgaver endnu.</p>
        {hasEquipment ? (
          <p>
            <TextLink to={dashboard.newTask()}>Tilføj en opgave</TextLink>, fx et fast eftersyn af et udstyr eller en
            enkelt reparation.
          </p>
        ) : (
          <p>
            Opgaver hører til et udstyr, så start med udstyret:{' '}
            <TextLink to={dashboard.newEquipment()}>Tilføj et udstyr</TextLink>, fx en maskine, et køretøj eller et
            stykke værktøj.
          </p>
        )}
      </>
    );
  }

  const narrowed = view.rows.length !== view.total;
  const filtered = !isUnfiltered(shown);
  return (
    <>
      {header}
      <TaskFilterBar
        filters={filters}
        onChange={setFilters}
        options={options}
        completedCount={completedCount}
        countId="tasks-count"
      />
      <p id="tasks-count" role="status" css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>
        {search.pending
          ? 'Søger …'
          : narrowed
            ? `${view.rows.length.toLocaleString('da-DK')} af ${countText(view.total)} matcher`
            : countText(view.rows.length)}
      </p>
      <TaskTable
        tasks={view.rows}
        taskPath={(id) => dashboard.task(id, { list })}
        userPath={dashboard.user}
        sort={shownSort(sort, shown.query)}
        onSort={(key) => setSort((current) => nextSort(shownSort(current, shown.query), key))}
        caption="Opgaver"
        empty={filtered ? 'Ingen opgaver matcher' : 'Ingen data'}
      />
      <DidYouMean suggestion={view.suggestion} onPick={(query) => setFilters({ ...filters, query })} />
    </>
  );
}
