import { ClassNames, css, type SerializedStyles } from '@emotion/react';
import { memo, startTransition, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { taskTypeLabels } from '#domain/task/intervals';
import type { TaskStatus } from '#domain/task/status';
import { badgeStyle } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, cellStyle, wideCellStyle } from '../../../components/ui/data-table';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { copenhagenDay, formatDay } from '#domain/shared/time';
import { colors, focusRing, narrow, space, type StatusColor } from '../../../lib/theme';
import type { Task } from '../../../lib/tasks/types';
import {
  countText,
  defaultSort,
  nextSort,
  responsibleText,
  sortTasks,
  subjectName,
  subjectText,
  type TaskSort,
  type TaskSortKey,
} from '../utils/task-list';
import { statusShown } from './task-status-badge';

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
const underTitle = css({
  display: 'none',
  color: colors.muted,
  fontSize: '0.9375rem',
  overflowWrap: 'break-word',
  [narrow]: { display: 'block' },
});
const badgeLine = css({ marginTop: space(1) });
const extraLine = css({
  display: 'block',
  color: colors.muted,
  fontSize: '0.9375rem',
  fontVariantNumeric: 'tabular-nums',
});
const badges: Record<StatusColor, SerializedStyles> = {
  green: css(badgeStyle('green')),
  yellow: css(badgeStyle('yellow')),
  blue: css(badgeStyle('blue')),
  slate: css(badgeStyle('slate')),
  red: css(badgeStyle('red')),
};
const rowStyles = {
  row: rowStyle,
  cell,
  wide,
  dateCell,
  titleLink,
  plainLink,
  underTitle,
  badgeLine,
  extraLine,
  ...badges,
};
type RowClasses = Record<keyof typeof rowStyles, string>;

let madeClasses: RowClasses | undefined;
/**
 * The rows' styles as class names, made once per render of the table (Emotion's `ClassNames`):
 * a row's dozen elements then carry plain class names instead of an Emotion component each, which
 * was most of the time React spent on a row. The same object while the names are the same, so
 * memoised rows stay as they are.
 */
function rowClasses(toClass: (style: SerializedStyles) => string): RowClasses {
  const made = Object.fromEntries(
    Object.entries(rowStyles).map(([name, style]) => [name, toClass(style)]),
  ) as RowClasses;
  if (
    !madeClasses ||
    Object.keys(made).some((name) => made[name as keyof RowClasses] !== madeClasses![name as keyof RowClasses])
  )
    madeClasses = made;
  return madeClasses;
}

/** A left click without a modifier key: the app follows the link itself (react-router's `Link` rule); others are the browser's (new tab, window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export const TASKS_LOAD_ERROR = 'Opgaverne kunne ikke hentes lige nu. Prøv igen om lidt.';
export const TASKS_LOADING = 'Henter opgaver…';

/**
 * Rows drawn at first, and per 'Vis flere opgaver'. A table of 2,000 tasks costs the browser
 * about a second of layout on every sort; the search, filters and sort still cover every task.
 */
export const PAGE_SIZE = 100;

export interface TaskTableProps {
  tasks: readonly Task[];
  /** Where a row leads (lib/paths.ts). */
  taskPath: (id: string) => string;
  /** Links the responsible to their page (admins); plain text without it. */
  userPath?: (id: string) => string;
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
 * One click handler for the whole table, so no row needs a hook of its own: the rows' links are
 * plain anchors whose clicks it follows in the app, as react-router's `Link` would (a `Link` is a
 * component with five hooks, and the list may show thousands).
 */
export function TaskTable({
  tasks,
  taskPath,
  userPath,
  sort,
  onSort,
  empty,
  caption,
  hideSubject = false,
  hideResponsible = false,
}: TaskTableProps) {
  const navigate = useNavigate();
  const openRow = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const link = target.closest('a');
    if (link) {
      if (link.closest('tr[data-to]') && isPlainClick(event) && !event.defaultPrevented) {
        event.preventDefault();
        navigate(link.getAttribute('href')!);
      }
      return;
    }
    if (target.closest('button')) return;
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
      <ClassNames>
        {({ css: toClass }) => {
          const classes = rowClasses(toClass);
          return (
            <DataTable caption={caption} head={head} columns={columns} rows={shown} empty={empty}>
              {(task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  to={taskPath(task.id)}
                  userPath={userPath}
                  hideSubject={hideSubject}
                  hideResponsible={hideResponsible}
                  classes={classes}
                />
              )}
            </DataTable>
          );
        }}
      </ClassNames>
      {shown.length < tasks.length && (
        <p
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: space(3),
            marginTop: space(3),
            color: colors.muted,
          }}
        >
          Viser {shown.length} af {countText(tasks.length)}.
          {/* A transition: React makes the new rows in slices, the page answering between them. */}
          <Button variant="secondary" onClick={() => startTransition(() => setLimit((n) => n + PAGE_SIZE))}>
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
  /** The task's page. */
  to: string;
  /** Links the responsible to their page; plain text without it. */
  userPath: ((id: string) => string) | undefined;
  hideSubject: boolean;
  hideResponsible: boolean;
  classes: RowClasses;
}

function StatusBadge({ status, classes }: { status: TaskStatus; classes: RowClasses }) {
  const shown = statusShown(status);
  return <span className={classes[shown.colour]}>{shown.label}</span>;
}

/** Memoised: a new search or sort re-renders only the rows that are new. */
const TaskRow = memo(function TaskRow({ task, to, userPath, hideSubject, hideResponsible, classes }: RowProps) {
  const subject = subjectText(task);
  const responsible =
    userPath && !task.responsibleDeleted ? (
      <a href={userPath(task.responsibleId)} className={classes.plainLink}>
        {task.responsibleName}
      </a>
    ) : (
      responsibleText(task)
    );
  return (
    <tr data-to={to} className={classes.row}>
      <td className={classes.cell}>
        <a href={to} className={classes.titleLink}>
          {task.title}
        </a>
        <div className={classes.underTitle}>
          {!hideSubject && <div>{subject}</div>}
          {!hideResponsible && <div>{responsibleText(task)}</div>}
          <div className={classes.badgeLine}>
            <StatusBadge status={task.status} classes={classes} />
          </div>
        </div>
      </td>
      {!hideSubject && (
        <td className={classes.wide}>
          {subjectName(task)}
          {task.equipmentExternalId && <span className={classes.extraLine}>{task.equipmentExternalId}</span>}
        </td>
      )}
      {!hideResponsible && <td className={classes.wide}>{responsible}</td>}
      <td className={classes.wide}>{taskTypeLabels[task.type]}</td>
      <td className={classes.dateCell}>{formatDay(copenhagenDay(task.deadline))}</td>
      <td className={classes.wide}>
        <StatusBadge status={task.status} classes={classes} />
      </td>
    </tr>
  );
});
