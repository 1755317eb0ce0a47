import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import type { RoleType } from '#domain/shared/roles';
import { userKey } from '../../../lib/users/get-user';
import { usersKey } from '../../../lib/users/get-users';

/** PATCH /api/user?companyId= {id, type} (SUPER_ADMIN; SUPER_ADMIN is stored as ADMIN). */
export const updateRole = (companyId: string, id: string, type: RoleType) =>
  send<unknown>('PATCH', 'user', { id, type }, { companyId });

/** Role change (spec 001 §8, texts literal). */
export function useUpdateRole(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (id: string, type: RoleType) => {
    setPending(true);
    const result = await updateRole(companyId, id, type);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.',
        text: result.error.status === 403 || result.error.status === 409 ? (result.error.body.message ?? '') : '',
        type: 'alert',
      });
      return false;
    }
    await Promise.all([mutate(userKey(companyId, id)), mutate(usersKey(companyId))]);
    notify('dashboard', { heading: 'Brugeren blev rettet.' });
    return true;
  };

  return { updateRole: run, pending };
}
