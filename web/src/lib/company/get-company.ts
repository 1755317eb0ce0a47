import useSWR from 'swr';
import { apiKey } from '../api';
import type { Company } from './types';

export const companyKey = (companyId: string) => apiKey(`company/${encodeURIComponent(companyId)}`);

/** GET /api/company/{id}; used by the dashboard shell and the screens inside it. */
export function useCompany(companyId: string | undefined) {
  return useSWR<Company>(companyId ? companyKey(companyId) : null);
}
