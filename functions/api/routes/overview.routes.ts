import type { RouteSpec } from '../../http/route-spec';

/** The admin overview of a month (spec 001 §2 "Overview"; docs/api-additions.md). */
export const overviewRoutes = [
  { method: 'GET', path: '/api/overview', access: 'admin' },
] as const satisfies readonly RouteSpec[];
