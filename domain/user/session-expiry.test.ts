import { isRenewalDue, renewalDueAfterMs, sessionExpiry, SESSION_LIFETIME_S } from './session-expiry';

const DAY_S = 86_400;
const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Math.floor(at(iso).getTime() / 1000);

describe('given a session created or renewed at 10:00 on 1 March', () => {
  const renewed = at('2027-03-01T10:00:00Z');
  const expiresAt = sessionExpiry(renewed);

  it('then it expires 31 days later: 30 days of absence, plus the day its renewal may wait', () => {
    expect(expiresAt).toBe(seconds('2027-04-01T10:00:00Z'));
    expect(SESSION_LIFETIME_S).toBe(31 * DAY_S);
  });

  it('when it is used again the same day or before 10:00 the next, then its expiry stays (no write)', () => {
    expect(isRenewalDue(expiresAt, at('2027-03-01T10:00:00Z'))).toBe(false);
    expect(isRenewalDue(expiresAt, at('2027-03-01T23:59:59Z'))).toBe(false);
    expect(isRenewalDue(expiresAt, at('2027-03-02T09:59:59Z'))).toBe(false);
  });

  it('when it is used a day later or more, up to its last second, then it is renewed: 31 days from that use', () => {
    for (const use of ['2027-03-02T10:00:00Z', '2027-03-30T10:00:00Z', '2027-04-01T09:59:59Z']) {
      expect([use, isRenewalDue(expiresAt, at(use))]).toEqual([use, true]);
    }
    expect(sessionExpiry(at('2027-03-30T10:00:00Z'))).toBe(seconds('2027-04-30T10:00:00Z'));
  });

  it('whatever the hour of a last use, the session outlives it by 30 days at least and 31 at most', () => {
    // The worst case: used just before it fell due (no renewal), then never again.
    const lastUse = at('2027-03-02T09:59:59Z');
    expect(isRenewalDue(expiresAt, lastUse)).toBe(false);
    const ahead = expiresAt - lastUse.getTime() / 1000;
    expect(ahead).toBeGreaterThan(30 * DAY_S);
    expect(ahead).toBeLessThanOrEqual(31 * DAY_S);
  });
});

describe('given a client holding a token signed at `iat` that expires at `exp`', () => {
  it('when the token came from the renewal itself, then it is due a day after it arrived', () => {
    const iat = seconds('2027-03-01T10:00:00Z');
    expect(renewalDueAfterMs({ iat, exp: iat + SESSION_LIFETIME_S })).toBe(DAY_S * 1000);
  });

  it('when it was signed 20 hours after the renewal (no write then), then it is due 4 hours after it arrived', () => {
    const renewed = seconds('2027-03-01T10:00:00Z');
    expect(renewalDueAfterMs({ iat: renewed + 20 * 3600, exp: renewed + SESSION_LIFETIME_S })).toBe(4 * 3600 * 1000);
  });

  it('when the renewal is already due when it arrives (an older token), then at once, never a negative time', () => {
    const renewed = seconds('2027-03-01T10:00:00Z');
    expect(renewalDueAfterMs({ iat: renewed + 3 * DAY_S, exp: renewed + SESSION_LIFETIME_S })).toBe(0);
    // A token of the 14-day sessions before this rule: its row is renewed at the first answer.
    expect(renewalDueAfterMs({ iat: renewed, exp: renewed + 14 * DAY_S })).toBe(0);
  });
});
