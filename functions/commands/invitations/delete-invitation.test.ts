import type { UserState } from '../../../domain/user/decider';
import { pendingInviteKey } from '../../use-cases/invitations';
import { aCompany, NOW, refused, when, type World } from '../../../test/support/commands';
import { inviteUser } from '../users/invite-user';
import { deleteInvitation } from './delete-invitation';

describe('delete an invitation', () => {
  let world: World;
  let invitationId: string;
  const callerOf = async (id: string) => ({ userId: id, user: await world.state<UserState>('User', id) });
  beforeEach(async () => {
    world = await aCompany();
    ({ invitationId } = await inviteUser(
      { name: 'Bo Berg', emailAddress: 'bo.berg@firma.dk', type: 'USER' },
      world.as(world.admin),
      world.store,
      async () => {},
    ));
  });

  it('given a pending invitation, an admin of its company withdraws it, and the address may be invited again', async () => {
    const { events } = await when(world.store, async () =>
      deleteInvitation({ id: invitationId }, { now: NOW, caller: await callerOf(world.admin.id) }, world.store),
    );
    expect(events).toEqual([`Invitation#${invitationId}: InvitationDeleted`]);
    await expect(world.store.getClaim(pendingInviteKey(world.companyId, 'bo.berg@firma.dk'))).resolves.toBeNull();
  });

  it('to a USER of the company, it does not exist', async () => {
    const caller = await callerOf(world.user.id);
    const error = await refused(world.store, () =>
      deleteInvitation({ id: invitationId }, { now: NOW, caller }, world.store),
    );
    expect(error).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
  });
});
