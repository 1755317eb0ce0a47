import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { assertTakesTasks, userDecider } from './decider';

/**
 * A person's open tasks are their tally (decision 120 "Cross-stream counts and sets are tallies"):
 * the removal is decided on the count the command read, and only a member is given tasks.
 */
const registered = event('UserRegistered', { userId: 'u2', name: 'Bo Berg', emailAddress: 'bo@firma.dk' });
const joined = (companyId: string) => event('UserJoinedCompany', { userId: 'u2', companyId, role: 'USER' });
const left = (companyId: string) => event('UserLeftCompany', { userId: 'u2', companyId });
const remove = (companyId: string, openTasks: number) => ({
  type: 'RemoveFromCompany' as const,
  companyId,
  actorId: 'u1',
  openTasks,
});
const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('open tasks of a person', () => {
  it('refuses to remove a person responsible for open tasks in that company', () => {
    spec(userDecider)
      .given([registered, joined('c1')])
      .when(remove('c1', 1))
      .thenThrows('RESPONSIBLE_FOR_TASKS');
  });

  it('removes the person once none are left there (tasks in another company do not hold them)', () => {
    spec(userDecider)
      .given([registered, joined('c1'), joined('c2')])
      .when(remove('c1', 0))
      .then([event('UserLeftCompany', { userId: 'u2', companyId: 'c1' })]);
  });

  it('deletes the person with the last company', () => {
    spec(userDecider)
      .given([registered, joined('c1')])
      .when(remove('c1', 0))
      .then([event('UserLeftCompany', { userId: 'u2', companyId: 'c1' }), event('UserDeleted', { userId: 'u2' })]);
  });

  it('takes tasks only as a member of the company, never once gone', () => {
    const member = fold(userDecider, [registered, joined('c1')]);
    expect(codeOf(() => assertTakesTasks(member, 'c1'))).toBeNull();
    expect(codeOf(() => assertTakesTasks(member, 'c2'))).toBe('RESPONSIBLE_NOT_MEMBER');
    expect(codeOf(() => assertTakesTasks(fold(userDecider, [registered, joined('c1'), left('c1')]), 'c1'))).toBe(
      'RESPONSIBLE_NOT_MEMBER',
    );
    const deleted = fold(userDecider, [registered, joined('c1'), left('c1'), event('UserDeleted', { userId: 'u2' })]);
    expect(codeOf(() => assertTakesTasks(deleted, 'c1'))).toBe('RESPONSIBLE_NOT_MEMBER');
    expect(codeOf(() => assertTakesTasks(null, 'c1'))).toBe('RESPONSIBLE_NOT_MEMBER');
  });

  it('reads the counts appended before the tally (UserOpenTasksChanged) as nothing: the tally holds them', () => {
    const before = fold(userDecider, [registered, joined('c1')]);
    const after = fold(userDecider, [
      registered,
      joined('c1'),
      event('UserOpenTasksChanged', { userId: 'u2', companyId: 'c1', change: 2, openTasks: 2 }),
    ]);
    expect(after).toEqual(before);
  });
});
