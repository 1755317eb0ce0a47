import type { RouteSpec } from '../../http/route-spec';

/**
 * The inspection-ready PDF of the lovpligtige eftersyn (issue 31, decision 175), for a location
 * (`&locationId=`) or the whole company: admins only, as the whole compliance view is theirs. Served
 * by `apiServiceBook` beside the service book, as its own API Gateway route: more specific than
 * apiTasks' `ANY /api/compliance/{proxy+}`, so API Gateway (and the local runtime) pick it.
 */
export const complianceReportRoutes = [
  { method: 'GET', path: '/api/compliance/report', access: 'admin' },
] as const satisfies readonly RouteSpec[];
