import type { RouteSpec } from '../../http/route-spec';

/** Sign-up and company reads (spec 000 §7, api.md "Accounts"). */
export const companyRoutes = [
  {
    method: 'POST',
    path: '/api/company',
    access: 'public',
    exampleBody: {
      user: { name: 'Anne Åberg', emailAddress: 'anne@virksomhed.dk', password: 'hemmeligt-password' },
      company: { name: 'Aabergs VVS', mfa: { active: false, method: 'email' } },
    },
  },
  { method: 'GET', path: '/api/company', access: 'user' },
  { method: 'GET', path: '/api/company/{id}', access: 'member', companyFrom: { path: 'id' } },
  /** All shapes but onboarding and fault reports are SUPER_ADMIN only, checked in the handler. */
  {
    method: 'PATCH',
    path: '/api/company',
    access: 'admin',
    exampleBody: { id: '{companyId}', version: 1, onboarding: false },
  },
] as const satisfies readonly RouteSpec[];
