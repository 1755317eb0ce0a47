import { companyUpdate } from '../../../lib/company/update-company';
import { alertFor, useMutation } from '../../../lib/use-mutation';

/**
 * 'Vis oversigt': ends the onboarding (`{id, onboarding: false}`, any admin). The cached company
 * takes the answer at once, so the page shows the overview without waiting for a second read.
 */
export function useFinishOnboarding(companyId: string) {
  return useMutation({
    name: 'finish-onboarding',
    ...companyUpdate(companyId),
    failure: alertFor('Oversigten kunne ikke vises'),
  });
}
