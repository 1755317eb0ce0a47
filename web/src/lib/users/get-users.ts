import useSWR from 'swr';
import { apiKey } from '../api';
import type { RoleType } from '#domain/shared/roles';

/** A row of GET /api/user/index, and the user of GET /api/user/{id} (docs/api-additions.md). */
export interface CompanyUser {
  id: string;
  /** Its version: sent back with an edit, the edit is merged three-way (decision 130). */
  version?: number;
  name: string;
  emailAddress: string;
  role: { type: RoleType };
  taskCount: number;
}

export const usersKey = (companyId: string) => apiKey('user/index', { companyId });

/**
 * GET /api/user/index?companyId= : `{users}` (admin; any failure is treated as 403, spec 000 §6).
 * Its rows are written with the commit that changes a membership (decision 058 "Inline projections
 * (read your writes)"), so right after sign-up it already holds the viewer.
 */
export function useUsers(companyId: string) {
  const swr = useSWR<{ users: CompanyUser[] }>(usersKey(companyId));
  const users = Array.isArray(swr.data?.users) ? swr.data.users : undefined;
  return { ...swr, users };
}
