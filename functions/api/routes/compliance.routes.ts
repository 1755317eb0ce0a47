import type { RouteSpec } from '../../http/route-spec';

/**
 * Lovpligtige eftersyn (issue 31, decision 173): the compliance view, applying a duty, another
 * interval and accepting a template's newer version. Served by `apiTasks` under one API Gateway
 * route `ANY /api/compliance/{proxy+}` (`proxyRoutes`), which does not match `/api/compliance`
 * itself: the view is `/api/compliance/duties`.
 */
export const complianceRoutes = [
  { method: 'GET', path: '/api/compliance/duties', access: 'member' },
  {
    method: 'POST',
    path: '/api/compliance/apply',
    access: 'admin',
    exampleBody: {
      dutyId: 'FGAS_LEAK_CHECK',
      templateVersion: 1,
      params: { gas: 'R-410A', kg: 6, leakDetection: false },
      equipmentId: 'eksempel-udstyr',
      responsibleId: 'eksempel-person',
      deadline: '2030-03-01T11:00:00.000Z',
      notificationPeriod: 14,
      override: null,
    },
  },
  {
    method: 'PATCH',
    path: '/api/compliance/interval',
    access: 'admin',
    exampleBody: { taskId: 'eksempel-opgave', version: 1, interval: 'HALF_YEARLY', reason: 'Anlægget er gammelt.' },
  },
  {
    method: 'POST',
    path: '/api/compliance/accept',
    access: 'admin',
    exampleBody: { dutyId: 'PRESSURE_EQUIPMENT', toVersion: 2, tasks: [{ id: 'eksempel-opgave', version: 1 }] },
  },
] as const satisfies readonly RouteSpec[];
