import useSWR from 'swr';
import type { FaultReportFilter } from '#domain/fault-report/schemas';
import { apiKey } from '../../../lib/api';
import { startingWith } from '../../../lib/cache-keys';
import type { FaultReport } from './types';

/** GET /api/fault-report?companyId=&status= (admins): the company's reports, newest first. */
export const faultReportsKey = (companyId: string, status?: FaultReportFilter) =>
  apiKey('fault-report', { companyId, status });

/** Every cached list of reports, whatever its filter: re-read after a report is acted on. */
export const faultReportLists = startingWith('api/fault-report');

/** The reports of one filter (none: all); the rows are written with each report's commit (read your writes). */
export function useFaultReports(companyId: string, status?: FaultReportFilter) {
  const swr = useSWR<{ faultReports: FaultReport[] }>(faultReportsKey(companyId, status), { keepPreviousData: true });
  return { ...swr, reports: swr.data?.faultReports };
}
