import { send } from '../api';
import type { MutationSpec } from '../use-mutation';
import { companyKey } from './get-company';
import type { Company, CompanyUpdate } from './types';

/** PATCH /api/company?companyId=: the company as it is now. */
export const updateCompany = (companyId: string, update: CompanyUpdate) =>
  send<Company>('PATCH', 'company', update, { companyId });

/** Whether an SWR key is the profile's company list (`api/company?userId=`). */
const isCompanyList = (key: unknown) => typeof key === 'string' && key.startsWith('api/company?');

/**
 * The request and cache of every company change (settings, the end of the onboarding): the cached
 * company takes the answer at once (the sidebar, the plan box and the page follow) and is read
 * again, as is the profile's list. The caller's hook says what the outcome means to the person.
 */
export const companyUpdate = <Arg extends { update: CompanyUpdate }>(
  companyId: string,
): Pick<MutationSpec<Arg, Company>, 'request' | 'write' | 'revalidate' | 'refresh'> => ({
  request: ({ update }) => updateCompany(companyId, update),
  write: (answer) => {
    const changed = answer && typeof answer === 'object' ? answer : undefined;
    return [[companyKey(companyId), (current?: Company) => (current ? { ...current, ...changed } : changed)]];
  },
  revalidate: () => [companyKey(companyId)],
  refresh: () => [isCompanyList],
});
