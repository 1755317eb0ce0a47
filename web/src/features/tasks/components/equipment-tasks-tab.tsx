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
import { useEquipment } from '../../../lib/equipment/get-equipment';
import { paths } from '../../../lib/paths';

/**
 * The equipment's 'Opgaver' tab: its open tasks, sortable by title and deadline (a USER sees only
 * their own: the API hands them no others). Completed single tasks are under Historik.
 */
export function EquipmentTasksTab() {
  const companyId = useCompanyId();
  const { equipmentId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { tasks, error } = useTasks(companyId);
  // The detail page has fetched it already; deleted equipment takes no new tasks.
  const { equipment } = useEquipment(companyId, equipmentId);
  const rows = useMemo(
    () => tasks?.filter((task) => task.equipmentId === equipmentId && !isCompletedSingle(task)),
    [tasks, equipmentId],
  );

  return (
    <section aria-labelledby="equipment-tasks">
      <h2 id="equipment-tasks" css={{ fontSize: '1.25rem' }}>
        Opgaver
      </h2>
      {admin && equipment?.status !== 'ARCHIVED' && (
        <p>
          <TextLink to={dashboard.newTask({ equipmentId })}>Tilføj en opgave</TextLink>
        </p>
      )}
      {!rows ? (
        <LoadState failed={Boolean(error)} error={TASKS_LOAD_ERROR} loading={TASKS_LOADING} />
      ) : rows.length === 0 ? (
        <p css={{ color: colors.muted }}>{admin ? 'Ingen opgaver endnu.' : 'Du har ingen opgaver på dette udstyr.'}</p>
      ) : (
        <SortedTaskTable
          tasks={rows}
          taskPath={dashboard.task}
          userPath={admin ? dashboard.user : undefined}
          caption="Udstyrets opgaver"
          empty="Ingen data"
          hideSubject
        />
      )}
    </section>
  );
}
