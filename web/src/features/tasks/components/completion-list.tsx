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
import { colors } from '../../../lib/theme';
import type { Completion } from '../../../lib/tasks/types';
import type { DashboardPaths } from '../../../lib/paths';

interface Props {
  completions: Completion[];
  /** Names the table for screen readers. */
  caption: string;
  empty: string;
  /** The company's dashboard, for the links. */
  dashboard: DashboardPaths;
  /** Task history: who was responsible and who did it. User history: the task instead. */
  show: 'people' | 'task';
  /** Admins follow the responsible to users/{id}; others read the name (spec 001 "Task history"). */
  linkPeople: boolean;
}

/** The responsible, a link for admins; a deleted one reads 'en nu slettet ansvarlig' (lib/people.ts). */
function Responsible({
  completion,
  dashboard,
  link,
}: {
  completion: Completion;
  dashboard: DashboardPaths;
  link: boolean;
}) {
  const { responsible } = completion;
  return <PersonName person={responsible} role="responsible" to={link ? dashboard.user(responsible.id) : undefined} />;
}

/** 'uden forsinkelse' or 'forsinket 2 dage' as the API words it, in the late colour when late. */
function Lateness({ completion }: { completion: Completion }) {
  return (
    <span css={completion.late ? { color: colors.red.fg, fontWeight: 600 } : undefined}>{completion.lateness}</span>
  );
}

/**
 * Completions, newest first: the date done, the lateness text and the deadline it fulfilled, with
 * either the people (a task's history) or the task (a person's history). On small screens the
 * deadline column is left out, and the date done (a person's history) or who did it (a task's
 * history) moves under the first column.
 */
export function CompletionList({ completions, caption, empty, dashboard, show, linkPeople }: Props) {
  const people = show === 'people';
  const columns = people ? 5 : 4;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={completions}
      empty={empty}
      head={
        <>
          {!people && head('Opgave')}
          {head('Udført', !people)}
          {head('Forsinkelse')}
          {head('Deadline', true)}
          {people && head('Ansvarlig')}
          {people && head('Udført af', true)}
        </>
      }
    >
      {(completion) => (
        <Fragment key={completion.id}>
          <tr css={hasAnswers(completion) ? undefined : { borderBottom: `1px solid ${colors.border}` }}>
            {!people && (
              <td css={{ ...cellStyle, overflowWrap: 'break-word' }}>
                <TextLink to={dashboard.task(completion.task.id)}>{completion.task.title}</TextLink>
                <span css={narrowOnly}>Udført {formatDate(completion.finishedOn)}</span>
              </td>
            )}
            <td css={{ ...(people ? cellStyle : wideCellStyle), whiteSpace: 'nowrap' }}>
              {formatDate(completion.finishedOn)}
            </td>
            <td css={cellStyle}>
              <Lateness completion={completion} />
            </td>
            <td css={{ ...wideCellStyle, whiteSpace: 'nowrap' }}>{formatDate(completion.deadline)}</td>
            {people && (
              <td css={{ ...cellStyle, overflowWrap: 'break-word' }}>
                <Responsible completion={completion} dashboard={dashboard} link={linkPeople} />
                <span css={narrowOnly}>
                  Udført af <PersonName person={completion.completedBy} role="user" />
                </span>
              </td>
            )}
            {people && (
              <td css={{ ...wideCellStyle, overflowWrap: 'anywhere' }}>
                <PersonName person={completion.completedBy} role="user" />
              </td>
            )}
          </tr>
          <AnswersRow
            completion={completion}
            dashboard={dashboard}
            links={linkPeople || show === 'task'}
            columns={columns}
          />
        </Fragment>
      )}
    </DataTable>
  );
}
