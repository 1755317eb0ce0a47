import { decodeJwt } from 'jose';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { RENEWAL_INTERVAL_S, renewalDueAfterMs } from '#domain/user/session-expiry';
import { SESSION_KEY } from './types';

/**
 * Staying logged in with the app left open (issue 32 item 10): a phone may keep the app in memory
 * for days without reloading it. `GET /api/user` slides the session on, at most once a day; the
 * app sends it when it starts, and, once the session is due, at the person's first tap or key, or
 * when the app comes to the front or the network comes back: due a day after the renewal its token
 * came from, measured between the token's own times (`iat`, `exp`), so a phone whose clock is off
 * asks on time all the same.
 */

/** At most one ask a minute, whatever happens (a lost answer, a server that did not renew). */
const MIN_GAP_MS = 60_000;

/** When (this page's clock, ms) the session falls due; 0 (due) until the server has answered. */
let dueAt = 0;
/** When this page last asked for the session. */
let askedAt = Number.NEGATIVE_INFINITY;

/** A token's `iat` and `exp`, read without verifying it (the server does), or null. */
export function tokenTimes(token: string): { iat: number; exp: number } | null {
  try {
    const { iat, exp } = decodeJwt(token);
    return typeof iat === 'number' && typeof exp === 'number' ? { iat, exp } : null;
  } catch {
    return null;
  }
}

/** The page is asking the server for the session now. */
export function noteAsked(now = Date.now()) {
  askedAt = now;
}

/** The server answered the session with `token`: it falls due a day after that renewal (a token without `iat`: a day from now). */
export function noteAnswered(token: string, now = Date.now()) {
  const times = tokenTimes(token);
  dueAt = now + (times ? renewalDueAfterMs(times) : RENEWAL_INTERVAL_S * 1000);
}

/** Whether a tap or key now should ask the server to renew the session (and, if so, counts it as asked). */
export function renewOnUse(now = Date.now(), online = navigator.onLine): boolean {
  if (!online || now < dueAt || now - askedAt < MIN_GAP_MS) return false;
  askedAt = now;
  return true;
}

/** For tests: the state of a page that has not asked yet. */
export function resetRenewal() {
  dueAt = 0;
  askedAt = Number.NEGATIVE_INFINITY;
}

/**
 * Signed-in pages: once the session is due, the person's first tap or key, the app coming to the
 * front, or the network coming back asks for it again (and its new token). SWR revalidates the
 * session on focus and reconnect by itself as well; these do not lean on its defaults, and ask at
 * most once a day.
 */
export function useRenewalOnUse() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const onUse = () => {
      if (document.visibilityState !== 'hidden' && renewOnUse()) void mutate(SESSION_KEY);
    };
    const options = { capture: true, passive: true } as const;
    const events = ['pointerdown', 'keydown', 'online'] as const;
    for (const type of events) window.addEventListener(type, onUse, options);
    document.addEventListener('visibilitychange', onUse);
    return () => {
      for (const type of events) window.removeEventListener(type, onUse, options);
      document.removeEventListener('visibilitychange', onUse);
    };
  }, [mutate]);
}
