import useSWR from 'swr';
import { apiKey } from '../api';
import { asInvitations, type Invitation } from './invitation';

/**
 * GET /api/invitation: with a company, that company's pending invitations (admin); without, the
 * caller's own pending invitations.
 */
export const invitationsKey = (companyId?: string) => apiKey('invitation', { companyId });

/**
 * GET /api/invitation, with or without a company. It shows the caller's own writes (an invite, a
 * delete, an accept) at once (decision 058 "Inline projections (read your writes)"), so a change
 * re-reads it once.
 */
export function useInvitations(companyId?: string) {
  const swr = useSWR<Invitation[]>(invitationsKey(companyId));
  const invitations = swr.data === undefined ? undefined : asInvitations(swr.data);
  return { ...swr, invitations };
}
