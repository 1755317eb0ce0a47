import { aCompany, when } from '../../../test/support/commands';
import { renameUser } from './rename-user';

describe('rename oneself', () => {
  it('given a person, their own name changes', async () => {
    const world = await aCompany();
    const { result, events } = await when(world.store, () =>
      renameUser({ name: 'Carl Dahl Hansen' }, { now: new Date(), actor: world.user.id }, world.store),
    );
    expect(events).toEqual([`User#${world.user.id}: UserRenamed`]);
    expect(result.user).toMatchObject({ name: 'Carl Dahl Hansen' });
  });
});
