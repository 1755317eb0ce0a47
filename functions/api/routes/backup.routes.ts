import type { RouteSpec } from '../../http/route-spec';

/** The company's backup zip, for admins (spec 001 §2 "Backup download"; api.md). */
export const backupRoutes = [
  { method: 'GET', path: '/api/backup', access: 'admin' },
] as const satisfies readonly RouteSpec[];
