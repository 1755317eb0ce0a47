import { useDeleteInvitation } from '../../../lib/invitations/delete-invitation';

/** DELETE /api/invitation {id} by the invitee (declines it for good). */
export const useDeleteMyInvitation = () => useDeleteInvitation();
