import { useState } from 'react';
import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { RoleType } from '../../../lib/roles';

/** A row of GET /api/user/index, and the user of GET /api/user/{id} (docs/api-additions.md). */
export interface CompanyUser {
  id: string;
  name: string;
  emailAddress: string;
  role: { type: RoleType };
  taskCount: number;
}

export const usersKey = (companyId: string) => apiKey('user/index', { companyId });

const CATCH_UP_WINDOW = 30_000;
const CATCH_UP_INTERVAL = 1_000;

/**
 * GET /api/user/index?companyId= : `{users}` (admin; any failure is treated as 403, spec 000 §6).
 * The list comes from a read model, so just after sign-up it may lack the viewer, who surely is
 * a member; it is re-read every second until it shows them (for at most 30 s).
 */
export function useUsers(companyId: string, viewerId: string | undefined) {
  const [until] = useState(() => Date.now() + CATCH_UP_WINDOW);
  const lagging = (data: { users?: CompanyUser[] } | undefined) =>
    Boolean(viewerId) && Array.isArray(data?.users) && !data.users.some((user) => user.id === viewerId);
  const swr = useSWR<{ users: CompanyUser[] }>(usersKey(companyId), {
    refreshInterval: (latest) => (lagging(latest) && Date.now() < until ? CATCH_UP_INTERVAL : 0),
  });
  const users = Array.isArray(swr.data?.users) ? swr.data.users : undefined;
  return { ...swr, users };
}
