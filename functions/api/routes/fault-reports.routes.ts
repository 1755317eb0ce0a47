import type { RouteSpec } from '../../http/route-spec';

const anId = '00000000-0000-4000-8000-000000000000';

/**
 * Fault reports from the stickers as tracked work (issue 29, decision 166): the admins' list, a
 * report made into a task, a report closed with an answer. Admins only: a USER gets 403, another
 * company's admin finds no report (404).
 */
export const faultReportsRoutes = [
  { method: 'GET', path: '/api/fault-report', access: 'admin' },
  {
    method: 'POST',
    path: '/api/fault-report/{id}/task',
    access: 'admin',
    exampleBody: {
      title: 'Fejlmelding F-1: Kompressor',
      description: 'Drypper olie under tanken.',
      responsibleId: anId,
      deadline: '2099-01-30T22:00:00.000Z',
      notificationPeriod: 1,
    },
  },
  {
    method: 'POST',
    path: '/api/fault-report/{id}/close',
    access: 'admin',
    exampleBody: { outcome: 'SOLVED', answer: 'Pakningen er skiftet. Tak for beskeden.' },
  },
] as const satisfies readonly RouteSpec[];
