import { send } from '../../../lib/api';
import { overviews, startingWith } from '../../../lib/cache-keys';
import { countsTasks } from '../../../lib/tasks/cache-keys';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { faultReportLists } from './get-fault-reports';
import type { FaultReport } from './types';

/** What the admin chose for the task; the item, type and photo are the report's. */
export interface ReportTaskInput {
  title: string;
  description: string;
  responsibleId: string;
  deadline: string;
  notificationPeriod: number;
}

/**
 * POST /api/fault-report/{id}/task?companyId= (decision 166): one task made of the report, which
 * is then 'Under behandling'; 409 when another admin made one first.
 */
export const makeTask = (companyId: string, report: FaultReport, input: ReportTaskInput) =>
  send<{ taskId: string; faultReport: FaultReport }>(
    'POST',
    `fault-report/${encodeURIComponent(report.id)}/task`,
    input,
    {
      companyId,
    },
  );

/** The reports are read again (the filter may drop it); the task lists and the overview after. */
export function useMakeTask(companyId: string) {
  return useMutation({
    name: 'fault-report-task',
    request: ({ report, input }: { report: FaultReport; input: ReportTaskInput }) => makeTask(companyId, report, input),
    revalidate: () => [faultReportLists],
    refresh: () => [startingWith('api/task'), countsTasks, overviews],
    success: ({ faultReport }) => ({
      heading: 'Opgaven er oprettet',
      text: `Fejlmelding ${faultReport.reference} er nu under behandling.`,
    }),
    failure: alertFor('Opgaven kunne ikke oprettes'),
  });
}
