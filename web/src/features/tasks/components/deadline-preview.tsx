import { formatWeekdayDate } from '#domain/shared/time';
import { hintStyle } from '../../../components/form/styles';
import { space } from '../../../lib/theme';
import { PREVIEW_COUNT, previewDeadlines, type TaskFormValues } from '../utils/task-form';

/**
 * 'De næste tre frister' of a routine in the task form (decision 103): follows the interval, the
 * deadline, what the next deadline counts from and the company's holiday setting as they change.
 */
export function DeadlinePreview({
  values,
  holidays,
}: {
  values: Pick<TaskFormValues, 'type' | 'interval' | 'deadline' | 'countFrom'>;
  holidays: boolean;
}) {
  const deadlines = previewDeadlines(values, holidays);
  return (
    <section
      aria-labelledby="deadline-preview-heading"
      css={{ margin: `${space(4)} 0`, padding: space(3), border: '1px solid #d0d5dd', borderRadius: 8 }}
    >
      <h2 id="deadline-preview-heading" css={{ fontSize: '1rem', margin: `0 0 ${space(2)}` }}>
        De næste tre frister
      </h2>
      <div aria-live="polite">
        {deadlines.length < PREVIEW_COUNT ? (
          <p css={{ ...hintStyle, margin: 0 }}>Vælg et interval og en deadline for at se de næste frister.</p>
        ) : (
          <ol data-testid="deadline-preview" css={{ margin: 0, paddingLeft: space(5) }}>
            {deadlines.map((deadline) => (
              <li key={deadline}>{formatWeekdayDate(deadline)}</li>
            ))}
          </ol>
        )}
        <p css={{ ...hintStyle, margin: `${space(2)} 0 0` }}>
          {values.countFrom === 'COMPLETION'
            ? 'Forudsat at opgaven hver gang udføres på sin frist: udføres den en anden dag, regnes næste frist fra den dag. '
            : 'Fristerne følger den faste plan, uanset hvornår opgaven udføres. '}
          {holidays
            ? 'Frister på en lørdag, søndag eller helligdag er flyttet til næste hverdag.'
            : 'Frister på en lørdag eller søndag er flyttet til mandag.'}
        </p>
      </div>
    </section>
  );
}
