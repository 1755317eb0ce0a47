import type { RouteSpec } from '../../http/route-spec';

const anId = '00000000-0000-4000-8000-000000000000';
const example = {
  make: 'Bosch',
  model: 'GSR 18V',
  equipmentId: 'SN-1001',
  category: 'Håndværktøj',
  locationName: 'Værksted',
};

/** Equipment (spec 001 §7, api.md "Dashboard"). Everyone in the company reads; admins change. */
export const equipmentRoutes = [
  { method: 'GET', path: '/api/equipment', access: 'member' },
  { method: 'GET', path: '/api/equipment/{id}', access: 'member' },
  { method: 'POST', path: '/api/equipment', access: 'admin', exampleBody: example },
  /** `version` (decision 130) in the examples: the fuzzer throws hostile versions at every versioned write. */
  { method: 'PATCH', path: '/api/equipment', access: 'admin', exampleBody: { id: anId, version: 1, ...example } },
  {
    method: 'PATCH',
    path: '/api/equipment/standby',
    access: 'admin',
    exampleBody: { id: anId, version: 1, standby: true },
  },
  { method: 'DELETE', path: '/api/equipment', access: 'admin', exampleBody: { id: anId } },
] as const satisfies readonly RouteSpec[];
