import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { invitationsKey, type Invitation } from '../../../lib/invitations';
import { notify } from '../../../lib/notifications';
import { SESSION_KEY, storeToken, type Session, type User } from '../../../lib/session';
import { companiesKey } from './get-companies';

/** POST /api/invitation {id} with the invitee's session: `{user, token}`; 409 with a reason. */
export const acceptInvitation = (id: string) => send<Session>('POST', 'invitation', { id });

/**
 * Accept from the profile: the person's roles change, so the cached user and the company list
 * are read again; a refusal shows the server's Danish reason (spec 000 §8).
 */
export function useAcceptInvitation(user: User) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);

  const accept = async (invitation: Invitation) => {
    setPending(invitation.id);
    const result = await acceptInvitation(invitation.id);
    setPending(null);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Invitationen kunne ikke accepteres',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    if (result.data?.token) storeToken(result.data.token);
    await Promise.all([mutate(SESSION_KEY), mutate(companiesKey(user.id)), mutate(invitationsKey())]);
    notify('dashboard', {
      heading: 'Invitationen blev accepteret',
      text: invitation.companyName
        ? `Du er nu med i ${invitation.companyName}. Du finder virksomheden under Konti.`
        : 'Du finder virksomheden under Konti.',
    });
    return true;
  };

  return { accept, pending };
}
