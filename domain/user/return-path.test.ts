import { MAX_RETURN_PATH, safeReturnPath } from './return-path';
import { loginRequestSchema } from './schemas';

describe('the page two-step login returns to', () => {
  it('keeps paths of this site under /dashboard/ and /profile, with their query', () => {
    expect(safeReturnPath('/dashboard/c1/equipment')).toBe('/dashboard/c1/equipment');
    expect(safeReturnPath('/dashboard/c1/tasks?status=OVERDUE#top')).toBe('/dashboard/c1/tasks?status=OVERDUE#top');
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/profile/invitations')).toBe('/profile/invitations');
  });

  it.each([
    ['another host', 'https://evil.example/dashboard/x'],
    ['a protocol-relative host', '//evil.example/dashboard/x'],
    ['a backslash, which browsers read as a slash', '/\\evil.example/dashboard/x'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard/c1'],
    ['another area of the site', '/auth/invitation/abc'],
    ['a look-alike area', '/dashboardx/c1'],
    ['the bare dashboard', '/dashboard/'],
    ['a way out through ..', '/dashboard/../auth/logged-out'],
    ['a way out through an encoded ..', '/dashboard/%2e%2e/auth'],
    ['a control character', '/dashboard/c1\n/equipment'],
    ['a space', '/dashboard/c1 /equipment'],
    ['an over-long value', `/dashboard/${'x'.repeat(MAX_RETURN_PATH)}`],
    ['nothing', ''],
    ['not a string', 42],
  ])('drops %s', (_, from) => {
    expect(safeReturnPath(from)).toBeUndefined();
  });

  it('the login payload keeps a safe `from` and drops any other without refusing the login', () => {
    const login = { emailAddress: 'anne@firma.dk', password: 'x' };
    expect(loginRequestSchema.parse({ ...login, from: '/dashboard/c1/equipment' }).from).toBe(
      '/dashboard/c1/equipment',
    );
    for (const payload of [
      { ...login, from: '//evil.example' },
      { ...login, from: { path: '/dashboard/c1' } },
      { ...login, from: undefined },
      login,
    ]) {
      const parsed = loginRequestSchema.safeParse(payload);
      expect(parsed.success && parsed.data.from).toBeUndefined();
    }
  });
});
