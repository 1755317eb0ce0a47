import type { RouteSpec } from '../../http/route-spec';

const anId = '00000000-0000-4000-8000-000000000000';

/** Locations (spec 001 §7, api.md "Dashboard"). Everyone in the company reads; admins change. */
export const locationsRoutes = [
  { method: 'GET', path: '/api/locations', access: 'member' },
  { method: 'GET', path: '/api/locations/{id}', access: 'member' },
  { method: 'POST', path: '/api/locations', access: 'admin', exampleBody: { name: 'Værksted' } },
  { method: 'PATCH', path: '/api/locations', access: 'admin', exampleBody: { id: anId, version: 1, name: 'Lager' } },
  { method: 'DELETE', path: '/api/locations/{id}', access: 'admin' },
] as const satisfies readonly RouteSpec[];
