import { send } from '../../../lib/api';
import { invitationsKey } from '../../../lib/invitations/get-invitations';
import type { Invitation } from '../../../lib/invitations/invitation';
import { SESSION_KEY, storeToken, type Session, type User } from '../../../lib/session';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { companiesKey } from './get-companies';

/** POST /api/invitation {id} with the invitee's session: `{user, token}`; 409 with a reason. */
export const acceptInvitation = (id: string) => send<Session>('POST', 'invitation', { id });

/**
 * Accept from the profile: the person's roles change, so the renewed token is kept, and the cached
 * user, the company list and the invitations are read again; a refusal shows the server's Danish
 * reason (spec 000 §8).
 */
export function useAcceptInvitation(user: User) {
  return useMutation({
    name: 'accept-invitation',
    request: async (invitation: Invitation) => {
      const result = await acceptInvitation(invitation.id);
      if (result.ok && result.data?.token) storeToken(result.data.token);
      return result;
    },
    revalidate: () => [SESSION_KEY, companiesKey(user.id), invitationsKey()],
    success: (_, invitation) => ({
      heading: 'Invitationen blev accepteret',
      text: invitation.companyName
        ? `Du er nu med i ${invitation.companyName}. Du finder virksomheden under Konti.`
        : 'Du finder virksomheden under Konti.',
    }),
    failure: alertFor('Invitationen kunne ikke accepteres'),
  });
}
