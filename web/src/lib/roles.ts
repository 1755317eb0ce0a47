/** Roles per company (spec 000 §6). 'Admin' means ADMIN or SUPER_ADMIN. */
export type RoleType = 'USER' | 'ADMIN' | 'SUPER_ADMIN';

export const isAdmin = (role: RoleType | undefined) => role === 'ADMIN' || role === 'SUPER_ADMIN';

export const roleLabels: Record<RoleType, string> = {
  USER: 'Almindelig bruger',
  ADMIN: 'Administrator',
  SUPER_ADMIN: 'Superadministrator',
};
