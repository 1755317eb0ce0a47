import { startTransition, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
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
import { Fragment } from 'react';
import { AnswersRow, hasAnswers } from '../../../components/checklist/completion-answers';
import { colors, space } from '../../../lib/theme';
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
 * Rows drawn at first and per 'Vis flere udførsler': a large company's year holds tens of
 * thousands of completions (decision 137 "The task list of 50,000 tasks in the SPA"), which drawn
 * at once would hold the page for seconds. The CSV file has them all.
 */
export const HISTORY_PAGE = 100;

/**
 * Completions of many tasks, newest first: date done, lateness, deadline, the task, (its equipment
 * or location) and the responsible, 'en nu slettet ansvarlig' once deleted (spec 001 "Task history").
 */
export function HistoryTable({ completions, caption, empty, dashboard, links, showPlace }: Props) {
  const [limit, setLimit] = useState(HISTORY_PAGE);
  const shown = useMemo(
    () => (completions.length > limit ? completions.slice(0, limit) : completions),
    [completions, limit],
  );
  return (
    <>
      <DataTable
        caption={caption}
        columns={showPlace ? 6 : 5}
        rows={shown}
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
          <Fragment key={c.id}>
            <tr css={hasAnswers(c) ? undefined : { borderBottom: `1px solid ${colors.border}` }}>
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
            <AnswersRow completion={c} dashboard={dashboard} links={links} columns={showPlace ? 6 : 5} />
          </Fragment>
        )}
      </DataTable>
      {shown.length < completions.length && (
        <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), color: colors.muted }}>
          Viser {shown.length.toLocaleString('da-DK')} af {completions.length.toLocaleString('da-DK')} udførsler.
          <Button variant="secondary" onClick={() => startTransition(() => setLimit((n) => n + HISTORY_PAGE))}>
            Vis flere udførsler
          </Button>
        </p>
      )}
    </>
  );
}
