import type { RouteSpec } from '../../http/route-spec';

/**
 * Invitations (spec 000 §7). `POST /api/invitation` is public for a new person (name and
 * password) and uses the session of an existing one; `GET /api/invitation` lists the caller's
 * own, or with `?companyId=` a company's (admin, checked in the handler).
 */
export const invitationRoutes = [
  { method: 'GET', path: '/api/invitation/{token}', access: 'public' },
  { method: 'GET', path: '/api/invitation', access: 'user' },
  {
    method: 'POST',
    path: '/api/invitation',
    access: 'public',
    exampleBody: { token: 'x'.repeat(43), name: 'Bo Berg', password: 'hemmeligt-password' },
  },
  { method: 'DELETE', path: '/api/invitation', access: 'user', exampleBody: { token: 'x'.repeat(43) } },
] as const satisfies readonly RouteSpec[];
