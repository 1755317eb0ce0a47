import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CompanyInfo } from '#domain/company/schemas';
import { send } from '../../../lib/api';
import { companyKey, type Company } from '../../../lib/company';
import { notify } from '../../../lib/notifications';

/** The SUPER_ADMIN shapes of `PATCH /api/company` (design/api.md). */
export type CompanyUpdate =
  | ({ id: string } & CompanyInfo)
  | { id: string; mfa: { active: boolean; method: 'email' } }
  | { id: string; subscription: 'UNLIMITED' }
  | { id: string; subscriptionCancelled: boolean };

/** PATCH /api/company?companyId= : the updated `company`. */
export const updateCompany = (companyId: string, update: CompanyUpdate) =>
  send<Company>('PATCH', 'company', update, { companyId });

/** Whether an SWR key is the profile's company list (`api/company?userId=`). */
const isCompanyList = (key: unknown) => typeof key === 'string' && key.startsWith('api/company?');

/**
 * Saves one change and shows the outcome. The cached company takes the answer at once (the
 * sidebar and the plan box follow) and is then read again; failure: 'Din virksomhed kunne ikke
 * opdateres' (spec 000 §8) with the server's reason when it gave one.
 */
export function useUpdateCompany(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);

  const run = async (update: CompanyUpdate, success: { heading: string; text?: string }, what = 'save') => {
    setPending(what);
    const result = await updateCompany(companyId, update);
    setPending(null);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Din virksomhed kunne ikke opdateres',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return null;
    }
    const answer = result.data && typeof result.data === 'object' ? result.data : undefined;
    await mutate<Company>(
      companyKey(companyId),
      (current) => (current ? { ...current, ...answer } : answer),
      { revalidate: true },
    );
    void mutate(isCompanyList);
    notify('dashboard', success);
    return answer ?? null;
  };

  return { update: run, pending };
}
