import type { RoleType } from '#domain/shared/roles';
import { send } from '../../../lib/api';
import { userKey } from '../../../lib/users/get-user';
import { usersKey } from '../../../lib/users/get-users';
import { useMutation } from '../../../lib/use-mutation';

/**
 * PATCH /api/user?companyId= {id, type, version} (SUPER_ADMIN; SUPER_ADMIN is stored as ADMIN);
 * `version` the person's as the page read it (decision 130).
 */
export const updateRole = (companyId: string, id: string, type: RoleType, version?: number) =>
  send<unknown>('PATCH', 'user', { id, type, version }, { companyId });

/** Role change (spec 001 §8, texts literal): the person and the list are read again before the toast. */
export function useUpdateRole(companyId: string) {
  return useMutation({
    name: 'update-role',
    request: ({ id, type, version }: { id: string; type: RoleType; version?: number }) =>
      updateRole(companyId, id, type, version),
    revalidate: (_, { id }) => [userKey(companyId, id), usersKey(companyId)],
    success: () => ({ heading: 'Brugeren blev rettet.' }),
    failure: (error) =>
      error.body.code === 'STALE_VERSION'
        ? undefined
        : {
            heading: 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.',
            text: error.status === 403 || error.status === 409 ? (error.body.message ?? '') : '',
            type: 'alert' as const,
          },
  });
}
