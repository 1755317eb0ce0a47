import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../../components/form/filter-select';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useFaultReports } from '../api/get-fault-reports';
import type { FaultReport } from '../api/types';
import { emptyText, filterOptions, readFilter } from '../utils/report-text';
import { CloseReportDialog } from './close-report-dialog';
import { FaultReportCard } from './fault-report-card';
import { MakeTaskDialog } from './make-task-dialog';

/**
 * /dashboard/{companyId}/fejlmeldinger (admins; issue 29, decision 166): the fault reports from
 * the stickers, newest first, the open ones unless another status is chosen; each can be made
 * into a task or closed with an answer.
 */
export function FaultReportsPage() {
  const companyId = useCompanyId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const { reports, error } = useFaultReports(companyId, filter === 'ALL' ? undefined : filter);
  const [acting, setActing] = useState<{ report: FaultReport; action: 'task' | 'close' } | null>(null);
  const countId = useId();

  const choose = (value: string) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (value === 'OPEN') next.delete('status');
      else next.set('status', value);
      return next;
    });

  return (
    <section>
      <PageHeader title="Fejlmeldinger" />
      <p css={{ maxWidth: '48rem', marginTop: 0 }}>
        Fejl, som besøgende har meldt via klistermærkernes servicekort. Opret en opgave til den, der skal udbedre
        fejlen, eller luk fejlmeldingen med et svar. Har anmelderen skrevet sin e-mail, får vedkommende svaret.
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space(4), marginBottom: space(6) }}>
        <FilterSelect id="fault-status" label="Status" value={filter} onChange={choose} options={filterOptions} />
        {reports && (
          <p id={countId} role="status" css={{ margin: 0 }}>
            {reports.length === 1 ? '1 fejlmelding' : `${reports.length} fejlmeldinger`}
          </p>
        )}
      </div>
      {!reports ? (
        <LoadState
          failed={Boolean(error)}
          error="Fejlmeldingerne kunne ikke hentes lige nu. Prøv igen om lidt."
          loading="Henter fejlmeldinger…"
        />
      ) : reports.length === 0 ? (
        <p>{emptyText[filter]}</p>
      ) : (
        <ul
          aria-label="Fejlmeldinger"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}
        >
          {reports.map((report) => (
            <li key={report.id}>
              <FaultReportCard
                companyId={companyId}
                report={report}
                onMakeTask={(chosen) => setActing({ report: chosen, action: 'task' })}
                onClose={(chosen) => setActing({ report: chosen, action: 'close' })}
              />
            </li>
          ))}
        </ul>
      )}
      {acting?.action === 'task' && (
        <MakeTaskDialog
          key={acting.report.id}
          companyId={companyId}
          report={acting.report}
          onClose={() => setActing(null)}
        />
      )}
      {acting?.action === 'close' && (
        <CloseReportDialog
          key={acting.report.id}
          companyId={companyId}
          report={acting.report}
          onClose={() => setActing(null)}
        />
      )}
    </section>
  );
}
