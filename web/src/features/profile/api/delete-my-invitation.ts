import { useDeleteInvitation } from '../../../lib/use-invitations';

/** DELETE /api/invitation {token} by the invitee (declines it for good). */
export const useDeleteMyInvitation = () => useDeleteInvitation();
