import { addDays } from 'date-fns';
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

/** When the invitation stops working: the server's `expiresAt`, else its date plus 14 days. */
export function invitationExpiry(invitation: Pick<Invitation, 'date' | 'expiresAt'>): Date {
  if (invitation.expiresAt) return new Date(invitation.expiresAt);
  return addDays(new Date(invitation.date), INVITATION_LIFETIME_DAYS);
}

/** The answer as a list (a failed or odd answer shows as none rather than breaking the page). */
export const asInvitations = (data: unknown): Invitation[] => (Array.isArray(data) ? (data as Invitation[]) : []);
