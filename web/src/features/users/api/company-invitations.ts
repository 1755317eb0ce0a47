import { useDeleteInvitation as useDelete } from '../../../lib/invitations/delete-invitation';
import { useInvitations } from '../../../lib/invitations/get-invitations';

/** GET /api/invitation?companyId= : the company's pending invitations (admin). */
export const useCompanyInvitations = (companyId: string) => useInvitations(companyId);

/** DELETE /api/invitation {id} by an admin: the invitation can no longer be used. */
export const useDeleteInvitation = (companyId: string) => useDelete(companyId);
