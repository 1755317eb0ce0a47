import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadState } from '../../../components/ui/load-state';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCompletions } from '../api/get-completions';
import { companyHistoryCsv, companyHistoryFileName } from '../utils/history-csv';
import { currentYear } from '../utils/task-detail';
import { HistoryYearSelect } from './history-year-select';
import { CsvButton } from './csv-button';
import { HistoryTable } from './history-table';
import { HISTORY_FAILED } from './task-history-tab';
import { paths } from '../../../lib/paths';

/**
 * tasks/history (admin): the company's completions of a year, 2018 to this year (default this
 * year), with the task, its equipment or location and the responsible, and the year as a CSV
 * file (spec 001 "Task history", §9).
 */
export function TaskHistoryPage() {
  const companyId = useCompanyId();
  const now = new Date();
  const [year, setYear] = useState(() => currentYear(now));
  const { completions, error } = useCompletions(companyId, year);
  const dashboard = paths.dashboard(companyId);

  return (
    <>
      <PageHeader title="Opgavehistorik">
        <CsvButton
          label={`Download ${year} som CSV`}
          fileName={companyHistoryFileName(year)}
          build={() => companyHistoryCsv(completions ?? [])}
          disabled={!completions}
        />
      </PageHeader>
      <HistoryYearSelect id="task-history-year" year={year} now={now} onChange={setYear} />
      {!completions ? (
        <LoadState failed={Boolean(error)} error={HISTORY_FAILED} loading="Henter opgaveudførsler…" />
      ) : (
        <HistoryTable
          completions={completions}
          caption={`Udførte opgaver i ${year}`}
          empty={`Ingen udførte opgaver i ${year}.`}
          dashboard={dashboard}
          links
          showPlace
        />
      )}
    </>
  );
}
