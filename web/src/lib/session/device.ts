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
    if (!kept || !token || kept.token !== token) return null;
    return { token: kept.token, user: kept.user, offline: true, companyId: kept.companyId };
  } catch {
    return null;
  }
}
