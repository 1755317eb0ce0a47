import { decodeJwt } from 'jose';
import type { Session } from './types';

/**
 * The session as the device store keeps it (decision 170 "The installable, offline-capable app"):
 * the person and their token, for an offline start and for the service worker, which cannot read
 * localStorage. The store (Dexie) is fetched only here, on a signed-in path, never by /auth.
 */
const store = () => import('../offline/device-store');

const quietly = (work: Promise<unknown>) =>
  void work.catch((error: unknown) => console.error('Servicebogen: the device store failed', error));

/** After a login or `GET /api/user`: the person and the token go on the device too. */
export function rememberOnDevice(session: Session) {
  if (!session.offline) quietly(store().then(({ saveSession }) => saveSession(session.token, session.user)));
}

/** A renewed token replaces the device's copy. */
export function mirrorToken(token: string) {
  quietly(store().then(({ saveToken }) => saveToken(token)));
}

/** Logout: the person, the token and the kept tasks leave the device, and the page stops watching it. */
export function forgetOnDevice() {
  quietly(
    Promise.all([store(), import('../offline/start')]).then(([{ forgetSession }, { stopOffline }]) => {
      stopOffline();
      return forgetSession();
    }),
  );
}

/**
 * The session the device kept, when the network is gone at start: the same person, as long as the
 * token this page holds is the one kept with them (a logout elsewhere in this browser clears both).
 */
export async function deviceSession(token: string | null): Promise<Session | null> {
  try {
    const kept = await (await store()).readSession();
    if (!kept || !token) return null;
    // A token renewed just before the network went (the page's copy is written at once, the
    // device's a moment later) still names the same person: that person stays signed in.
    if (kept.token !== token && (await subjectOf(token)) !== kept.user.id) return null;
    return { token, user: kept.user, offline: true, companyId: kept.companyId };
  } catch {
    return null;
  }
}

/** The person a token names (its `sub`), read without verifying it: only to match the kept person offline. */
async function subjectOf(token: string): Promise<string | null> {
  try {
    return decodeJwt(token).sub ?? null;
  } catch {
    return null;
  }
}
