import { emailClaimKey } from '../../use-cases/accounts';
import { inMemoryEventStore } from '../../store/in-memory-event-store';
import { inlineWrites } from '../../store/inline-projections';
import { refused, when } from '../../../test/support/commands';
import { signUp } from './sign-up';

// The password's hash is the passwords module's (tested there); here it need not cost a scrypt.
jest.mock('../../use-cases/passwords', () => ({ hashPassword: async (password: string) => `hashed:${password}` }));

const input = {
  user: { name: 'Anne Åberg', emailAddress: 'anne@firma.dk', password: 'et-langt-password' },
  company: { name: 'Åbergs VVS', mfa: { active: false, method: 'email' as const } },
};

describe('sign up', () => {
  it('a new person founds a company as its SUPER_ADMIN and claims their address, in one append', async () => {
    const store = inMemoryEventStore(inlineWrites);
    const append = jest.spyOn(store, 'append');
    const { result, events } = await when(store, () => signUp(input, { now: new Date() }, store));
    expect(events).toEqual([
      `Company#${result.company.id}: CompanyCreated`,
      `User#${result.user.id}: UserRegistered`,
      `User#${result.user.id}: UserJoinedCompany`,
    ]);
    expect(append).toHaveBeenCalledTimes(1);
    expect(result.user.roles[result.company.id]).toEqual({ type: 'SUPER_ADMIN' });
    await expect(store.getClaim(emailClaimKey('anne@firma.dk'))).resolves.toMatchObject({
      userId: result.user.id,
      passwordHash: 'hashed:et-langt-password',
    });
  });

  it('is refused for an address that has an account, writing nothing', async () => {
    const store = inMemoryEventStore(inlineWrites);
    await signUp(input, { now: new Date() }, store);
    const error = await refused(store, () => signUp(input, { now: new Date() }, store));
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_IN_USE' });
  });
});
