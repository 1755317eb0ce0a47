import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { useCompanyId } from '../../../lib/use-company-id';
import { space } from '../../../lib/theme';
import { useTaskCompletions } from '../api/get-task-completions';
import { useTask } from '../api/get-task';
import { taskHistoryCsv, taskHistoryFileName } from '../utils/history-csv';
import { CompletionList } from './completion-list';
import { CsvButton } from './csv-button';
import { paths } from '../../../lib/paths';

export const HISTORY_FAILED = 'Kunne ikke hente opgaveudførsler.';

/**
 * tasks/{id}/history: the task's completions, newest first, with date, lateness, the responsible
 * (a link for admins; 'en nu slettet ansvarlig' once deleted) and who did it (spec 001 "Task history"),
 * downloadable as CSV (task, date done, deadline, responsible, type; spec 001 §9).
 */
export function TaskHistoryTab() {
  const companyId = useCompanyId();
  const { taskId = '' } = useParams();
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { completions, error } = useTaskCompletions(companyId, taskId);
  // The page above has read the task already; its title names the file.
  const { task } = useTask(companyId, taskId);
  const dashboard = paths.dashboard(companyId);

  return (
    <section aria-labelledby="task-history">
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: space(3),
        }}
      >
        <h2 id="task-history" css={{ fontSize: '1.25rem' }}>
          Historik
        </h2>
        <CsvButton
          label="Download som CSV"
          fileName={taskHistoryFileName(task?.title ?? completions?.[0]?.task.title ?? '')}
          build={() => taskHistoryCsv(completions ?? [])}
          disabled={!completions}
        />
      </div>
      {!completions ? (
        <LoadState failed={Boolean(error)} error={HISTORY_FAILED} loading="Henter historik…" />
      ) : (
        <CompletionList
          completions={completions}
          caption="Opgavens udførsler"
          empty="Opgaven er ikke udført endnu."
          dashboard={dashboard}
          show="people"
          linkPeople={admin}
        />
      )}
    </section>
  );
}
