import type { CloseFaultReportInput } from '#domain/fault-report/schemas';
import { faultReportStatusLabels } from '#domain/fault-report/status';
import { send } from '../../../lib/api';
import { overviews } from '../../../lib/cache-keys';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { faultReportLists } from './get-fault-reports';
import type { FaultReport } from './types';

/** POST /api/fault-report/{id}/close?companyId= {outcome, answer}: Løst or Afvist; 409 once it is closed. */
export const closeReport = (companyId: string, report: FaultReport, input: CloseFaultReportInput) =>
  send<{ faultReport: FaultReport }>('POST', `fault-report/${encodeURIComponent(report.id)}/close`, input, {
    companyId,
  });

/** The reports and the overview's count are read again. */
export function useCloseReport(companyId: string) {
  return useMutation({
    name: 'fault-report-close',
    request: ({ report, input }: { report: FaultReport; input: CloseFaultReportInput }) =>
      closeReport(companyId, report, input),
    revalidate: () => [faultReportLists],
    refresh: () => [overviews],
    success: ({ faultReport }) => ({
      heading: `Fejlmelding ${faultReport.reference} er lukket`,
      text: `Status: ${faultReportStatusLabels[faultReport.status]}.${faultReport.email ? ' Anmelderen får dit svar på e-mail.' : ''}`,
    }),
    failure: alertFor('Fejlmeldingen kunne ikke lukkes'),
  });
}
