import { invitationDecider, invitationUnknown } from '../../../domain/invitation/decider';
import { isAdmin } from '../../../domain/shared/roles';
import type { invitationRefSchema } from '../../../domain/user/schemas';
import type { z } from 'zod';
import { prepare } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { invitationByRef, pendingInviteKey } from '../../use-cases/invitations';
import type { Caller } from './accept-invitation';

/**
 * A pending invitation withdrawn by an admin of its company or declined by its invitee; its
 * address may be invited again. To anyone else it does not exist.
 */
export async function deleteInvitation(
  ref: z.output<typeof invitationRefSchema>,
  ctx: { now: Date; caller: Caller },
  store: EventStore,
): Promise<void> {
  const { now, caller } = ctx;
  const invitation = await invitationByRef(store, ref);
  if (!invitation || invitation.status !== 'PENDING') throw invitationUnknown();
  const mayDelete =
    isAdmin(caller.user.roles[invitation.companyId]?.type) || caller.user.emailAddress === invitation.emailAddress;
  if (!mayDelete) throw invitationUnknown();
  const commit = await prepare(
    store,
    invitationDecider,
    { type: 'Invitation', id: invitation.id },
    { type: 'DeleteInvitation' },
    { now, actor: caller.userId, companyId: invitation.companyId },
  );
  await store.append([commit], [], [pendingInviteKey(invitation.companyId, invitation.emailAddress)]);
}
