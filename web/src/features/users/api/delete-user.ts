import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { usersKey } from '../../../lib/users/get-users';

/** DELETE /api/user?companyId= {id}: 200; 403 for oneself; 409 while responsible for tasks. */
export const deleteUser = (companyId: string, id: string) => send<unknown>('DELETE', 'user', { id }, { companyId });

/** Delete (spec 001 §8, texts literal); a 409 also says why (the server's Danish reason). */
export function useDeleteUser(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (id: string) => {
    setPending(true);
    const result = await deleteUser(companyId, id);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Brugeren kunne ikke slettes. Noget gik galt. Prøv igen.',
        text: result.error.status === 409 ? (result.error.body.message ?? '') : '',
        type: 'alert',
      });
      return false;
    }
    await mutate(usersKey(companyId));
    notify('dashboard', { heading: 'Brugeren er nu slettet permanent.' });
    return true;
  };

  return { deleteUser: run, pending };
}
