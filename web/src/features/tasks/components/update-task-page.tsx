import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { COMPLETED_SINGLE_MESSAGE } from '#domain/task/messages';
import { VersionedEdit } from '../../../components/form/versioned-edit';
import { BackLink } from '../../../components/ui/back-link';
import { LoadError } from '../../../components/ui/load-state';
import { Loading } from '../../../components/ui/spinner';
import type { TaskDetail } from '../../../lib/tasks/types';
import { useCompanyId } from '../../../lib/use-company-id';
import { getTask, taskKey, useTask } from '../api/get-task';
import { useUpdateTask } from '../api/update-task';
import { mayEdit } from '../utils/task-detail';
import { taskValues, toTaskInput, type Choice } from '../utils/task-form';
import {
  describeTaskValue,
  editValuesOf,
  formValuesOf,
  taskEditFieldOf,
  taskEditFields,
  taskEditLabels,
  type TaskEditValues,
} from '../utils/task-versioning';
import { formLoadFailed, useTaskFormData } from './create-task-page';
import { TaskForm } from './task-form';

/** A legal inspection duty's interval is the rule's, or another with a reason (decision 173). */
const DUTY_INTERVAL_HINT =
  'Intervallet følger det lovpligtige eftersyn. Skift det under Lovpligtige eftersyn med “Ændr interval” og en begrundelse.';
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
        <VersionedTaskForm key={task.id} companyId={companyId} task={task} data={data} detail={detail} />
      )}
    </>
  );
}

interface FormProps {
  companyId: string;
  task: TaskDetail;
  data: { equipment: Choice[]; locations: Choice[]; users: Choice[] };
  detail: string;
}

const editValues = (task: TaskDetail) => editValuesOf(toTaskInput(taskValues(task, 'edit', new Date())));

/** The edit form against the version it loaded; a conflict shows the choice (decision 132). */
function VersionedTaskForm({ companyId, task, data, detail }: FormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { trigger: update, pending } = useUpdateTask(companyId);
  return (
    <VersionedEdit<TaskEditValues>
      spec={{
        fields: taskEditFields,
        fieldOf: taskEditFieldOf,
        reload: async () => {
          const now = await getTask(companyId, task.id).catch(() => null);
          if (!now) return null;
          // The page's title and back link follow the task as it is now.
          await mutate(taskKey(companyId, task.id), now, { revalidate: false });
          return { values: editValues(now.task), version: now.task.version };
        },
        save: (values, version) =>
          update({ id: task.id, input: toTaskInput(formValuesOf(values, task.type)), version }),
      }}
      loaded={{ values: editValues(task), version: task.version }}
      labels={taskEditLabels}
      describe={describeTaskValue(data)}
      onSaved={() => navigate(detail)}
    >
      {(form) => (
        <TaskForm
          key={form.key}
          companyId={companyId}
          taskId={task.id}
          initial={formValuesOf(form.initial, task.type)}
          typeFixed
          intervalFixed={task.dutyId ? DUTY_INTERVAL_HINT : undefined}
          equipment={data.equipment}
          locations={data.locations}
          users={data.users}
          submitLabel="Gem ændringer"
          failureHeading="Opgaven kunne ikke gemmes"
          pending={pending || form.pending}
          onCancel={() => navigate(detail)}
          onSubmit={(input) => form.submit(editValuesOf(input))}
        />
      )}
    </VersionedEdit>
  );
}
