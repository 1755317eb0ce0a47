import {
  invitationPath,
  loginThenInvitationPath,
  newPasswordRequestPath,
  newPasswordRequestReceiptPath,
} from './paths';

describe('auth paths with ?email-address= (spec 000 §2)', () => {
  it('carries a typed address, encoded', () => {
    expect(newPasswordRequestPath('anne+test@firma.dk')).toBe(
      '/auth/new-password-request?email-address=anne%2Btest%40firma.dk',
    );
    expect(newPasswordRequestReceiptPath(' anne@firma.dk ')).toBe(
      '/auth/new-password-request-receipt?email-address=anne%40firma.dk',
    );
  });

  it('leaves the parameter out when nothing was typed', () => {
    expect(newPasswordRequestPath('')).toBe('/auth/new-password-request');
    expect(newPasswordRequestPath('   ')).toBe('/auth/new-password-request');
    expect(newPasswordRequestPath(null)).toBe('/auth/new-password-request');
    expect(newPasswordRequestReceiptPath(undefined)).toBe('/auth/new-password-request-receipt');
  });

  it("comes back to the invitation after login (a 'from' without 'profile' is followed)", () => {
    expect(invitationPath('abc/def')).toBe('/auth/invitation/abc%2Fdef');
    const path = loginThenInvitationPath('tok');
    expect(path).toBe('/auth?from=%2Fauth%2Finvitation%2Ftok');
    const from = new URLSearchParams(path.split('?')[1]).get('from');
    expect(from).toBe('/auth/invitation/tok');
    expect(from).not.toContain('profile');
  });
});
