import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCompletions } from '../api/get-completions';
import { currentYear } from '../utils/task-detail';
import { HistoryYearSelect } from './history-year-select';
import { CompletionList } from './completion-list';
import { HISTORY_FAILED } from './task-history-tab';
import { paths } from '../../../lib/paths';

/**
 * users/{id}/history (admin): the tasks this person was responsible for when they were completed,
 * with date and lateness, one year at a time from 2018 to this year (spec 001 "Users", §9).
 */
export function UserHistoryTab() {
  const companyId = useCompanyId();
  const { userId = '' } = useParams();
  const now = new Date();
  const [year, setYear] = useState(() => currentYear(now));
  const { completions, error } = useCompletions(companyId, year, userId);
  const dashboard = paths.dashboard(companyId);

  return (
    <section aria-labelledby="user-history">
      <h2 id="user-history" css={{ fontSize: '1.25rem' }}>
        Historik
      </h2>
      <HistoryYearSelect id="user-history-year" year={year} now={now} onChange={setYear} />
      {!completions ? (
        <LoadState failed={Boolean(error)} error={HISTORY_FAILED} loading="Henter historik…" />
      ) : (
        <CompletionList
          completions={completions}
          caption={`Udførte opgaver i ${year}`}
          empty={`Ingen udførte opgaver i ${year}.`}
          dashboard={dashboard}
          show="task"
          linkPeople
        />
      )}
    </section>
  );
}
