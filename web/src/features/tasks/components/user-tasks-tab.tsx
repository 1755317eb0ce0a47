import { useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SearchField } from '../../../components/form/search-field';
import { LoadState } from '../../../components/ui/load-state';
import { isSearching } from '../../../lib/fuzzy-search';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useTasks } from '../../../lib/tasks/get-tasks';
import { isCompletedSingle } from '../../../lib/tasks/open-tasks';
import { countText, nextSort, searchAndSort, shownSort, suggestionFor, type TaskSort } from '../utils/task-list';
import { DidYouMean } from './task-filters';
import { TASKS_LOADING, TASKS_LOAD_ERROR, TaskTable } from './task-table';
import { paths } from '../../../lib/paths';

/**
 * The 'Opgaver' tab of users/{userId} (admins): the open tasks the person is responsible for,
 * searchable on title and sortable by title and deadline, with status (spec 001 "Users").
 * Completed single tasks are left out, as in the person's task count; they are under Historik.
 */
export function UserTasksTab() {
  const companyId = useCompanyId();
  const { userId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const { tasks, error } = useTasks(companyId);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TaskSort | null>(null);
  const searched = useDeferredValue(query);
  const theirs = useMemo(
    () => tasks?.filter((task) => task.responsibleId === userId && !isCompletedSingle(task)),
    [tasks, userId],
  );
  const rows = useMemo(() => (theirs ? searchAndSort(theirs, searched, sort) : []), [theirs, searched, sort]);

  let body;
  if (!theirs) body = <LoadState failed={Boolean(error)} error={TASKS_LOAD_ERROR} loading={TASKS_LOADING} />;
  else if (theirs.length === 0)
    body = <p css={{ color: colors.muted }}>Brugeren er ikke ansvarlig for nogen opgaver.</p>;
  else {
    const searching = isSearching(searched);
    body = (
      <>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space(4), marginBottom: space(4) }}>
          <SearchField value={query} onChange={setQuery} placeholder="Søg på titel" describedBy="user-tasks-count" />
          <p id="user-tasks-count" role="status" css={{ margin: 0, color: colors.muted }}>
            {searching ? `${rows.length} af ${countText(theirs.length)} matcher` : countText(theirs.length)}
          </p>
        </div>
        <TaskTable
          tasks={rows}
          taskPath={dashboard.task}
          sort={shownSort(sort, searched)}
          onSort={(key) => setSort(nextSort(shownSort(sort, searched), key))}
          caption="Brugerens opgaver"
          empty={searching ? 'Ingen opgaver matcher' : 'Ingen data'}
          hideResponsible
        />
        <DidYouMean suggestion={suggestionFor(theirs, rows, searched)} onPick={setQuery} />
      </>
    );
  }
  return (
    <section aria-labelledby="user-tasks">
      <h2 id="user-tasks" css={{ fontSize: '1.25rem' }}>
        Opgaver
      </h2>
      {body}
    </section>
  );
}
