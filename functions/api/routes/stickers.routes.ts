import type { RouteSpec } from '../../http/route-spec';

const anId = '00000000-0000-4000-8000-000000000000';

/** Service stickers for a printed sheet (issue 17, decision 110): the codes, assigned when first printed. */
export const stickersRoutes = [
  {
    method: 'POST',
    path: '/api/stickers',
    access: 'admin',
    exampleBody: { equipmentIds: [anId], locationIds: [] },
  },
] as const satisfies readonly RouteSpec[];
