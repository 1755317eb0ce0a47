import { addDays } from 'date-fns';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiKey, send } from './api';
import { notify } from './notifications';
import type { RoleType } from '#domain/shared/roles';

/** Invitations expire 14 days after their date (spec 000 §4, §9). */
export const INVITATION_LIFETIME_DAYS = 14;

/**
 * `invitation` in docs/api-additions.md. `id` names it for listing, deleting and (the invitee)
 * accepting; the secret token is only in the mailed link (in lists `token` equals `id`).
 */
export interface Invitation {
  id: string;
  token?: string;
  name: string;
  emailAddress: string;
  type: Exclude<RoleType, 'SUPER_ADMIN'>;
  date: string;
  expiresAt?: string;
  companyId?: string;
  companyName?: string;
}

/**
 * GET /api/invitation: with a company, that company's pending invitations (admin); without, the
 * caller's own pending invitations.
 */
export const invitationsKey = (companyId?: string) => apiKey('invitation', { companyId });

/** DELETE /api/invitation {id}: by an admin of its company, or by the invitee. */
export const deleteInvitation = (id: string) => send<unknown>('DELETE', 'invitation', { id });

/** When the invitation stops working: the server's `expiresAt`, else its date plus 14 days. */
export function invitationExpiry(invitation: Pick<Invitation, 'date' | 'expiresAt'>): Date {
  if (invitation.expiresAt) return new Date(invitation.expiresAt);
  return addDays(new Date(invitation.date), INVITATION_LIFETIME_DAYS);
}

/** The answer as a list (a failed or odd answer shows as none rather than breaking the page). */
export const asInvitations = (data: unknown): Invitation[] => (Array.isArray(data) ? (data as Invitation[]) : []);

/**
 * GET /api/invitation, with or without a company. It shows the caller's own writes (an invite, a
 * delete, an accept) at once (decisions.md "Inline projections (read your writes)"), so a change
 * re-reads it once.
 */
export function useInvitations(companyId?: string) {
  const swr = useSWR<Invitation[]>(invitationsKey(companyId));
  const invitations = swr.data === undefined ? undefined : asInvitations(swr.data);
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
    await mutate(invitationsKey(companyId));
    notify('dashboard', {
      heading: 'Invitationen blev slettet',
      text: companyId ? `${invitation.name} kan ikke længere bruge den.` : undefined,
    });
    return true;
  };

  return { remove, pending };
}
