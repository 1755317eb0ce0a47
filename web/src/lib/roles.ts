/** Roles per company (spec 000 §6). 'Admin' means ADMIN or SUPER_ADMIN. */
export type RoleType = 'USER' | 'ADMIN' | 'SUPER_ADMIN';

const rank: Record<RoleType, number> = { USER: 0, ADMIN: 1, SUPER_ADMIN: 2 };

/** Whether `role` is `needed` or above it. */
export const hasRole = (role: RoleType | undefined, needed: RoleType) =>
  role !== undefined && rank[role] !== undefined && rank[role] >= rank[needed];

export const isAdmin = (role: RoleType | undefined) => role === 'ADMIN' || role === 'SUPER_ADMIN';

export const roleLabels: Record<RoleType, string> = {
  USER: 'Almindelig bruger',
  ADMIN: 'Administrator',
  SUPER_ADMIN: 'Superadministrator',
};
