import type { RouteSpec } from '../../http/route-spec';

/**
 * The activity timeline (spec 001 §2 "Activity", §7 "Events"). Admins only: it names every
 * person's doings, and spec 001 §6 gives ordinary users their own tasks only (decision 043
 * "Activity timeline").
 */
export const activityRoutes = [
  { method: 'GET', path: '/api/events', access: 'admin' },
] as const satisfies readonly RouteSpec[];
