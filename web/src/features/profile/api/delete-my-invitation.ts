import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { deleteInvitation, invitationsKey, localInvitationChanges, type Invitation } from '../../../lib/invitations';
import { notify } from '../../../lib/notifications';

/** DELETE /api/invitation {token} by the invitee (declines it for good). */
export function useDeleteMyInvitation() {
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
    await mutate(invitationsKey());
    notify('dashboard', { heading: 'Invitationen blev slettet' });
    return true;
  };

  return { remove, pending };
}
