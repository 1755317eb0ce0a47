import { touchedByJoining } from './accept-invitation';

describe('cache entries refreshed after joining a company', () => {
  it('covers the invitation and company lists but not the invitation on screen', () => {
    expect(touchedByJoining('api/invitation')).toBe(true);
    expect(touchedByJoining('api/invitation?companyId=c1')).toBe(true);
    expect(touchedByJoining('api/company?userId=u1')).toBe(true);
    expect(touchedByJoining('api/invitation/tok')).toBe(false);
    expect(touchedByJoining('api/company/c1')).toBe(false);
    expect(touchedByJoining('api/user')).toBe(false);
    expect(touchedByJoining(['api/invitation'])).toBe(false);
  });
});
