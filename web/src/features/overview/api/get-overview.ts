import useSWR from 'swr';
import type { Overview as MonthOverview } from '#domain/task/overview';
import { apiKey } from '../../../lib/api';

export type { ChartPoint, OnboardingProgress, OverdueItem, OverviewItem } from '#domain/task/overview';

/**
 * The overview's answer: the month's, the fault reports open now ('Åbne fejlmeldinger', decision
 * 166), and the inspection duties overdue now with how many duties the company has (issue 31).
 */
export type Overview = MonthOverview & { openFaultReports?: number; dutiesOverdue?: number; duties?: number };

/** GET /api/overview?companyId=&month=yyyy-MM (admin); without a month the server's current one. */
export const overviewKey = (companyId: string, month?: string) => apiKey('overview', { companyId, month });

/**
 * The month's figures, timelines, chart and onboarding progress. The counts behind the checklist
 * (members, invitations, equipment, tasks) come from rows written with the commit (decision 058
 * "Inline projections (read your writes)"); the writes that tick a step re-read the overview once.
 */
export function useOverview(companyId: string, month: string | undefined, options: { skip?: boolean } = {}) {
  const swr = useSWR<Overview>(options.skip ? null : overviewKey(companyId, month), { keepPreviousData: true });
  return { ...swr, overview: swr.data };
}
