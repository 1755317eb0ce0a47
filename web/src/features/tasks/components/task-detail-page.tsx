import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { intervalInfo, reminderLabel, taskTypeLabels } from '#domain/task/intervals';
import { COUNT_FROM_LEGEND, countFromLabels } from '#domain/task/recurrence';
import { NOT_YET_TEXT } from '#domain/task/status';
import { BackLink } from '../../../components/ui/back-link';
import { Button, buttonStyle } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { DetailTitle } from '../../../components/ui/detail-title';
import { PersonName } from '../../../components/ui/person-name';
import { Loading } from '../../../components/ui/spinner';
import { TabNav } from '../../../components/ui/tab-nav';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api';
import { useDeviceStatus } from '../../../lib/offline/status';
import { formatDate } from '#domain/shared/time';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import type { Equipment } from '../../../lib/equipment/get-equipment-list';
import { useTask } from '../api/get-task';
import { useDeleteTask } from '../api/delete-task';
import { useSetTaskStandby } from '../api/set-task-standby';
import type { TaskDetail } from '../../../lib/tasks/types';
import { backTarget, mayComplete, mayEdit, standbyAction } from '../utils/task-detail';
import { CompleteTaskDialog } from './complete-task-dialog';
import { CreatedFollowUps, type Created } from './created-follow-ups';
import { KeptTaskPage } from './kept-task-page';
import { TaskStandbyDialog } from './task-standby-dialog';
import { TaskStatusBadge } from './task-status-badge';
import { paths, type DashboardPaths } from '../../../lib/paths';

const tabs = [
  { to: '.', label: 'Noter' },
  { to: 'info', label: 'Info' },
  { to: 'history', label: 'Historik' },
];

const noteStyle = { maxWidth: '40rem', margin: `0 0 ${space(4)}` } as const;
const dangerStyle = { color: colors.red.fg, borderColor: colors.red.solid } as const;

/**
 * /dashboard/{companyId}/tasks/{id} and tasks/list/{id}: the task, its status, 'Udfør opgave' for
 * the responsible and admins, the admin actions (edit, copy, standby or reactivate, delete) and the
 * tabs notes, info and history (spec 001 §2). A USER opens only their own tasks (else 404).
 * Offline, or when the network fails, the task as the device kept it (decision 170).
 */
