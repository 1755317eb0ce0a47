import type { CompanyUser } from '../../../lib/users/get-users';
import { deleteBlock, mayEditRole, sortUsers, taskCountText } from './user-rules';

const user = (id: string, name: string, taskCount = 0, type: CompanyUser['role']['type'] = 'USER'): CompanyUser => ({
  id,
  name,
  emailAddress: `${id}@firma.dk`,
  role: { type },
  taskCount,
});

describe('sortUsers', () => {
  it('sorts by name in Danish order without changing the input', () => {
    const input = [user('a', 'Åse'), user('b', 'Ølstykke'), user('c', 'Bo'), user('d', 'Æble'), user('e', 'anna')];
    expect(sortUsers(input).map((u) => u.name)).toEqual(['anna', 'Bo', 'Æble', 'Ølstykke', 'Åse']);
    expect(input[0].name).toBe('Åse');
  });
});

describe('deleteBlock', () => {
  const superAdmin = { id: 's', role: 'SUPER_ADMIN' as const };

  it('lets the SUPER_ADMIN delete another user without tasks', () => {
    expect(deleteBlock(superAdmin, user('u', 'Ulla'))).toBeNull();
  });

  it('never deletes oneself', () => {
    expect(deleteBlock(superAdmin, user('s', 'Sofie', 0, 'SUPER_ADMIN'))).toBe('SELF');
  });

  it('waits until responsibility is transferred', () => {
    expect(deleteBlock(superAdmin, user('u', 'Ulla', 2))).toBe('RESPONSIBLE');
  });

  it('is for the SUPER_ADMIN only', () => {
    expect(deleteBlock({ id: 'a', role: 'ADMIN' }, user('u', 'Ulla'))).toBe('NOT_SUPER_ADMIN');
    expect(deleteBlock({ id: 'a', role: undefined }, user('u', 'Ulla'))).toBe('NOT_SUPER_ADMIN');
  });
});

describe('mayEditRole', () => {
  it('is for the SUPER_ADMIN, on others only', () => {
    expect(mayEditRole({ id: 's', role: 'SUPER_ADMIN' }, { id: 'u' })).toBe(true);
    expect(mayEditRole({ id: 's', role: 'SUPER_ADMIN' }, { id: 's' })).toBe(false);
    expect(mayEditRole({ id: 'a', role: 'ADMIN' }, { id: 'u' })).toBe(false);
  });
});

describe('taskCountText', () => {
  it('uses singular and plural', () => {
    expect([0, 1, 2].map(taskCountText)).toEqual(['0 opgaver', '1 opgave', '2 opgaver']);
  });
});
