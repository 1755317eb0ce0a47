import type { RouteSpec } from '../../http/route-spec';

/** Files: a presigned upload, and a short-lived download URL (api.md "Dashboard"). */
export const filesRoutes = [
  {
    method: 'POST',
    path: '/api/upload',
    access: 'member',
    exampleBody: { fileName: 'billede.jpg', contentType: 'image/jpeg', size: 1024 },
  },
  { method: 'GET', path: '/api/file', access: 'member' },
] as const satisfies readonly RouteSpec[];
