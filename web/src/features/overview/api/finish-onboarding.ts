import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { companyKey, type Company } from '../../../lib/company';
import { notify } from '../../../lib/notifications';

/** PATCH /api/company?companyId= {id, onboarding: false} (any admin): the updated `company`. */
export const finishOnboarding = (companyId: string) =>
  send<Company>('PATCH', 'company', { id: companyId, onboarding: false }, { companyId });

/**
 * 'Vis oversigt': ends the onboarding. The cached company takes the answer at once, so the page
 * shows the overview without waiting for a second read.
 */
export function useFinishOnboarding(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    const result = await finishOnboarding(companyId);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Oversigten kunne ikke vises',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    const answer = result.data && typeof result.data === 'object' ? result.data : undefined;
    await mutate<Company>(companyKey(companyId), (current) => ({ ...(current ?? answer!), ...answer, onboarding: false }), {
      revalidate: true,
    });
    return true;
  };

  return { finish: run, pending };
}
