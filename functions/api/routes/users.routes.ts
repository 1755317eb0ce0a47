import type { RouteSpec } from '../../http/route-spec';

/** A company's people (spec 000 §7, spec 001 §7 "Users"). */
export const usersRoutes = [
  { method: 'GET', path: '/api/user/index', access: 'admin' },
  /** The company's admins by name, for anyone in it: whom a follow-up may be given to (decision 165). */
  { method: 'GET', path: '/api/user/admins', access: 'member' },
  { method: 'GET', path: '/api/user/{id}', access: 'admin' },
  /** `version` (decision 130): of the person, as read; the fuzzer throws hostile versions at it. */
  { method: 'PATCH', path: '/api/user', access: 'member', exampleBody: { name: 'Anne Åberg', version: 1 } },
  { method: 'PATCH', path: '/api/user/name', access: 'user', exampleBody: { name: 'Anne Åberg', version: 1 } },
  {
    method: 'DELETE',
    path: '/api/user',
    access: 'superAdmin',
    exampleBody: { id: '00000000-0000-4000-8000-000000000000' },
  },
  {
    method: 'POST',
    path: '/api/user/invite',
    access: 'admin',
    exampleBody: { name: 'Bo Berg', emailAddress: 'bo@virksomhed.dk', type: 'USER' },
  },
] as const satisfies readonly RouteSpec[];
