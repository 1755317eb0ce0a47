import useSWR from 'swr';
import { apiKey } from '../../../lib/api';

/** A row of GET /api/user/index, as far as choosing recipients needs it. */
export interface Recipient {
  id: string;
  name: string;
}

/**
 * GET /api/user/index?companyId= : `{users}`. Admins only (a USER gets 403), so it is asked only
 * for admins; any failure means no recipients are offered.
 */
export function useCompanyMembers(companyId: string, enabled: boolean) {
  const swr = useSWR<{ users: Recipient[] }>(enabled ? apiKey('user/index', { companyId }) : null);
  const users = Array.isArray(swr.data?.users) && !swr.error ? swr.data.users : [];
  return { users };
}
