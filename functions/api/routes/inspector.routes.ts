import type { RouteSpec } from '../../http/route-spec';

const anId = '00000000-0000-4000-8000-000000000000';

/**
 * The external inspector's link (issue 31, decision 174), for admins on apiTasks under the API
 * route `ANY /api/compliance/{proxy+}`: send a task to an inspector (a new link ends the previous
 * one), and withdraw the link.
 */
export const inspectorRoutes = [
  {
    method: 'POST',
    path: '/api/compliance/inspector',
    access: 'admin',
    exampleBody: {
      taskId: anId,
      name: 'Ida Inspektør',
      company: 'Kontrol ApS',
      email: 'ida@kontrol.dk',
      certificateNumber: 'CERT-1234',
    },
  },
  { method: 'DELETE', path: '/api/compliance/inspector', access: 'admin', exampleBody: { taskId: anId } },
] as const satisfies readonly RouteSpec[];

/**
 * The inspector's page, without login, on apiPublic under `ANY /api/public/{proxy+}`: the task
 * and its item, an upload of the report, and the completion. Rate-limited like the sticker's card;
 * nothing beyond the one task.
 */
export const inspectionRoutes = [
  { method: 'GET', path: '/api/public/inspection/{token}', access: 'public' },
  {
    method: 'POST',
    path: '/api/public/inspection/{token}/upload',
    access: 'public',
    exampleBody: { fileName: 'rapport.pdf', contentType: 'application/pdf', size: 2048 },
  },
  {
    method: 'POST',
    path: '/api/public/inspection/{token}/complete',
    access: 'public',
    exampleBody: {
      answers: [{ itemId: 'tryk', reading: '1,8' }],
      files: [],
      certificateNumber: 'CERT-1234',
      result: 'APPROVED',
      remarks: 'Ingen bemærkninger.',
    },
  },
] as const satisfies readonly RouteSpec[];

/** A token of the right shape that names no link, for tests. */
export const EXAMPLE_INSPECTION_TOKEN = 'x'.repeat(43);
