import { assertNever } from '../../domain/shared/errors';
import { invitationEventTypes, isEventOf, parseEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import { invitationKeys } from '../queries/inline-rows';
import type { VersionedRow } from '../queries/read-store';

/**
 * Pending invitations per company (admin list) and per e-mail address (Profil › Invitationer).
 * Pure: the rows an event leads to, at the invitation stream's version, written with each commit
 * (`functions/store/inline-projections.ts`).
 */
export function project(envelope: Envelope): VersionedRow[] {
  const event = parseEvent(envelope);
  if (!isEventOf(invitationEventTypes, event)) return [];
  const version = envelope.streamVersion;
  switch (event.type) {
    case 'InvitationCreated': {
      const { invitedBy: _invitedBy, ...invitation } = event.data;
      return invitationKeys(event.data).map((key) => ({ ...key, ...invitation, status: 'PENDING', version }));
    }
    case 'InvitationAccepted':
    case 'InvitationDeleted':
      return invitationKeys(event.data).map((key) => ({
        ...key,
        invitationId: event.data.invitationId,
        removed: true,
        version,
      }));
    default:
      return assertNever(event);
  }
}
