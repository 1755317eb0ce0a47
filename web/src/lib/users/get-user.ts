import useSWR from 'swr';
import { apiKey } from '../api';
import type { CompanyUser } from './get-users';

export const userKey = (companyId: string, userId: string) =>
  apiKey(`user/${encodeURIComponent(userId)}`, { companyId });

/** GET /api/user/{id}?companyId= : `{user}` with its role there and task count; 404 when not a member. */
export function useCompanyUser(companyId: string, userId: string) {
  const swr = useSWR<{ user: CompanyUser }>(userKey(companyId, userId));
  return { ...swr, user: swr.data?.user };
}