export function TaskDetailPage() {
  const companyId = useCompanyId();
  const { taskId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const back = backTarget(dashboard, admin);
  const { online } = useDeviceStatus();
  const { task, error, isLoading } = useTask(companyId, online ? taskId : '');

  if (user && (!online || (error instanceof ApiError && error.status === 0)))
    return <KeptTaskPage companyId={companyId} taskId={taskId} userId={user.id} admin={admin} back={back} />;
  if (isLoading && !task) return <Loading label="Henter opgaven…" />;
  if (!task) {
    const missing = !error || (error instanceof ApiError && [403, 404].includes(error.status));
    return (
      <>
        <BackLink to={back.to}>{back.label}</BackLink>
        <h1>{missing ? 'Opgaven findes ikke' : 'Opgaven kunne ikke hentes'}</h1>
        <p>{missing ? 'Opgaven er slettet, eller adressen er forkert.' : 'Noget gik galt. Prøv igen om lidt.'}</p>
      </>
    );
  }
  return (
    <TaskPage task={task} companyId={companyId} dashboard={dashboard} admin={admin} viewerId={user?.id} back={back} />
  );
}

interface PageProps {
  task: TaskDetail;
  companyId: string;
  dashboard: DashboardPaths;
  admin: boolean;
  viewerId: string | undefined;
  back: { to: string; label: string };
}

function TaskPage({ task, companyId, dashboard, admin, viewerId, back }: PageProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const standby = useSetTaskStandby(companyId);
  const deletion = useDeleteTask(companyId);
  const [dialog, setDialog] = useState<'complete' | 'reactivate' | 'delete' | null>(null);
  // The follow-up tasks the completion just created, said on the page once the dialog has closed.
  const [created, setCreated] = useState<Created[]>([]);
  const close = () => setDialog(null);

  // A task on standby may stand still because its equipment does; then the equipment is reactivated.
  const askEquipment = admin && task.standby && task.equipmentId ? equipmentKey(companyId, task.equipmentId) : null;
  const equipment = useSWR<{ equipment: Equipment }>(askEquipment);
  const equipmentKnown = !askEquipment || equipment.data !== undefined || equipment.error !== undefined;
  const action = equipmentKnown ? standbyAction(task, equipment.data?.equipment.status === 'STANDBY') : 'NONE';

  const equipmentPath = task.equipmentId ? dashboard.equipment(task.equipmentId) : null;
  const fromList = pathname.includes('/tasks/list/');

  const onDelete = async () => {
    if ((await deletion.trigger(task)).ok) navigate(dashboard.tasks, { replace: true });
  };

  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <DetailTitle title={task.title} after={<TaskStatusBadge status={task.status} />} />
      {task.followUpOf && (
        <p css={noteStyle}>
          Opfølgning på <TextLink to={dashboard.task(task.followUpOf.taskId)}>{task.followUpOf.title}</TextLink>
        </p>
      )}
      {task.status === 'ACTIVE' && <p css={{ ...noteStyle, color: colors.muted }}>{NOT_YET_TEXT}</p>}
      <CreatedFollowUps created={created} dashboard={dashboard} />

      <DetailList>
        <Detail term="Type">{taskTypeLabels[task.type]}</Detail>
        {task.type === 'CYCLICAL' && task.interval && (
          <Detail term="Interval">{intervalInfo[task.interval]?.label ?? task.interval}</Detail>
        )}
        {task.type === 'CYCLICAL' && (
          <Detail term={COUNT_FROM_LEGEND}>{countFromLabels[task.countFrom ?? 'PLAN']}</Detail>
        )}
        <Detail term="Deadline">{formatDate(task.deadline)}</Detail>
        <Detail term="Påmindelse">{reminderLabel(task.notificationPeriod)}</Detail>
        <Detail term="Ansvarlig">
          <PersonName
            person={{ name: task.responsibleName, deleted: task.responsibleDeleted }}
            role="responsible"
            to={admin ? dashboard.user(task.responsibleId) : undefined}
          />
        </Detail>
        {equipmentPath && (
          <Detail term="Udstyr">
            <TextLink to={equipmentPath}>
              {task.equipmentName ?? 'Udstyr'}
              {task.equipmentExternalId ? ` (${task.equipmentExternalId})` : ''}
            </TextLink>
          </Detail>
        )}
        {task.locationId && (
          <Detail term="Lokation">
            <TextLink to={dashboard.location(task.locationId)}>{task.locationName ?? '(nu slettet)'}</TextLink>
          </Detail>
        )}
        {task.lastCompleted && <Detail term="Sidst udført">{formatDate(task.lastCompleted)}</Detail>}
      </DetailList>

      {task.status === 'STANDBY' &&
        (action === 'VIA_EQUIPMENT' && equipmentPath ? (
          <p css={noteStyle}>
            Udstyret er på standby. Genaktivér udstyret for at genaktivere opgaven.{' '}
            <TextLink to={equipmentPath}>Gå til udstyret</TextLink>
          </p>
        ) : (
          <p css={noteStyle}>Opgaven står på standby. Den ansvarlige får ingen påmindelser, før den genaktiveres.</p>
        ))}
      {task.status === 'COMPLETED' && <p css={noteStyle}>Opgaven er udført og afsluttet.</p>}

      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        {mayComplete(task, { id: viewerId, admin }) && (
          <Button onClick={() => setDialog('complete')}>Udfør opgave</Button>
        )}
        {admin && (
          <>
            {mayEdit(task) && (
              <Link to={dashboard.editTask(task.id, { list: fromList })} css={buttonStyle('secondary')}>
                Rediger
              </Link>
            )}
            <Link to={dashboard.copyTask(task.id)} css={buttonStyle('secondary')}>
              Kopiér
            </Link>
            {action === 'STANDBY' && (
              <Button
                variant="secondary"
                loading={standby.pending}
                onClick={() => standby.trigger({ id: task.id, standby: true, version: task.version })}
              >
                Sæt på standby
              </Button>
            )}
            {action === 'REACTIVATE' && (
              <Button variant="secondary" onClick={() => setDialog('reactivate')}>
                Genaktivér
              </Button>
            )}
            <Button variant="secondary" onClick={() => setDialog('delete')} css={dangerStyle}>
              Slet opgave
            </Button>
          </>
        )}
      </div>

      <TabNav label="Opgaven" tabs={tabs} />
      <Outlet />

      <CompleteTaskDialog
        open={dialog === 'complete'}
        task={task}
        companyId={companyId}
        onClose={close}
        onCompleted={({ completion }, asked) =>
          setCreated(
            (completion?.followUps ?? []).map((followUp) => ({
              ...followUp,
              // A USER opens only their own tasks: the others' are named, not linked.
              link: admin || asked.find((a) => a.itemId === followUp.itemId)?.responsibleId === viewerId,
            })),
          )
        }
      />
      {admin && <TaskStandbyDialog open={dialog === 'reactivate'} task={task} companyId={companyId} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Slet opgaven?"
        confirmLabel="Slet opgave"
        busy={deletion.pending}
        onConfirm={onDelete}
        onClose={close}
      >
        <p>
          <strong>{task.title}</strong> slettes, og den ansvarlige får ikke flere påmindelser om den. Opgavens historik
          og noter bevares.
        </p>
      </ConfirmDialog>
    </>
  );
}
