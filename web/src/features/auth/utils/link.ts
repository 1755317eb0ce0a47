/**
 * E-mailed links with a token and an expiry (spec 000 §4, §9): `new-password/{token}/{expiry}`
 * and `join-company/{token}/{expiry}`, where expiry is epoch milliseconds.
 */
export const MIN_TOKEN_LENGTH = 36;

/** How often the time left is shown anew (spec 000 §9). */
export const COUNTDOWN_INTERVAL_MS = 300;

export type LinkState = 'invalid' | 'expired' | 'valid';

/** The expiry of the path as epoch milliseconds, or null when it is not a whole number. */
export function parseExpiry(expiry: string | undefined): number | null {
  if (!expiry || !/^\d{1,16}$/.test(expiry)) return null;
  const value = Number(expiry);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A token shorter than 36 characters (or an unreadable expiry) is not a link we sent: 'Anmodning
 * fandtes ikke'. Once the expiry has passed: 'Anmodning udløbet'.
 */
export function linkState(token: string | undefined, expiry: number | null, now: number): LinkState {
  if (!token || token.length < MIN_TOKEN_LENGTH || expiry === null) return 'invalid';
  return now >= expiry ? 'expired' : 'valid';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time left as a clock: `59:12` below an hour, `1:05:09` below a day, `3 dage og 4:05:09`
 * beyond. Whole seconds, rounded down, never below `00:00`.
 */
export function formatTimeLeft(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (total < 3_600) return `${pad(minutes)}:${pad(seconds)}`;
  const clock = `${hours}:${pad(minutes)}:${pad(seconds)}`;
  if (days === 0) return clock;
  return `${days} ${days === 1 ? 'dag' : 'dage'} og ${clock}`;
}

/** `Linket udløber om 59:12` */
export const expiryText = (milliseconds: number) => `Linket udløber om ${formatTimeLeft(milliseconds)}`;
