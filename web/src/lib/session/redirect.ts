import { isAdmin } from '#domain/shared/roles';
import type { Session, User } from './types';
import { paths } from '../paths';

/** Only same-site paths may be followed ('//host' would leave the site). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * Where to go after login (spec 000 §2): a `from` path that does not contain 'profile' wins;
 * otherwise zero or several companies lead to /profile, and exactly one to its dashboard
 * (admins) or to the user's own overview.
 */
export function postLoginPath(user: User, from?: string | null): string {
  if (from && !from.includes('profile') && isLocalPath(from)) return from;
  const companyIds = Object.keys(user.roles ?? {});
  if (companyIds.length !== 1) return paths.profile;
  const [companyId] = companyIds;
  const dashboard = paths.dashboard(companyId);
  return isAdmin(user.roles[companyId]?.type) ? dashboard.home : dashboard.userDashboard;
}

/**
 * Where a signed-in person lands: as `postLoginPath`, except when the session came from the device
 * (no network at start, decision 170): then their own tasks of the company the device keeps, the
 * page that works offline (an admin's overview would only say it needs the network).
 */
export function homePath(session: Session, from?: string | null): string {
  if (session.offline && !from) {
    const companyId = session.companyId ?? Object.keys(session.user.roles ?? {})[0];
    if (companyId) return paths.dashboard(companyId).userDashboard;
  }
  return postLoginPath(session.user, from);
}
