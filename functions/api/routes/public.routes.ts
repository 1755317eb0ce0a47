import type { RouteSpec } from '../../http/route-spec';

const aCode = 'K7QM-4XDR';

/**
 * The stickers' public cards (issue 17, decisions 112–114): no login, rate-limited, nothing beyond
 * what the card shows. A member's session that comes along learns where the item is.
 */
export const publicRoutes = [
  { method: 'GET', path: '/api/public/sticker/{code}', access: 'public' },
  {
    method: 'POST',
    path: '/api/public/sticker/{code}/photo',
    access: 'public',
    exampleBody: { fileName: 'fejl.jpg', contentType: 'image/jpeg', size: 1024 },
  },
  {
    method: 'POST',
    path: '/api/public/sticker/{code}/fault',
    access: 'public',
    exampleBody: { description: 'Pumpen larmer og drypper.', email: 'besoegende@eksempel.dk' },
  },
] as const satisfies readonly RouteSpec[];

/** An example code, for tests that need one that names nothing. */
export const EXAMPLE_STICKER_CODE = aCode;
