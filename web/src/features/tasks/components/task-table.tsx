import { css } from '@emotion/react';
import { memo, useMemo, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { taskTypeLabels } from '#domain/task/intervals';
import { Button } from '../../../components/ui/button';
import { DataTable, cellStyle, wideCellStyle } from '../../../components/ui/data-table';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { formatDate } from '../../../lib/dates';
import { colors, focusRing, narrow, space } from '../../../lib/theme';
import type { Task } from '../api/types';
import { countText, defaultSort, nextSort, responsibleText, sortTasks, subjectName, subjectText, type TaskSort, type TaskSortKey } from '../utils/task-list';
import { TaskStatusBadge } from './task-status-badge';

// Styles made once, not per row: the list may hold thousands of tasks.
const rowStyle = css({
  borderBottom: `1px solid ${colors.border}`,
  cursor: 'pointer',
  '&:hover': { background: colors.primaryTint },
});
// On a phone three columns share 350px: less side padding leaves the title room.
const phonePadding = { [narrow]: { padding: `${space(2)} ${space(1)}` } };
const cell = css({ ...cellStyle, verticalAlign: 'middle', ...phonePadding });
const wide = css({ ...wideCellStyle, verticalAlign: 'middle' });
// One line where there is room; on a phone the year may go under the day and month.
const dateCell = css({
  ...cellStyle,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  [narrow]: { ...phonePadding[narrow], whiteSpace: 'normal' },
});
const linkStyle = { color: colors.primary, textUnderlineOffset: '0.15em', '&:focus-visible': focusRing } as const;
// 'break-word', not 'anywhere': words stay whole (hyphenated where the browser can) unless one
// alone is wider than the screen.
const titleLink = css({ ...linkStyle, fontWeight: 700, overflowWrap: 'break-word', hyphens: 'auto' });
const plainLink = css(linkStyle);
// Narrow screens: subject, responsible and status move under the title instead of their own
// columns, so the table fits 375 px with the title's longest word whole (issue 13).
const underTitle = css({ display: 'none', color: colors.muted, fontSize: '0.9375rem', overflowWrap: 'break-word', [narrow]: { display: 'block' } });
const extraLine = css({ display: 'block', color: colors.muted, fontSize: '0.9375rem', fontVariantNumeric: 'tabular-nums' });

export const TASKS_LOAD_ERROR = 'Opgaverne kunne ikke hentes lige nu. Prøv igen om lidt.';
export const TASKS_LOADING = 'Henter opgaver…';

/**
 * Rows drawn at first, and per 'Vis flere opgaver'. A table of 2,000 tasks costs the browser
 * about a second of layout on every sort; the search, filters and sort still cover every task.
 */
export const PAGE_SIZE = 100;

export interface TaskTableProps {
  tasks: readonly Task[];
  /** Where a row leads: `${detailPath}/{id}`. */
  detailPath: string;
  /** Links the responsible to `${usersPath}/{id}` (admins); plain text without it. */
  usersPath?: string;
  /** The column shown as sorted; null while search results are shown best first. */
  sort: TaskSort | null;
  onSort: (key: TaskSortKey) => void;
  /** The text of an empty table. */
  empty: string;
  caption: string;
  /** Leave out Udstyr/Lokation (one equipment's tasks). */
  hideSubject?: boolean;
  /** Leave out Ansvarlig (one person's tasks). */
  hideResponsible?: boolean;
}

/**
 * Titel, Udstyr/Lokation, Ansvarlig, Type, Deadline and Status (spec 001 "Task list"), sortable by
 * title and deadline. A row click opens the task; the title is the real link (keyboard, new tab).
 * One click handler for the whole table, so no row needs a hook of its own.
 */
export function TaskTable({ tasks, detailPath, usersPath, sort, onSort, empty, caption, hideSubject = false, hideResponsible = false }: TaskTableProps) {
  const navigate = useNavigate();
  const openRow = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button')) return;
    const to = target.closest<HTMLElement>('tr[data-to]')?.dataset.to;
    if (to) navigate(to);
  };
  const sorted = (key: TaskSortKey) => (sort?.key === key ? sort.direction : undefined);
  const head = (
    <>
      <SortableHeader label="Titel" sorted={sorted('title')} onSort={() => onSort('title')} />
      {!hideSubject && (
        <th scope="col" css={wide}>
          Udstyr/Lokation
        </th>
      )}
      {!hideResponsible && (
        <th scope="col" css={wide}>
          Ansvarlig
        </th>
      )}
      <th scope="col" css={wide}>
        Type
      </th>
      <SortableHeader label="Deadline" sorted={sorted('deadline')} onSort={() => onSort('deadline')} />
      <th scope="col" css={wide}>
        Status
      </th>
    </>
  );
  const columns = 6 - Number(hideSubject) - Number(hideResponsible);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const shown = useMemo(() => (tasks.length > limit ? tasks.slice(0, limit) : tasks), [tasks, limit]);
  return (
    // The title link is the keyboard way in; the row click only adds a bigger target.
    <div onClick={openRow}>
      <DataTable caption={caption} head={head} columns={columns} rows={shown} empty={empty}>
        {(task) => (
          <TaskRow
            key={task.id}
            task={task}
            to={`${detailPath}/${encodeURIComponent(task.id)}`}
            usersPath={usersPath}
            hideSubject={hideSubject}
            hideResponsible={hideResponsible}
          />
        )}
      </DataTable>
      {shown.length < tasks.length && (
        <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), marginTop: space(3), color: colors.muted }}>
          Viser {shown.length} af {countText(tasks.length)}.
          <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
            Vis flere opgaver
          </Button>
        </p>
      )}
    </div>
  );
}

