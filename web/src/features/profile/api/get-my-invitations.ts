import { useInvitations } from '../../../lib/use-invitations';

/** GET /api/invitation (no companyId): the caller's own pending invitations. */
export const useMyInvitations = () => useInvitations();
