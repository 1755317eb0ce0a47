import { invitationTokenKey, pendingInviteKey } from '../../use-cases/invitations';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { inviteUser } from './invite-user';

describe('invite a person', () => {
  let world: World;
  let mayMail: jest.Mock<Promise<void>, [string]>;
  const bo = { name: 'Bo Berg', emailAddress: 'bo.berg@firma.dk', type: 'USER' as const };
  beforeEach(async () => {
    world = await aCompany();
    mayMail = jest.fn(async (_address: string) => undefined);
  });

  it('given a new address, the invitation is created with its secret and its address claimed as pending', async () => {
    const { result, events } = await when(world.store, () =>
      inviteUser(bo, world.as(world.admin), world.store, mayMail),
    );
    expect(events).toEqual([`Invitation#${result.invitationId}: InvitationCreated`]);
    expect(result.invitation).toMatchObject({ companyName: 'Åbergs VVS', emailAddress: bo.emailAddress, type: 'USER' });
    expect(result.hasAccount).toBe(false);
    expect(mayMail).toHaveBeenCalledWith(bo.emailAddress);
    await expect(world.store.getClaim(invitationTokenKey(result.token))).resolves.toMatchObject({
      invitationId: result.invitationId,
    });
    await expect(world.store.getClaim(pendingInviteKey(world.companyId, bo.emailAddress))).resolves.toMatchObject({
      invitationId: result.invitationId,
    });
  });

  it('is refused for an address invited already, and again once the invitation has lapsed it is not', async () => {
    await inviteUser(bo, world.as(world.admin), world.store, mayMail);
    const error = await refused(world.store, () => inviteUser(bo, world.as(world.admin), world.store, mayMail));
    expect(error).toMatchObject({ code: 'ALREADY_INVITED' });
    const later = { ...world.as(world.admin), now: new Date(world.as(world.admin).now.getTime() + 15 * 86_400_000) };
    await expect(inviteUser(bo, later, world.store, mayMail)).resolves.toMatchObject({ hasAccount: false });
  });

  it('is refused for a member, before the e-mail limit counts it', async () => {
    const error = await refused(world.store, () =>
      inviteUser({ ...bo, emailAddress: world.user.emailAddress }, world.as(world.admin), world.store, mayMail),
    );
    expect(error).toMatchObject({ code: 'ALREADY_MEMBER' });
    expect(mayMail).not.toHaveBeenCalled();
  });

  it('over the e-mail limit, nothing is written', async () => {
    mayMail.mockRejectedValue(new Error('TOO_MANY_MAILS'));
    await refused(world.store, () => inviteUser(bo, world.as(world.admin), world.store, mayMail));
  });
});
