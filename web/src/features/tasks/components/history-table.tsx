import {
  cellStyle,
  columnHead as head,
  DataTable,
  narrowOnlyStyle as narrowOnly,
  wideCellStyle,
} from '../../../components/ui/data-table';
import { PersonName } from '../../../components/ui/person-name';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '#domain/shared/time';
import { colors } from '../../../lib/theme';
import type { Completion } from '../../../lib/tasks/types';
import { placeCell } from '../utils/history-csv';
import type { DashboardPaths } from '../../../lib/paths';

interface Props {
  completions: Completion[];
  /** Names the table for screen readers. */
  caption: string;
  empty: string;
  /** The company's dashboard, for the links. */
  dashboard: DashboardPaths;
  /** Admins follow the task and the responsible; others read them as text (spec 001 "Equipment"). */
  links: boolean;
  /** The company's history names the equipment or location; one equipment's history need not. */
  showPlace: boolean;
}

/**
 * Completions of many tasks, newest first: date done, lateness, deadline, the task, (its equipment
 * or location) and the responsible, 'en nu slettet ansvarlig' once deleted (spec 001 "Task history").
 */
export function HistoryTable({ completions, caption, empty, dashboard, links, showPlace }: Props) {
  return (
    <DataTable
      caption={caption}
      columns={showPlace ? 6 : 5}
      rows={completions}
      empty={empty}
      head={
        <>
          {head('Udført')}
          {head('Forsinkelse')}
          {head('Deadline', true)}
          {head('Opgave')}
          {showPlace && head('Udstyr/Lokation', true)}
          {head('Ansvarlig')}
        </>
      }
    >
      {(c) => (
        <tr key={c.id} css={{ borderBottom: `1px solid ${colors.border}` }}>
          <td css={{ ...cellStyle, whiteSpace: 'nowrap' }}>{formatDate(c.finishedOn)}</td>
          <td css={cellStyle}>
            <span css={c.late ? { color: colors.red.fg, fontWeight: 600 } : undefined}>{c.lateness}</span>
          </td>
          <td css={{ ...wideCellStyle, whiteSpace: 'nowrap' }}>{formatDate(c.deadline)}</td>
          <td css={{ ...cellStyle, overflowWrap: 'break-word' }}>
            {links ? <TextLink to={dashboard.task(c.task.id)}>{c.task.title}</TextLink> : c.task.title}
            {showPlace && <span css={narrowOnly}>{placeCell(c)}</span>}
          </td>
          {showPlace && <td css={{ ...wideCellStyle, overflowWrap: 'break-word' }}>{placeCell(c)}</td>}
          <td css={{ ...cellStyle, overflowWrap: 'break-word' }}>
            <PersonName
              person={c.responsible}
              role="responsible"
              to={links ? dashboard.user(c.responsible.id) : undefined}
            />
          </td>
        </tr>
      )}
    </DataTable>
  );
}
