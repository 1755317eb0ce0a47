import { useDeleteInvitation } from '../../../lib/invitations';

/** DELETE /api/invitation {id} by the invitee (declines it for good). */
export const useDeleteMyInvitation = () => useDeleteInvitation();
