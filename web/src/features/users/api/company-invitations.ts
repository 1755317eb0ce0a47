import { useDeleteInvitation as useDelete, useInvitations } from '../../../lib/invitations';

/** GET /api/invitation?companyId= : the company's pending invitations (admin). */
export const useCompanyInvitations = (companyId: string) => useInvitations(companyId);

/** DELETE /api/invitation {id} by an admin: the invitation can no longer be used. */
export const useDeleteInvitation = (companyId: string) => useDelete(companyId);
