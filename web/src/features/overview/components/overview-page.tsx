import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { useCompany } from '../../../lib/company/get-company';
import { useCompanyId } from '../../../lib/use-company-id';
import { useOverview } from '../api/get-overview';
import { readMonth } from '../utils/month';
import { MonthOverview } from './month-overview';
import { OnboardingChecklist } from './onboarding-checklist';

/**
 * /dashboard/{companyId} for admins (spec 001 §2 "Overview"): the onboarding checklist while the
 * company's `onboarding` is on, then the monthly overview.
 */
export function OverviewPage() {
  const companyId = useCompanyId();
  const { data: company, error } = useCompany(companyId);
  // The overview is asked for beside the company, not once it has come: both answers read every
  // task of the company, and one after the other they were most of the page's wait. The checklist
  // and this month's overview read the same key.
  const [params] = useSearchParams();
  const choice = readMonth(params.get('month'));
  useOverview(companyId, choice.kind === 'month' ? choice.month : undefined, { skip: choice.kind === 'invalid' });
  // After 'Vis oversigt' the overview's heading takes the focus from the button that went away.
  const [finished, setFinished] = useState(false);

  if (!company) {
    return (
      <LoadState
        failed={Boolean(error)}
        error="Virksomheden kunne ikke hentes lige nu. Prøv igen om lidt."
        loading="Henter oversigten…"
      />
    );
  }
  if (company.onboarding) return <OnboardingChecklist company={company} onFinished={() => setFinished(true)} />;
  return <MonthOverview companyId={companyId} companyName={company.name} focusHeading={finished} />;
}
