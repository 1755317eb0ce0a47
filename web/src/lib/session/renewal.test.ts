import { SignJWT } from 'jose';
import { SESSION_LIFETIME_S } from '#domain/user/session-expiry';
import { noteAnswered, noteAsked, renewOnUse, resetRenewal, tokenTimes } from './renewal';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A token as the server signs it: at `iat` (server clock, ms), for a session renewed at `renewed`. */
const token = (iat: number, renewed = iat) =>
  new SignJWT({ sid: 's1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('bo')
    .setIssuedAt(Math.floor(iat / 1000))
    .setExpirationTime(Math.floor(renewed / 1000) + SESSION_LIFETIME_S)
    .sign(new TextEncoder().encode('x'.repeat(32)));

const server = Date.parse('2027-03-01T10:00:00Z');
beforeEach(() => resetRenewal());

describe('given a page that received a token from the renewal just made', () => {
  test('when the person taps within the day, then nothing is asked; from a day on, the first tap asks once', async () => {
    noteAnswered(await token(server), server);
    expect(renewOnUse(server + HOUR, true)).toBe(false);
    expect(renewOnUse(server + DAY - 1, true)).toBe(false);
    expect(renewOnUse(server + DAY, true)).toBe(true);
    expect(renewOnUse(server + DAY + 1_000, true)).toBe(false);
  });

  test('when the app was left open 29 days, then the first tap asks, and the token it gets is not due for a day', async () => {
    noteAnswered(await token(server), server);
    const back = server + 29 * DAY;
    expect(renewOnUse(back, true)).toBe(true);
    noteAnswered(await token(back), back + 300);
    expect(renewOnUse(back + 2 * 60_000, true)).toBe(false);
    expect(renewOnUse(back + 300 + DAY, true)).toBe(true);
  });

  test('when the answer never comes, then a later tap asks again, but not within the minute', async () => {
    noteAnswered(await token(server), server);
    expect(renewOnUse(server + DAY, true)).toBe(true);
    expect(renewOnUse(server + DAY + 59_000, true)).toBe(false);
    expect(renewOnUse(server + DAY + 60_000, true)).toBe(true);
  });

  test('when the device is offline, then nothing is asked (the app asks when it is back online)', async () => {
    noteAnswered(await token(server), server);
    expect(renewOnUse(server + 2 * DAY, false)).toBe(false);
  });
});

describe("given a phone whose clock is off from the server's", () => {
  test('when its clock is 3 days ahead, then the session is due a day after the token arrived, not at once', async () => {
    const phone = server + 3 * DAY;
    noteAnswered(await token(server), phone);
    expect(renewOnUse(phone + HOUR, true)).toBe(false);
    expect(renewOnUse(phone + DAY, true)).toBe(true);
  });

  test('when the token was signed 20 hours after the renewal (no write then), then it is due 4 hours after it arrived', async () => {
    const phone = server - 5 * DAY;
    noteAnswered(await token(server + 20 * HOUR, server), phone);
    expect(renewOnUse(phone + 4 * HOUR - 1, true)).toBe(false);
    expect(renewOnUse(phone + 4 * HOUR, true)).toBe(true);
  });
});

describe('given the page is asking already, or has no answer yet', () => {
  test('when the person taps while the start-up ask is under way, then no second ask', () => {
    noteAsked(server);
    expect(renewOnUse(server + 5_000, true)).toBe(false);
  });

  test('when a token has no `iat` (a server before this rule), then it is due a day after it arrived', async () => {
    const old = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(server / 1000) + 14 * 86_400)
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(tokenTimes(old)).toBeNull();
    noteAnswered(old, server);
    expect(renewOnUse(server + DAY - 1, true)).toBe(false);
    expect(renewOnUse(server + DAY, true)).toBe(true);
  });

  test('when the token is not one, then it reads as no times', () => {
    expect(tokenTimes('not-a-jwt')).toBeNull();
    expect(tokenTimes('a.b.c')).toBeNull();
  });
});