/** The table with its own sort (nearest deadline first), for the equipment and location tabs. */
export function SortedTaskTable({ tasks, ...rest }: Omit<TaskTableProps, 'sort' | 'onSort'>) {
  const [sort, setSort] = useState<TaskSort>(defaultSort);
  const rows = useMemo(() => sortTasks(tasks, sort), [tasks, sort]);
  return <TaskTable tasks={rows} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} {...rest} />;
}

interface RowProps {
  task: Task;
  to: string;
  usersPath: string | undefined;
  hideSubject: boolean;
  hideResponsible: boolean;
}

/** Memoised: a new search or sort re-renders only the rows that are new. */
const TaskRow = memo(function TaskRow({ task, to, usersPath, hideSubject, hideResponsible }: RowProps) {
  const subject = subjectText(task);
  const responsible =
    usersPath && !task.responsibleDeleted ? (
      <Link to={`${usersPath}/${encodeURIComponent(task.responsibleId)}`} css={plainLink}>
        {task.responsibleName}
      </Link>
    ) : (
      responsibleText(task)
    );
  return (
    <tr data-to={to} css={rowStyle}>
      <td css={cell}>
        <Link to={to} css={titleLink}>
          {task.title}
        </Link>
        <div css={underTitle}>
          {!hideSubject && <div>{subject}</div>}
          {!hideResponsible && <div>{responsibleText(task)}</div>}
          <div css={{ marginTop: space(1) }}>
            <TaskStatusBadge status={task.status} />
          </div>
        </div>
      </td>
      {!hideSubject && (
        <td css={wide}>
          {subjectName(task)}
          {task.equipmentExternalId && <span css={extraLine}>{task.equipmentExternalId}</span>}
        </td>
      )}
      {!hideResponsible && <td css={wide}>{responsible}</td>}
      <td css={wide}>{taskTypeLabels[task.type]}</td>
      <td css={dateCell}>{formatDate(task.deadline)}</td>
      <td css={wide}>
        <TaskStatusBadge status={task.status} />
      </td>
    </tr>
  );
});
