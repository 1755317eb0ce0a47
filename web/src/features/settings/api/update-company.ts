import { useState } from 'react';
import { useSaveCompany, type CompanyUpdate } from '../../../lib/company';
import { notify } from '../../../lib/notifications';

/**
 * Saves one change of the settings page and shows the outcome: the given success, or 'Din
 * virksomhed kunne ikke opdateres' (spec 000 §8) with the server's reason when it gave one.
 */
export function useUpdateCompany(companyId: string) {
  const save = useSaveCompany(companyId);
  const [pending, setPending] = useState<string | null>(null);

  const run = async (update: CompanyUpdate, success: { heading: string; text?: string }, what = 'save') => {
    setPending(what);
    const result = await save(update);
    setPending(null);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Din virksomhed kunne ikke opdateres',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return null;
    }
    notify('dashboard', success);
    return result.data ?? null;
  };

  return { update: run, pending };
}
