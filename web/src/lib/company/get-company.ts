import useSWR from 'swr';
import { apiKey, request } from '../api';
import type { Company } from './types';

export const companyKey = (companyId: string) => apiKey(`company/${encodeURIComponent(companyId)}`);

/** GET /api/company/{id} read now (a versioned edit's fresh read, decision 132). */
export const getCompany = (companyId: string) => request<Company>('GET', `company/${encodeURIComponent(companyId)}`);

/** GET /api/company/{id}; used by the dashboard shell and the screens inside it. */
export function useCompany(companyId: string | undefined) {
  return useSWR<Company>(companyId ? companyKey(companyId) : null);
}
