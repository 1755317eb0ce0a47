import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { openTasksIn, userDecider } from './decider';

/** Open tasks live in the person's stream (decision 036 "Open tasks live in the person's stream"). */
const registered = event('UserRegistered', { userId: 'u2', name: 'Bo Berg', emailAddress: 'bo@firma.dk' });
const joined = (companyId: string) => event('UserJoinedCompany', { userId: 'u2', companyId, role: 'USER' });
const changed = (companyId: string, change: number, openTasks: number) =>
  event('UserOpenTasksChanged', { userId: 'u2', companyId, change, openTasks });
const remove = (companyId: string) => ({ type: 'RemoveFromCompany' as const, companyId, actorId: 'u1' });

describe('open tasks of a person', () => {
  it('counts tasks taken on in a company', () => {
    spec(userDecider)
      .given([registered, joined('c1')])
      .when({ type: 'ChangeOpenTasks', companyId: 'c1', change: 2 })
      .then([changed('c1', 2, 2)]);
    spec(userDecider)
      .given([registered, joined('c1'), changed('c1', 2, 2)])
      .when({ type: 'ChangeOpenTasks', companyId: 'c1', change: -1 })
      .then([changed('c1', -1, 1)]);
  });

  it('refuses tasks for a person who is not a member of the company, or is deleted', () => {
    spec(userDecider)
      .given([registered, joined('c1')])
      .when({ type: 'ChangeOpenTasks', companyId: 'c2', change: 1 })
      .thenThrows('RESPONSIBLE_NOT_MEMBER');
    spec(userDecider)
      .given([
        registered,
        joined('c1'),
        event('UserLeftCompany', { userId: 'u2', companyId: 'c1' }),
        event('UserDeleted', { userId: 'u2' }),
      ])
      .when({ type: 'ChangeOpenTasks', companyId: 'c1', change: 1 })
      .thenThrows('RESPONSIBLE_NOT_MEMBER');
    spec(userDecider)
      .given([])
      .when({ type: 'ChangeOpenTasks', companyId: 'c1', change: 1 })
      .thenThrows('RESPONSIBLE_NOT_MEMBER');
  });

  it('takes tasks from a person who is gone, or no change, as nothing to record', () => {
    spec(userDecider)
      .given([registered, joined('c1')])
      .when({ type: 'ChangeOpenTasks', companyId: 'c2', change: -1 })
      .then([]);
    spec(userDecider).given([]).when({ type: 'ChangeOpenTasks', companyId: 'c1', change: -1 }).then([]);
    spec(userDecider)
      .given([registered, joined('c1')])
      .when({ type: 'ChangeOpenTasks', companyId: 'c1', change: 0 })
      .then([]);
  });

  it('never counts below zero (a snapshot from before the count existed)', () => {
    spec(userDecider)
      .given([registered, joined('c1')])
      .when({ type: 'ChangeOpenTasks', companyId: 'c1', change: -1 })
      .then([changed('c1', -1, 0)]);
  });

  it('refuses to remove a person responsible for open tasks in that company', () => {
    spec(userDecider)
      .given([registered, joined('c1'), changed('c1', 1, 1)])
      .when(remove('c1'))
      .thenThrows('RESPONSIBLE_FOR_TASKS');
  });

  it('removes the person once the last task is transferred, completed or deleted', () => {
    spec(userDecider)
      .given([registered, joined('c1'), joined('c2'), changed('c1', 1, 1), changed('c1', -1, 0)])
      .when(remove('c1'))
      .then([event('UserLeftCompany', { userId: 'u2', companyId: 'c1' })]);
  });

  it('counts per company: tasks in another company do not hold the person in this one', () => {
    spec(userDecider)
      .given([registered, joined('c1'), joined('c2'), changed('c2', 3, 3)])
      .when(remove('c1'))
      .then([event('UserLeftCompany', { userId: 'u2', companyId: 'c1' })]);
  });

  it('deletes the person with the last company, and forgets the company count on leaving', () => {
    spec(userDecider)
      .given([registered, joined('c1'), changed('c1', 1, 1), changed('c1', -1, 0)])
      .when(remove('c1'))
      .then([event('UserLeftCompany', { userId: 'u2', companyId: 'c1' }), event('UserDeleted', { userId: 'u2' })]);
    const state = fold(userDecider, [
      registered,
      joined('c1'),
      joined('c2'),
      changed('c1', 1, 0),
      event('UserLeftCompany', { userId: 'u2', companyId: 'c1' }),
    ])!;
    expect(state.openTasks).toEqual({});
    expect(openTasksIn(state, 'c2')).toBe(0);
  });
});
