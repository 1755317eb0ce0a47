import type { RoleType } from '#domain/shared/roles';
import { send } from '../../../lib/api';
import { userKey } from '../../../lib/users/get-user';
import { usersKey } from '../../../lib/users/get-users';
import { useMutation } from '../../../lib/use-mutation';

/** PATCH /api/user?companyId= {id, type} (SUPER_ADMIN; SUPER_ADMIN is stored as ADMIN). */
export const updateRole = (companyId: string, id: string, type: RoleType) =>
  send<unknown>('PATCH', 'user', { id, type }, { companyId });

/** Role change (spec 001 §8, texts literal): the person and the list are read again before the toast. */
export function useUpdateRole(companyId: string) {
  return useMutation({
    name: 'update-role',
    request: ({ id, type }: { id: string; type: RoleType }) => updateRole(companyId, id, type),
    revalidate: (_, { id }) => [userKey(companyId, id), usersKey(companyId)],
    success: () => ({ heading: 'Brugeren blev rettet.' }),
    failure: (error) => ({
      heading: 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.',
      text: error.status === 403 || error.status === 409 ? (error.body.message ?? '') : '',
      type: 'alert',
    }),
  });
}
