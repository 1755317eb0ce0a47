import type { UserState } from '../../../domain/user/decider';
import { emailClaimKey } from '../../use-cases/accounts';
import { pendingInviteKey } from '../../use-cases/invitations';
import { aCompany, NOW, refused, when, type World } from '../../../test/support/commands';
import { updateCompany } from '../company/update-company';
import { inviteUser } from '../users/invite-user';
import { acceptInvitation } from './accept-invitation';

jest.mock('../../use-cases/passwords', () => ({ hashPassword: async (password: string) => `hashed:${password}` }));

describe('accept an invitation', () => {
  let world: World;
  let invited: Awaited<ReturnType<typeof inviteUser>>;
  const invite = (emailAddress: string) =>
    inviteUser({ name: 'Bo Berg', emailAddress, type: 'ADMIN' }, world.as(world.admin), world.store, async () => {});
  /** A company upgraded by its founder (the decider wants its info complete first). */
  const unlimited = async (companyId: string) => {
    const ctx = { ...world.as(world.founder), companyId, actor: 'founder' };
    await updateCompany(
      { id: companyId, name: 'Firma', vatNumber: '12345678', address: 'Vej 1', city: 'Aarhus' },
      ctx,
      world.store,
    );
    await updateCompany({ id: companyId, subscription: 'UNLIMITED' }, ctx, world.store);
  };
  beforeEach(async () => {
    world = await aCompany();
    invited = await invite('bo.berg@firma.dk');
  });

  it('given the mailed secret, a new person’s account is created in the company and the address claimed', async () => {
    const { result, events } = await when(world.store, () =>
      acceptInvitation(
        { token: invited.token, name: 'Bo Berg', password: 'et-langt-password' },
        { now: NOW, caller: null },
        world.store,
      ),
    );
    expect(result.created).toBe(true);
    expect(events).toEqual([
      `Invitation#${invited.invitationId}: InvitationAccepted`,
      `User#${result.user.id}: UserRegistered`,
      `User#${result.user.id}: UserJoinedCompany`,
    ]);
    expect(result.user.roles[world.companyId]).toEqual({ type: 'ADMIN' });
    await expect(world.store.getClaim(emailClaimKey('bo.berg@firma.dk'))).resolves.toMatchObject({
      passwordHash: 'hashed:et-langt-password',
    });
    await expect(world.store.getClaim(pendingInviteKey(world.companyId, 'bo.berg@firma.dk'))).resolves.toBeNull();
  });

  it('without a name and password for the new account, it is refused', async () => {
    const error = await refused(world.store, () =>
      acceptInvitation({ token: invited.token }, { now: NOW, caller: null }, world.store),
    );
    expect(error).toMatchObject({ status: 400, fields: { name: expect.any(String), password: expect.any(String) } });
  });

  it('given the invitee’s session, they join the company (both companies on Unlimited)', async () => {
    const stranger = await world.stranger();
    await unlimited(world.companyId);
    await unlimited(stranger.companyId);
    const theirs = await invite(stranger.emailAddress);
    const caller = { userId: stranger.id, user: await world.state<UserState>('User', stranger.id) };
    const { result, events } = await when(world.store, () =>
      acceptInvitation({ id: theirs.invitationId }, { now: NOW, caller }, world.store),
    );
    expect(result.created).toBe(false);
    expect(events).toEqual([
      `Invitation#${theirs.invitationId}: InvitationAccepted`,
      `User#${stranger.id}: UserJoinedCompany`,
    ]);
  });

  it('is refused to a person whose companies are not all on Unlimited', async () => {
    const stranger = await world.stranger();
    const theirs = await invite(stranger.emailAddress);
    const caller = { userId: stranger.id, user: await world.state<UserState>('User', stranger.id) };
    const error = await refused(world.store, () =>
      acceptInvitation({ id: theirs.invitationId }, { now: NOW, caller }, world.store),
    );
    expect(error).toMatchObject({ code: 'MULTI_COMPANY_NEEDS_UNLIMITED' });
  });

  it('without a session, an address that has an account is sent to log in', async () => {
    const stranger = await world.stranger();
    const theirs = await invite(stranger.emailAddress);
    const error = await refused(world.store, () =>
      acceptInvitation(
        { token: theirs.token, name: 'X', password: 'et-langt-password' },
        { now: NOW, caller: null },
        world.store,
      ),
    );
    expect(error).toMatchObject({ code: 'ACCOUNT_EXISTS' });
  });

  it('is refused to a session of another address', async () => {
    const caller = { userId: world.user.id, user: await world.state<UserState>('User', world.user.id) };
    const error = await refused(world.store, () =>
      acceptInvitation({ id: invited.invitationId }, { now: NOW, caller }, world.store),
    );
    expect(error).toMatchObject({ code: 'NOT_INVITEE' });
  });
});
