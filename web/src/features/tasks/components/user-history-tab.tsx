import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { FilterSelect } from '../../../components/form/filter-select';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCompletions } from '../api/get-completions';
import { currentYear, historyYears } from '../utils/task-detail';
import { CompletionList } from './completion-list';
import { HISTORY_FAILED } from './task-history-tab';

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
  const dashboard = `/dashboard/${encodeURIComponent(companyId)}`;

  return (
    <section aria-labelledby="user-history">
      <h2 id="user-history" css={{ fontSize: '1.25rem' }}>
        Historik
      </h2>
      <div css={{ display: 'flex', marginBottom: space(4) }}>
        <FilterSelect
          id="user-history-year"
          label="År"
          value={String(year)}
          onChange={(value) => setYear(Number(value))}
          options={historyYears(now).map((option) => ({ value: String(option), label: String(option) }))}
        />
      </div>
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
