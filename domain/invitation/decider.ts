import { event, invitationEventTypes, type EventOf } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';

/** Invitations expire 14 days after their date (spec 000 §9). */
export const INVITATION_DAYS = 14;

/**
 * An invitation. Its secret (the token in the mailed link) is not part of it: only a hash of it
 * is kept, as the claim that finds the invitation (decision 033 "Invitations: the secret only in
 * the mail"); lists and deletion use `id`.
 */
export interface InvitationState {
  id: string;
  companyId: string;
  companyName: string;
  name: string;
  emailAddress: string;
  type: 'USER' | 'ADMIN';
  date: string;
  expiresAt: string;
  invitedBy: string;
  status: 'PENDING' | 'ACCEPTED' | 'DELETED';
}

export type InvitationEvent = EventOf<(typeof invitationEventTypes)[number]>;

export type InvitationCommand =
  | {
      type: 'CreateInvitation';
      invitationId: string;
      companyId: string;
      companyName: string;
      name: string;
      emailAddress: string;
      role: 'USER' | 'ADMIN';
      invitedBy: string;
      now: Date;
    }
  | { type: 'AcceptInvitation'; userId: string; now: Date }
  | { type: 'DeleteInvitation' };

export const invitationUnknown = () => new DomainError('notFound', 'INVITATION_NOT_FOUND', 'Invitationen fandtes ikke');
export const invitationExpired = () => new DomainError('gone', 'INVITATION_EXPIRED', 'Anmodning udløbet');

/**
 * A usable invitation: pending and not expired at `now`; otherwise the matching error. One
 * without a valid expiry counts as expired: a link that never ends is never honoured.
 */
export function assertUsable(state: InvitationState | null, now: Date): InvitationState {
  if (!state || state.status !== 'PENDING') throw invitationUnknown();
  const expiresAt = typeof state.expiresAt === 'string' ? Date.parse(state.expiresAt) : Number.NaN;
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) throw invitationExpired();
  return state;
}

export const invitationDecider: Decider<InvitationState | null, InvitationCommand, InvitationEvent> = {
  eventTypes: invitationEventTypes,
  initialState: () => null,

  decide(command, state) {
    switch (command.type) {
      case 'CreateInvitation':
        if (state) throw new DomainError('conflict', 'INVITATION_EXISTS', 'Invitationen findes allerede.');
        return [
          event('InvitationCreated', {
            invitationId: command.invitationId,
            companyId: command.companyId,
            companyName: command.companyName,
            name: command.name,
            emailAddress: command.emailAddress,
            type: command.role,
            date: command.now.toISOString(),
            expiresAt: new Date(command.now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
            invitedBy: command.invitedBy,
          }),
        ];
      case 'AcceptInvitation': {
        const usable = assertUsable(state, command.now);
        return [
          event('InvitationAccepted', {
            invitationId: usable.id,
            companyId: usable.companyId,
            emailAddress: usable.emailAddress,
            userId: command.userId,
          }),
        ];
      }
      case 'DeleteInvitation':
        if (!state || state.status !== 'PENDING') throw invitationUnknown();
        return [
          event('InvitationDeleted', {
            invitationId: state.id,
            companyId: state.companyId,
            emailAddress: state.emailAddress,
          }),
        ];
      default:
        return assertNever(command);
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'InvitationCreated': {
        const { invitationId, ...rest } = e.data;
        return { ...rest, id: invitationId, status: 'PENDING' };
      }
      case 'InvitationAccepted':
        return state && { ...state, status: 'ACCEPTED' };
      case 'InvitationDeleted':
        return state && { ...state, status: 'DELETED' };
      default:
        return assertNever(e);
    }
  },
};
