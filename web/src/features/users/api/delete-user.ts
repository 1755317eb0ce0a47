import { send } from '../../../lib/api';
import { usersKey } from '../../../lib/users/get-users';
import { useMutation } from '../../../lib/use-mutation';

/** DELETE /api/user?companyId= {id}: 200; 403 for oneself; 409 while responsible for tasks. */
export const deleteUser = (companyId: string, id: string) => send<unknown>('DELETE', 'user', { id }, { companyId });

/** Delete (spec 001 §8, texts literal); a 409 also says why (the server's Danish reason). */
export function useDeleteUser(companyId: string) {
  return useMutation({
    name: 'delete-user',
    request: (id: string) => deleteUser(companyId, id),
    revalidate: () => [usersKey(companyId)],
    success: () => ({ heading: 'Brugeren er nu slettet permanent.' }),
    failure: (error) => ({
      heading: 'Brugeren kunne ikke slettes. Noget gik galt. Prøv igen.',
      text: error.status === 409 ? (error.body.message ?? '') : '',
      type: 'alert',
    }),
  });
}
