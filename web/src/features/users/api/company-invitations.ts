import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { deleteInvitation, invitationsKey, localInvitationChanges, type Invitation } from '../../../lib/invitations';
import { notify } from '../../../lib/notifications';
import { useInvitations } from '../../../lib/use-invitations';

/** GET /api/invitation?companyId= : the company's pending invitations (admin). */
export const useCompanyInvitations = (companyId: string) => useInvitations(companyId);

/** DELETE /api/invitation {token}; failure: 'Invitationen kunne ikke slettes' (spec 001 §8). */
export function useDeleteInvitation(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);

  const remove = async (invitation: Invitation) => {
    setPending(invitation.token);
    const result = await deleteInvitation(invitation.token);
    setPending(null);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Invitationen kunne ikke slettes',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    localInvitationChanges.removed(invitation.token);
    await mutate(invitationsKey(companyId));
    notify('dashboard', { heading: 'Invitationen blev slettet', text: `${invitation.name} kan ikke længere bruge den.` });
    return true;
  };

  return { remove, pending };
}
