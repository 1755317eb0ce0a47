import { expiryText, formatTimeLeft, linkState, MIN_TOKEN_LENGTH, parseExpiry } from './link';

const token = 'a'.repeat(MIN_TOKEN_LENGTH);
const now = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('reset link validity (spec 000 §4, §9)', () => {
  it('reads the expiry as epoch milliseconds', () => {
    expect(parseExpiry(String(now))).toBe(now);
    expect(parseExpiry(undefined)).toBeNull();
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry('12abc')).toBeNull();
    expect(parseExpiry('-5')).toBeNull();
    expect(parseExpiry('1.5')).toBeNull();
    expect(parseExpiry('9'.repeat(17))).toBeNull();
  });

  it('calls a token shorter than 36 characters invalid, whatever the expiry', () => {
    expect(linkState('a'.repeat(35), now + 60_000, now)).toBe('invalid');
    expect(linkState('a'.repeat(35), now - 60_000, now)).toBe('invalid');
    expect(linkState(undefined, now + 60_000, now)).toBe('invalid');
    expect(linkState(token, null, now)).toBe('invalid');
  });

  it('is valid until the expiry and expired from then on', () => {
    expect(linkState(token, now + 1, now)).toBe('valid');
    expect(linkState(`${token}-longer`, now + 3_600_000, now)).toBe('valid');
    expect(linkState(token, now, now)).toBe('expired');
    expect(linkState(token, now - 1, now)).toBe('expired');
  });
});

describe('the countdown text', () => {
  it('shows minutes and seconds below an hour, rounded down', () => {
    expect(formatTimeLeft(59 * 60_000 + 12_900)).toBe('59:12');
    expect(formatTimeLeft(60 * 60_000 - 1)).toBe('59:59');
    expect(formatTimeLeft(65_000)).toBe('01:05');
    expect(formatTimeLeft(999)).toBe('00:00');
  });

  it('never goes below zero', () => {
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(-5_000)).toBe('00:00');
  });

  it('adds hours and days for longer links (invitations last 14 days)', () => {
    expect(formatTimeLeft(60 * 60_000)).toBe('1:00:00');
    expect(formatTimeLeft(23 * 3_600_000 + 5 * 60_000 + 9_000)).toBe('23:05:09');
    expect(formatTimeLeft(86_400_000 + 65_000)).toBe('1 dag og 0:01:05');
    expect(formatTimeLeft(14 * 86_400_000 - 1_000)).toBe('13 dage og 23:59:59');
  });

  it("reads 'Linket udløber om …'", () => {
    expect(expiryText(59 * 60_000 + 12_000)).toBe('Linket udløber om 59:12');
  });
});
