import { Link } from 'react-router-dom';
import { NOT_YET_TEXT } from '#domain/task/status';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { linkStyle } from '../../../components/ui/text-link';
import { formatDate } from '#domain/shared/time';
import { useSession } from '../../../lib/session';
import { colors, radius, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useMyTasks } from '../api/get-my-tasks';
import type { Task } from '../../../lib/tasks/types';
import { canOpen, whereText } from '../utils/my-overview';
import { TaskStatusBadge } from './task-status-badge';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/{companyId}/user-dashboard, 'Din oversigt' (spec 001 "Overview"): the signed-in
 * person's open tasks, overdue first. Only Udføres and Forsinket open the task; Afventer says
 * 'Skal ikke udføres endnu'; tasks on standby are listed last and do not open.
 */
export function UserDashboardPage() {
  const companyId = useCompanyId();
  const { user } = useSession();
  const { tasks, error } = useMyTasks(companyId, user?.id);

  return (
    <>
      <PageHeader title="Din oversigt" />
      {!tasks ? (
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

const accent: Record<Task['status'], string> = {
  OVERDUE: colors.yellow.solid,
  CURRENT: colors.green.solid,
  ACTIVE: colors.blue.solid,
  STANDBY: colors.slate.solid,
  COMPLETED: colors.slate.solid,
};

function TaskItem({ task, to }: { task: Task; to: string }) {
  const open = canOpen(task.status);
  const where = whereText(task);
  return (
    <li
      css={{
        padding: space(4),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderLeft: `6px solid ${accent[task.status]}`,
        borderRadius: radius,
        display: 'grid',
        gap: space(1),
      }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: space(2),
        }}
      >
        <span css={{ fontSize: '1.125rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {open ? (
            <Link to={to} css={linkStyle}>
              {task.title}
            </Link>
          ) : (
            task.title
          )}
        </span>
        <TaskStatusBadge status={task.status} />
      </div>
      <span css={{ color: colors.muted }}>
        Deadline {formatDate(task.deadline)}
        {where && ` · ${where}`}
      </span>
      {task.status === 'ACTIVE' && <span css={{ color: colors.blue.fg, fontWeight: 600 }}>{NOT_YET_TEXT}</span>}
    </li>
  );
}
