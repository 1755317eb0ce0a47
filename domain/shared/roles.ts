import type { RoleType } from '../../events/catalogue';

export type { RoleType };

/** Roles per company (spec 000 §6); 'admin' means ADMIN or SUPER_ADMIN. */
export const ROLE_RANK: Record<RoleType, number> = { USER: 0, ADMIN: 1, SUPER_ADMIN: 2 };

export const hasRole = (role: RoleType | undefined, needed: RoleType) =>
  role !== undefined && ROLE_RANK[role] >= ROLE_RANK[needed];
export const isAdmin = (role: RoleType | undefined) => hasRole(role, 'ADMIN');

/** The roles' Danish names (spec 000 §6), in the SPA and in the backup's people table alike. */
export const roleLabels: Record<RoleType, string> = {
  USER: 'Almindelig bruger',
  ADMIN: 'Administrator',
  SUPER_ADMIN: 'Superadministrator',
};
