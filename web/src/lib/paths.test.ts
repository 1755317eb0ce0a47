import { paths } from './paths';

describe('auth paths with ?email-address= (spec 000 §2)', () => {
  it('carries a typed address, encoded', () => {
    expect(paths.newPasswordRequest('anne+test@firma.dk')).toBe(
      '/auth/new-password-request?email-address=anne%2Btest%40firma.dk',
    );
    expect(paths.newPasswordRequestReceipt(' anne@firma.dk ')).toBe(
      '/auth/new-password-request-receipt?email-address=anne%40firma.dk',
    );
  });

  it('leaves the parameter out when nothing was typed', () => {
    expect(paths.newPasswordRequest('')).toBe('/auth/new-password-request');
    expect(paths.newPasswordRequest('   ')).toBe('/auth/new-password-request');
    expect(paths.newPasswordRequest(null)).toBe('/auth/new-password-request');
    expect(paths.newPasswordRequestReceipt(undefined)).toBe('/auth/new-password-request-receipt');
  });

  it("comes back to the invitation after login (a 'from' without 'profile' is followed)", () => {
    expect(paths.invitation('abc/def')).toBe('/auth/invitation/abc%2Fdef');
    const path = paths.loginThenInvitation('tok');
    expect(path).toBe('/auth?from=%2Fauth%2Finvitation%2Ftok');
    const from = new URLSearchParams(path.split('?')[1]).get('from');
    expect(from).toBe('/auth/invitation/tok');
    expect(from).not.toContain('profile');
  });
});

describe('dashboard paths (one object per company)', () => {
  const dashboard = paths.dashboard('c 1');

  it('encodes the company and the ids', () => {
    expect(dashboard.home).toBe('/dashboard/c%201');
    expect(dashboard.task('t/1')).toBe('/dashboard/c%201/tasks/t%2F1');
    expect(dashboard.location('l1')).toBe('/dashboard/c%201/locations/l1');
    expect(dashboard.editLocation('l1')).toBe('/dashboard/c%201/locations/l1/update');
  });

  it('keeps the list branch a page was opened from', () => {
    expect(dashboard.equipment('e1', { list: true })).toBe('/dashboard/c%201/equipment/list/e1');
    expect(dashboard.user('u1', { list: true })).toBe('/dashboard/c%201/users/list/u1');
    expect(dashboard.transfer('u1')).toBe('/dashboard/c%201/users/transfer/u1');
  });

  it("presets a new task's equipment or location, and resolves the sidebar's relative entries", () => {
    expect(dashboard.newTask({ equipmentId: 'e 1' })).toBe('/dashboard/c%201/tasks/create?equipmentId=e%201');
    expect(dashboard.newTask({ locationId: 'l1' })).toBe('/dashboard/c%201/tasks/create?locationId=l1');
    expect(dashboard.newEquipment({ locationId: 'l1' })).toBe('/dashboard/c%201/equipment/create?locationId=l1');
    expect(dashboard.entry('')).toBe('/dashboard/c%201');
    expect(dashboard.entry('tasks/create')).toBe('/dashboard/c%201/tasks/create');
    expect(dashboard.entry('/profile')).toBe('/profile');
  });

  it('is the same object for the same company, so rows given its functions stay memoised', () => {
    expect(paths.dashboard('c 1')).toBe(dashboard);
  });
});
