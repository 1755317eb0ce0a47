import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { InviteUserInput } from '#domain/user/schemas';
import { send } from '../../../lib/api';
import { invitationsKey, type Invitation } from '../../../lib/invitations';
import { notify } from '../../../lib/notifications';

/** POST /api/user/invite?companyId= {name, emailAddress, type}: 201 `invitation`; 409 in use. */
export const inviteUser = (companyId: string, input: InviteUserInput) =>
  send<Invitation>('POST', 'user/invite', input, { companyId });

/** Invite (spec 001 §8, texts literal; the failure is an alert shown for 10 s). */
export function useInviteUser(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (input: InviteUserInput) => {
    setPending(true);
    const result = await inviteUser(companyId, input);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Brugeren kunne ikke inviteres',
        text: 'Noget gik galt. Er emailadressen i brug?',
        type: 'alert',
        duration: 10_000,
      });
      return false;
    }
    await mutate(invitationsKey(companyId));
    // The overview's checklist counts invitations ('Tilføj en bruger').
    void mutate((key) => typeof key === 'string' && key.startsWith('api/overview'));
    notify('dashboard', { heading: 'Brugeren blev inviteret', text: 'Bed dem om at tjekke deres indbakke.' });
    return true;
  };

  return { invite: run, pending };
}
