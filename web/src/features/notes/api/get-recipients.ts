import useSWR from 'swr';
import { usersKey, type CompanyUser } from '../../../lib/users/get-users';

/** A member of the company, as far as choosing recipients needs it. */
export type Recipient = Pick<CompanyUser, 'id' | 'name'>;

/**
 * GET /api/user/index?companyId= (the users list's own call and cache): `{users}`. Admins only (a
 * USER gets 403), so it is asked only for admins; any failure means no recipients are offered.
 */
export function useCompanyMembers(companyId: string, enabled: boolean) {
  const swr = useSWR<{ users: Recipient[] }>(enabled ? usersKey(companyId) : null);
  const users = Array.isArray(swr.data?.users) && !swr.error ? swr.data.users : [];
  return { users };
}
