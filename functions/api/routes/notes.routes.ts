import type { RouteSpec } from '../../http/route-spec';

const anId = '00000000-0000-4000-8000-000000000000';

/** Notes and their responses (spec 001 §7, api.md "Dashboard"). Archiving is for admins. */
export const notesRoutes = [
  { method: 'GET', path: '/api/note', access: 'member' },
  {
    method: 'POST',
    path: '/api/note',
    access: 'member',
    exampleBody: { content: 'Filteret er skiftet.', files: [], recipientIds: [], core: false, equipmentId: anId },
  },
  { method: 'PATCH', path: '/api/note', access: 'admin', exampleBody: { id: anId, version: 1, archived: true } },
  {
    method: 'POST',
    path: '/api/note/{noteId}/response',
    access: 'member',
    exampleBody: { content: 'Tak, set.', files: [], recipientIds: [] },
  },
] as const satisfies readonly RouteSpec[];
