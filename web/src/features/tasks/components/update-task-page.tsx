import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { COMPLETED_SINGLE_MESSAGE } from '#domain/task/messages';
import { ConflictChoices } from '../../../components/form/conflict-choices';
import { BackLink } from '../../../components/ui/back-link';
import { LoadError } from '../../../components/ui/load-state';
import { Loading } from '../../../components/ui/spinner';
import { useVersionedSave } from '../../../lib/form/use-versioned-save';
import type { TaskDetail } from '../../../lib/tasks/types';
import { useCompanyId } from '../../../lib/use-company-id';
import { getTask, useTask } from '../api/get-task';
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

/**
 * The edit form against the version it loaded (decision 132): a conflict replaces the form with
 * the choice of each field someone else changed too; 'Ret videre i formularen' brings the form
 * back with the person's edits on the task as it is now.
 */
function VersionedTaskForm({ companyId, task, data, detail }: FormProps) {
  const navigate = useNavigate();
  const { trigger: update, pending } = useUpdateTask(companyId);
  const [form, setForm] = useState(() => ({ initial: taskValues(task, 'edit', new Date()), key: 0 }));
  const loaded = () => ({ values: editValuesOf(toTaskInput(form.initial)), version: task.version });
  const saver = useVersionedSave<TaskEditValues>(
    {
      fields: taskEditFields,
      fieldOf: taskEditFieldOf,
      reload: async () => {
        const now = (await getTask(companyId, task.id).catch(() => null))?.task;
        if (!now) return null;
        return { values: editValuesOf(toTaskInput(taskValues(now, 'edit', new Date()))), version: now.version };
      },
      save: (values, version) => update({ id: task.id, input: toTaskInput(formValuesOf(values, task.type)), version }),
      onRebase: (values) => setForm(({ key }) => ({ initial: formValuesOf(values, task.type), key: key + 1 })),
    },
    loaded(),
  );
  const [editing, setEditing] = useState(true);
  const outcome = (result: Awaited<ReturnType<typeof saver.submit>>) => {
    if ('status' in result && result.status === 'saved') navigate(detail);
    else if ('status' in result && result.status === 'conflict') setEditing(false);
    return 'ok' in result && !result.ok ? result.error.body : null;
  };

  if (saver.conflict && !editing)
    return (
      <ConflictChoices
        conflict={saver.conflict}
        labels={taskEditLabels}
        describe={describeTaskValue(data)}
        pending={saver.pending || pending}
        onSave={async (choices) => outcome(await saver.resolve(choices))}
        onEdit={() => setEditing(true)}
      />
    );
  return (
    <TaskForm
      key={form.key}
      companyId={companyId}
      initial={form.initial}
      typeFixed
      equipment={data.equipment}
      locations={data.locations}
      users={data.users}
      submitLabel="Gem ændringer"
      failureHeading="Opgaven kunne ikke gemmes"
      pending={pending || saver.pending}
      onCancel={() => navigate(detail)}
      onSubmit={async (input) => outcome(await saver.submit(editValuesOf(input)))}
    />
  );
}
