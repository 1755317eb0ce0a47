import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { isAdmin } from '../../../lib/roles';
import { roleIn, useSession } from '../../../lib/session';
import { useCompanyId } from '../../../lib/use-company-id';
import { useTaskCompletions } from '../api/get-completions';
import { CompletionList } from './completion-list';

export const HISTORY_FAILED = 'Kunne ikke hente opgaveudførsler.';

/**
 * tasks/{id}/history: the task's completions, newest first, with date, lateness, the responsible
 * (a link for admins; 'en nu slettet ansvarlig' once deleted) and who did it (spec 001 "Task history").
 */
export function TaskHistoryTab() {
  const companyId = useCompanyId();
  const { taskId = '' } = useParams();
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { completions, error } = useTaskCompletions(companyId, taskId);
  const dashboard = `/dashboard/${encodeURIComponent(companyId)}`;

  return (
    <section aria-labelledby="task-history">
      <h2 id="task-history" css={{ fontSize: '1.25rem' }}>
        Historik
      </h2>
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
