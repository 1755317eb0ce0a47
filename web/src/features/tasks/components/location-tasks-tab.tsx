import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { TextLink } from '../../../components/ui/text-link';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session/index';
import { colors } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useTasks } from '../../../lib/tasks/get-tasks';
import { SortedTaskTable, TASKS_LOADING, TASKS_LOAD_ERROR } from './task-table';
import { isCompletedSingle } from '../../../lib/tasks/open-tasks';
import { paths } from '../../../lib/paths';

/**
 * The location's 'Opgaver' tab: its open tasks, placed at the location or on equipment there (as
 * its task count counts them), sortable by title and deadline; a USER sees only their own.
 */
export function LocationTasksTab() {
  const companyId = useCompanyId();
  const { locationId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { tasks, error } = useTasks(companyId);
  const rows = useMemo(
    () => tasks?.filter((task) => task.locationId === locationId && !isCompletedSingle(task)),
    [tasks, locationId],
  );

  return (
    <section aria-labelledby="location-tasks">
      <h2 id="location-tasks" css={{ fontSize: '1.25rem' }}>
        Opgaver
      </h2>
      {admin && (
        <p>
          <TextLink to={dashboard.newTask({ locationId })}>Tilføj en opgave</TextLink>
        </p>
      )}
      {!rows ? (
        <LoadState failed={Boolean(error)} error={TASKS_LOAD_ERROR} loading={TASKS_LOADING} />
      ) : rows.length === 0 ? (
        <p css={{ color: colors.muted }}>
          {admin ? 'Ingen opgaver endnu.' : 'Du har ingen opgaver på denne lokation.'}
        </p>
      ) : (
        <SortedTaskTable
          tasks={rows}
          taskPath={dashboard.task}
          userPath={admin ? dashboard.user : undefined}
          caption="Lokationens opgaver"
          empty="Ingen data"
        />
      )}
    </section>
  );
}
