import { event } from '../../events/catalogue';
import { spec } from '../shared/given-when-then';
import { userDecider } from './decider';
import { assertMayBelongTo } from './rules';

const registered = event('UserRegistered', { userId: 'u2', name: 'Bo Berg', emailAddress: 'bo@firma.dk' });
const joined = (companyId: string, role: 'USER' | 'ADMIN' | 'SUPER_ADMIN') =>
  event('UserJoinedCompany', { userId: 'u2', companyId, role });

describe('names and roles', () => {
  it('renames a person, and does nothing for the same name', () => {
    spec(userDecider)
      .given([registered])
      .when({ type: 'Rename', name: 'Bo Bergsen' })
      .then([event('UserRenamed', { userId: 'u2', name: 'Bo Bergsen' })]);
    spec(userDecider).given([registered]).when({ type: 'Rename', name: 'Bo Berg' }).then([]);
  });

  it("changes another person's role", () => {
    spec(userDecider)
      .given([registered, joined('c1', 'USER')])
      .when({ type: 'ChangeRole', companyId: 'c1', role: 'ADMIN', actorId: 'u1' })
      .then([event('UserRoleChanged', { userId: 'u2', companyId: 'c1', role: 'ADMIN' })]);
  });

  it('makes a chosen SUPER_ADMIN a normal administrator: there is only one', () => {
    spec(userDecider)
      .given([registered, joined('c1', 'USER')])
      .when({ type: 'ChangeRole', companyId: 'c1', role: 'SUPER_ADMIN', actorId: 'u1' })
      .then([event('UserRoleChanged', { userId: 'u2', companyId: 'c1', role: 'ADMIN' })]);
  });

  it("never changes one's own role, nor the super administrator's", () => {
    spec(userDecider)
      .given([registered, joined('c1', 'ADMIN')])
      .when({ type: 'ChangeRole', companyId: 'c1', role: 'USER', actorId: 'u2' })
      .thenThrows('OWN_ROLE');
    spec(userDecider)
      .given([registered, joined('c1', 'SUPER_ADMIN')])
      .when({ type: 'ChangeRole', companyId: 'c1', role: 'USER', actorId: 'u1' })
      .thenThrows('SUPER_ADMIN_ROLE');
  });

  it('refuses a role change in a company the person is not in', () => {
    spec(userDecider)
      .given([registered, joined('c1', 'USER')])
      .when({ type: 'ChangeRole', companyId: 'c9', role: 'ADMIN', actorId: 'u1' })
      .thenThrows('USER_NOT_FOUND');
  });
});

describe('removing a person from a company', () => {
  it('removes the membership and keeps the account while other companies remain', () => {
    spec(userDecider)
      .given([registered, joined('c1', 'USER'), joined('c2', 'ADMIN')])
      .when({ type: 'RemoveFromCompany', companyId: 'c1', actorId: 'u1', openTasks: 0 })
      .then([event('UserLeftCompany', { userId: 'u2', companyId: 'c1' })]);
  });

  it('deletes the account with the last membership', () => {
    spec(userDecider)
      .given([registered, joined('c1', 'USER')])
      .when({ type: 'RemoveFromCompany', companyId: 'c1', actorId: 'u1', openTasks: 0 })
      .then([event('UserLeftCompany', { userId: 'u2', companyId: 'c1' }), event('UserDeleted', { userId: 'u2' })]);
  });

  it('never deletes oneself', () => {
    spec(userDecider)
      .given([registered, joined('c1', 'SUPER_ADMIN')])
      .when({ type: 'RemoveFromCompany', companyId: 'c1', actorId: 'u2', openTasks: 0 })
      .thenThrows('DELETE_SELF');
  });

  it('refuses anything for a deleted person', () => {
    spec(userDecider)
      .given([
        registered,
        joined('c1', 'USER'),
        event('UserLeftCompany', { userId: 'u2', companyId: 'c1' }),
        event('UserDeleted', { userId: 'u2' }),
      ])
      .when({ type: 'Rename', name: 'X' })
      .thenThrows('USER_NOT_FOUND');
  });
});

describe('several companies need UNLIMITED on all (spec 000 §6)', () => {
  it('allows one company on any plan', () => {
    expect(() => assertMayBelongTo([{ name: 'A', subscription: 'FREE' }])).not.toThrow();
  });

  it('allows several when all are UNLIMITED', () => {
    expect(() =>
      assertMayBelongTo([
        { name: 'A', subscription: 'UNLIMITED' },
        { name: 'B', subscription: 'UNLIMITED' },
      ]),
    ).not.toThrow();
  });

  it('refuses several when one is FREE, naming it', () => {
    expect(() =>
      assertMayBelongTo([
        { name: 'A', subscription: 'UNLIMITED' },
        { name: 'B', subscription: 'FREE' },
      ]),
    ).toThrow(/B/);
  });
});
