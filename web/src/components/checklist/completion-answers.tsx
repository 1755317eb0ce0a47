import { answerText, readingState, type Answer } from '#domain/checklist/answers';
import { limitsText } from '#domain/checklist/checklist';
import { cellStyle } from '../ui/data-table';
import { TextLink } from '../ui/text-link';
import type { DashboardPaths } from '../../lib/paths';
import type { Completion } from '../../lib/tasks/types';
import { colors, focusRing, radius, space } from '../../lib/theme';
import { WarningIcon } from '../ui/warning-icon';

/** What an answer found, in words: 'Fejl', 'Under grænsen 1–2,5 bar', or nothing. */
export function answerFinding(answer: Answer): string | null {
  if (answer.check === 'FAIL') return 'Fejl';
  if (answer.reading === undefined) return null;
  const state = readingState(answer.reading, answer.item);
  if (state === 'WITHIN') return null;
  return `${state === 'BELOW' ? 'Under' : 'Over'} grænsen ${limitsText(answer.item)}`;
}

/** 'Tjekliste: 4 svar, 2 fund' */
export function answersSummary(answers: readonly Answer[]): string {
  const found = answers.filter((answer) => answerFinding(answer) !== null).length;
  return `Tjekliste: ${answers.length} svar${found ? `, ${found} fund` : ''}`;
}

interface Props {
  /** The answers and follow-ups of a completion (the whole completion in the history). */
  completion: Pick<Completion, 'answers' | 'followUps'>;
  dashboard: DashboardPaths;
  /** Whether the follow-up tasks are links (a USER opens only their own). */
  links: boolean;
}

/**
 * A completion's checklist answers (decision 165), each as the history prints it (`answerText`), a
 * 'Fejl' or a reading outside its limits marked with a sign and in words, not by colour alone; and
 * the follow-up tasks it created. Folded under a summary that counts the findings.
 */
export function CompletionAnswers({ completion, dashboard, links }: Props) {
  const answers = completion.answers ?? [];
  const followUps = completion.followUps ?? [];
  if (answers.length === 0 && followUps.length === 0) return null;
  const found = answers.some((answer) => answerFinding(answer) !== null);
  return (
    <details css={{ margin: `0 0 ${space(1)}` }}>
      <summary
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: space(2),
          cursor: 'pointer',
          fontWeight: 600,
          color: found ? colors.red.fg : colors.primary,
          borderRadius: radius,
          '&:focus-visible': focusRing,
          '&::before': { content: '"▸"', color: colors.text },
          'details[open] > &::before': { content: '"▾"' },
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
        }}
      >
        {found && <WarningIcon />}
        {answersSummary(answers)}
        {followUps.length > 0 && `, ${followUps.length} opfølgning${followUps.length === 1 ? '' : 'er'}`}
      </summary>
      {answers.length > 0 && (
        <dl css={{ margin: `${space(2)} 0 0`, display: 'grid', gap: space(1) }}>
          {answers.map((answer) => {
            const finding = answerFinding(answer);
            return (
              <div key={answer.item.id} css={{ display: 'flex', flexWrap: 'wrap', gap: `0 ${space(2)}` }}>
                <dt css={{ fontWeight: 600 }}>{answer.item.label}:</dt>
                <dd css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {finding ? (
                    <strong css={{ display: 'inline-flex', alignItems: 'center', gap: space(1), color: colors.red.fg }}>
                      <WarningIcon />
                      {answer.check === 'FAIL' ? 'Fejl' : `${answerText(answer)} (${finding.toLowerCase()})`}
                    </strong>
                  ) : (
                    answerText(answer)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {followUps.length > 0 && (
        <ul css={{ margin: `${space(2)} 0 0`, paddingLeft: space(5) }}>
          {followUps.map((followUp) => (
            <li key={followUp.taskId}>
              Opfølgningsopgave:{' '}
              {links ? <TextLink to={dashboard.task(followUp.taskId)}>{followUp.title}</TextLink> : followUp.title}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The answers as a row of their own under the completion's row. */
export function AnswersRow({ columns, ...props }: Props & { columns: number }) {
  const { answers = [], followUps = [] } = props.completion;
  if (answers.length === 0 && followUps.length === 0) return null;
  return (
    <tr css={{ borderBottom: `1px solid ${colors.border}` }}>
      <td colSpan={columns} css={{ ...cellStyle, paddingTop: 0 }}>
        <CompletionAnswers {...props} />
      </td>
    </tr>
  );
}

/** A completion's row has no line under it when its answers' row follows. */
export const hasAnswers = (completion: Completion) =>
  (completion.answers?.length ?? 0) > 0 || (completion.followUps?.length ?? 0) > 0;
