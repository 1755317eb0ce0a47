import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NOT_YET_TEXT } from '#domain/task/status';
import { formatDate } from '#domain/shared/time';
import { linkStyle } from '../../../components/ui/text-link';
import { accentCard, colors, space } from '../../../lib/theme';
import type { Task } from '../../../lib/tasks/types';
import { canOpen, whereText } from '../utils/my-overview';
import { TaskStatusBadge } from './task-status-badge';

const accent: Record<Task['status'], string> = {
  OVERDUE: colors.yellow.solid,
  CURRENT: colors.green.solid,
  ACTIVE: colors.blue.solid,
  STANDBY: colors.slate.solid,
  COMPLETED: colors.slate.solid,
};

/** A task of the list: its title (a link when it can be done), status, deadline and where. */
export function TaskItem({ task, to, children }: { task: Task; to: string; children?: ReactNode }) {
  const open = canOpen(task.status);
  const where = whereText(task);
  return (
    <li css={accentCard(accent[task.status])}>
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
      {children}
    </li>
  );
}
