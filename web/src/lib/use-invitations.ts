import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  asInvitations,
  deleteInvitation,
  invitationsKey,
  localInvitationChanges,
  mergeInvitations,
  SETTLE_INTERVAL,
  useLocalInvitationChanges,
  type Invitation,
} from './invitations';
import { notify } from './notifications';

/**
 * GET /api/invitation, with or without a company, with this browser's own recent changes laid
 * over the answer; the list is re-read every second until the server shows them.
 */
export function useInvitations(companyId?: string) {
  const changes = useLocalInvitationChanges();
  const swr = useSWR<Invitation[]>(invitationsKey(companyId), {
    refreshInterval: (latest) =>
      mergeInvitations(asInvitations(latest), changes, companyId, Date.now()).settled ? 0 : SETTLE_INTERVAL,
  });
  const invitations =
    swr.data === undefined
      ? undefined
      : mergeInvitations(asInvitations(swr.data), changes, companyId, Date.now()).invitations;
  return { ...swr, invitations };
}

/**
 * DELETE /api/invitation {id}: by an admin of `companyId` (withdraws it) or, without a company,
 * by the invitee (declines it for good). Failure: 'Invitationen kunne ikke slettes' (spec 001 §8).
 */
export function useDeleteInvitation(companyId?: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);

  const remove = async (invitation: Invitation) => {
    setPending(invitation.id);
    const result = await deleteInvitation(invitation.id);
    setPending(null);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Invitationen kunne ikke slettes',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    localInvitationChanges.removed(invitation.id);
    await mutate(invitationsKey(companyId));
    notify('dashboard', { heading: 'Invitationen blev slettet', text: companyId ? `${invitation.name} kan ikke længere bruge den.` : undefined });
    return true;
  };

  return { remove, pending };
}
