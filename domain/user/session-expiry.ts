/**
 * How long a person stays signed in (issue 32 item 10): as long as they use the app at least once
 * in 30 days. A session's expiry slides with use, but moving it is a write, so it moves at most
 * once a day: at the first use a day or more after it last moved (`GET /api/user`, which the app
 * sends when it starts, when it becomes visible or online again, and at the first tap or key a day
 * after its last renewal). It is then set 31 days ahead, the 30 days plus that day of slack, so
 * whatever the hour of a person's last use their session outlives it by 30 days at least, and by
 * 31 at most: a person away 31 days is signed out.
 */
const DAY_S = 86_400;

/** A person who uses the app at least once in this many days stays signed in. */
export const SESSION_IDLE_DAYS = 30;
/** A session's expiry moves at most once in this many seconds (one write a day, not one a request). */
export const RENEWAL_INTERVAL_S = DAY_S;
/** A session (its row and its token) lives this long from its creation or last renewal. */
export const SESSION_LIFETIME_S = SESSION_IDLE_DAYS * DAY_S + RENEWAL_INTERVAL_S;

/** A session's expiry (epoch seconds) when it is created or renewed at `now`. */
export const sessionExpiry = (now: Date): number => Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_S;

/** Whether a live session that expires at `expiresAt` (epoch seconds) is renewed at `now`: its expiry was set a day ago or more. */
export const isRenewalDue = (expiresAt: number, now: Date): boolean =>
  sessionExpiry(now) - expiresAt >= RENEWAL_INTERVAL_S;

/**
 * For a client holding a token signed at `iat` that expires at `exp` (epoch seconds, both the
 * server's clock): how many milliseconds after the token arrived its session falls due for
 * renewal. Measured between the token's own two times, so a phone whose clock is off asks on time.
 */
export const renewalDueAfterMs = ({ iat, exp }: { iat: number; exp: number }): number =>
  Math.max(0, (exp - SESSION_LIFETIME_S + RENEWAL_INTERVAL_S - iat) * 1000);
