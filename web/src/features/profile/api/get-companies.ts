import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { Company } from '../../../lib/company/types';
import type { User } from '../../../lib/session';

export const companiesKey = (userId: string) => apiKey('company', { userId });

/**
 * GET /api/company?userId=: the caller's companies. Its rows are written with the commit that
 * gives the user a role (decision 058 "Inline projections (read your writes)"), so right after
 * sign-up or joining it already holds the new company.
 */
export function useCompanies(user: User) {
  const swr = useSWR<Company[]>(companiesKey(user.id));
  const companies = Array.isArray(swr.data) ? swr.data : undefined;
  return { ...swr, companies };
}
