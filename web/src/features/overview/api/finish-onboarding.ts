import { useState } from 'react';
import { useSaveCompany } from '../../../lib/company';
import { notify } from '../../../lib/notifications';

/**
 * 'Vis oversigt': ends the onboarding (`{id, onboarding: false}`, any admin). The cached company
 * takes the answer at once, so the page shows the overview without waiting for a second read.
 */
export function useFinishOnboarding(companyId: string) {
  const save = useSaveCompany(companyId);
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    const result = await save({ id: companyId, onboarding: false });
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Oversigten kunne ikke vises',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    return true;
  };

  return { finish: run, pending };
}
