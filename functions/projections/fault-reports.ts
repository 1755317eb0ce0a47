import { faultReportRowKey } from '../queries/inline-rows';
import type { StreamRowProjection } from '../store/stream-rows';

/**
 * A company's fault reports (decision 166): one row per report, holding its state. Pure: written
 * with each commit (`functions/store/inline-projections.ts`), so the admin's next list read shows
 * what they just did.
 */
export const faultReportRows: StreamRowProjection = {
  streamType: 'FaultReport',
  keyOf: (envelope, event) => {
    if (event.type === 'FaultReported') return faultReportRowKey(event.data.companyId, event.data.reportId);
    if ((event.type === 'FaultReportTaskCreated' || event.type === 'FaultReportClosed') && envelope.companyId)
      return faultReportRowKey(envelope.companyId, event.data.reportId);
    return null;
  },
};
