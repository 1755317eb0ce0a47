import { useState } from 'react';
import useSWR from 'swr';
import { onboardingSteps, type Overview } from '#domain/task/overview';
import { apiKey } from '../../../lib/api';

export type { ChartPoint, OnboardingProgress, OverdueItem, Overview, OverviewItem } from '#domain/task/overview';

/** GET /api/overview?companyId=&month=yyyy-MM (admin); without a month the server's current one. */
export const overviewKey = (companyId: string, month?: string) => apiKey('overview', { companyId, month });

const CATCH_UP_WINDOW = 30_000;
const CATCH_UP_INTERVAL = 2_000;

/**
 * The month's figures, timelines, chart and onboarding progress. The counts behind the checklist
 * come from read models, so a step done a moment ago may show a little later: while the checklist
 * is open and incomplete, the overview is re-read every 2 s for the first 30 s of the page.
 */
export function useOverview(companyId: string, month: string | undefined, options: { onboarding?: boolean; skip?: boolean } = {}) {
  const [until] = useState(() => Date.now() + CATCH_UP_WINDOW);
  const waiting = (latest: Overview | undefined) =>
    Boolean(options.onboarding) && Boolean(latest?.onboarding) && !onboardingSteps(latest!.onboarding).complete && Date.now() < until;
  const swr = useSWR<Overview>(options.skip ? null : overviewKey(companyId, month), {
    refreshInterval: (latest) => (waiting(latest) ? CATCH_UP_INTERVAL : 0),
    keepPreviousData: true,
  });
  return { ...swr, overview: swr.data };
}
