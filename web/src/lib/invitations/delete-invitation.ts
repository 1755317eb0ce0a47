import { send } from '../api';
import { alertFor, useMutation } from '../use-mutation';
import { invitationsKey } from './get-invitations';
import type { Invitation } from './invitation';

/** DELETE /api/invitation {id}: by an admin of its company, or by the invitee. */
export const deleteInvitation = (id: string) => send<unknown>('DELETE', 'invitation', { id });

/**
 * DELETE /api/invitation {id}: by an admin of `companyId` (withdraws it) or, without a company,
 * by the invitee (declines it for good). Failure: 'Invitationen kunne ikke slettes' (spec 001 §8).
 */
export function useDeleteInvitation(companyId?: string) {
  return useMutation({
    name: 'delete-invitation',
    request: (invitation: Invitation) => deleteInvitation(invitation.id),
    revalidate: () => [invitationsKey(companyId)],
    success: (_, invitation) => ({
      heading: 'Invitationen blev slettet',
      text: companyId ? `${invitation.name} kan ikke længere bruge den.` : undefined,
    }),
    failure: alertFor('Invitationen kunne ikke slettes'),
  });
}
