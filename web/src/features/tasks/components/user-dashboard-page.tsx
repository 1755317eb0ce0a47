import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api';
import { useDeviceStatus } from '../../../lib/offline/status';
import { useSession } from '../../../lib/session';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useMyTasks } from '../api/get-my-tasks';
import { KeptTasks } from './kept-tasks';
import { TaskItem } from './task-item';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/{companyId}/user-dashboard, 'Din oversigt' (spec 001 "Overview"): the signed-in
 * person's open tasks, overdue first. Only Udføres and Forsinket open the task; Afventer says
 * 'Skal ikke udføres endnu'; tasks on standby are listed last and do not open. Offline (or when
 * the network fails), the tasks the device keeps instead (decision 170).
 */
export function UserDashboardPage() {
  const companyId = useCompanyId();
  const { user } = useSession();
  const { online } = useDeviceStatus();
  const { tasks, error } = useMyTasks(companyId, online ? user?.id : undefined);
  const noNetwork = !online || (error instanceof ApiError && error.status === 0);

  return (
    <>
      <PageHeader title="Din oversigt" />
      {noNetwork && user ? (
        <KeptTasks companyId={companyId} userId={user.id} />
      ) : !tasks ? (
        <LoadState
          failed={Boolean(error)}
          error="Kunne ikke hente opgaver lige nu, prøv igen senere..."
          loading="Henter opgaver, vent venligst"
        />
      ) : tasks.length === 0 ? (
        <p>Du har ingen opgaver lige nu.</p>
      ) : (
        <>
          <p css={{ maxWidth: '40rem', marginTop: 0 }}>
            Dine opgaver, de forsinkede først. Opgaver med status Udføres eller Forsinket kan åbnes og udføres.
          </p>
          <ul
            aria-label="Dine opgaver"
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3), maxWidth: '48rem' }}
          >
            {tasks.map((task) => (
              <TaskItem key={task.id} task={task} to={paths.dashboard(companyId).task(task.id)} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
