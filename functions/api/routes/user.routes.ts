import type { RouteSpec } from '../../http/route-spec';

/** Sessions and credentials of the person calling (spec 000 §7, api.md "Accounts"). */
export const userRoutes = [
  { method: 'GET', path: '/api/user', access: 'user' },
  {
    method: 'POST',
    path: '/api/user',
    access: 'public',
    exampleBody: { emailAddress: 'navn@virksomhed.dk', password: 'hemmeligt-password' },
  },
  { method: 'POST', path: '/api/user/logout', access: 'user' },
  { method: 'POST', path: '/api/user/mfa', access: 'public', exampleBody: { authCode: 'x'.repeat(43) } },
  {
    method: 'POST',
    path: '/api/user/new-password-request',
    access: 'public',
    exampleBody: { emailAddress: 'navn@virksomhed.dk' },
  },
  {
    method: 'POST',
    path: '/api/user/new-password',
    access: 'public',
    exampleBody: { token: 'x'.repeat(43), newPassword: 'nyt-hemmeligt-password' },
  },
] as const satisfies readonly RouteSpec[];
