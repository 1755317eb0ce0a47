import type { RoleType } from '#domain/shared/roles';
import type { CompanyUser } from '../../../lib/users/get-users';

const collator = new Intl.Collator('da', { sensitivity: 'base' });

/** Users by name as a Dane sorts them (æ, ø, å last), then by e-mail. */
export const sortUsers = (users: readonly CompanyUser[]) =>
  [...users].sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.emailAddress, b.emailAddress));

/** Why a user may not be deleted, or null when it may (spec 000 §6, 001 §5). */
export type DeleteBlock = 'NOT_SUPER_ADMIN' | 'SELF' | 'RESPONSIBLE';

export function deleteBlock(
  viewer: { id: string; role: RoleType | undefined },
  target: CompanyUser,
): DeleteBlock | null {
  if (viewer.role !== 'SUPER_ADMIN') return 'NOT_SUPER_ADMIN';
  if (viewer.id === target.id) return 'SELF';
  if ((target.taskCount ?? 0) > 0) return 'RESPONSIBLE';
  return null;
}

/** Only the SUPER_ADMIN changes roles, and never their own (docs/api-additions.md). */
export const mayEditRole = (viewer: { id: string; role: RoleType | undefined }, target: Pick<CompanyUser, 'id'>) =>
  viewer.role === 'SUPER_ADMIN' && viewer.id !== target.id;

/** `1 opgave`, `3 opgaver`. */
export const taskCountText = (count: number) => `${count} ${count === 1 ? 'opgave' : 'opgaver'}`;
