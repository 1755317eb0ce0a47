import type { RouteSpec } from '../../infra/declaration-types';

/** Sessions of the person calling (spec 000 §7, api.md "Accounts"). */
export const userRoutes = [
  { method: 'GET', path: '/api/user', access: 'user' },
  {
    method: 'POST',
    path: '/api/user',
    access: 'public',
    exampleBody: { emailAddress: 'navn@virksomhed.dk', password: 'hemmeligt-password' },
  },
  { method: 'POST', path: '/api/user/logout', access: 'user' },
] as const satisfies readonly RouteSpec[];
