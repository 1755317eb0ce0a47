import { useInvitations } from '../../../lib/invitations/get-invitations';

/** GET /api/invitation (no companyId): the caller's own pending invitations. */
export const useMyInvitations = () => useInvitations();
