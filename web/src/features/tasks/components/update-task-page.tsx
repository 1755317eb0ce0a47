import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { COMPLETED_SINGLE_MESSAGE } from '#domain/task/messages';
import { BackLink } from '../../../components/ui/back-link';
import { LoadError } from '../../../components/ui/load-state';
import { Loading } from '../../../components/ui/spinner';
import { useCompanyId } from '../../../lib/use-company-id';
import { useTask } from '../api/get-task';
import { useUpdateTask } from '../api/update-task';
import { mayEdit } from '../utils/task-detail';
import { taskValues } from '../utils/task-form';
import { formLoadFailed, useTaskFormData } from './create-task-page';
import { TaskForm } from './task-form';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/{companyId}/tasks/update/{taskId} and tasks/list/update/{taskId} (admin): 'Rediger
 * opgave' with the create form's rules, the type fixed (spec 001 §5); then back to the task.
 */
export function UpdateTaskPage() {
  const companyId = useCompanyId();
  const { taskId = '' } = useParams();
  const { pathname } = useLocation();
  const dashboard = paths.dashboard(companyId);
  // From the list's route (tasks/list/update/…) back to the list's task route.
  const detail = dashboard.task(taskId, { list: pathname.includes('/tasks/list/update/') });
  const { task, error, isLoading } = useTask(companyId, taskId);
  const data = useTaskFormData(companyId);
  const { trigger: update, pending } = useUpdateTask(companyId);
  const navigate = useNavigate();

  if (isLoading || data.loading) return <Loading label="Henter opgaven…" />;
  if (error || !task) {
    return (
      <>
        <BackLink to={dashboard.tasks}>Alle opgaver</BackLink>
        <h1>Opgaven findes ikke</h1>
        <p>Opgaven er ikke i virksomheden, den er slettet, eller adressen er forkert.</p>
      </>
    );
  }
  return (
    <>
      <BackLink to={detail}>{task.title}</BackLink>
      <h1>Rediger opgave</h1>
      {!mayEdit(task) ? (
        <p>{COMPLETED_SINGLE_MESSAGE}</p>
      ) : data.failed ? (
        <LoadError>{formLoadFailed}</LoadError>
      ) : (
        <TaskForm
          key={task.id}
          companyId={companyId}
          initial={taskValues(task, 'edit', new Date())}
          typeFixed
          equipment={data.equipment}
          locations={data.locations}
          users={data.users}
          submitLabel="Gem ændringer"
          failureHeading="Opgaven kunne ikke gemmes"
          pending={pending}
          onCancel={() => navigate(detail)}
          onSubmit={async (input) => {
            const result = await update({ id: task.id, input });
            if (!result.ok) return result.error.body;
            navigate(detail);
            return null;
          }}
        />
      )}
    </>
  );
}
