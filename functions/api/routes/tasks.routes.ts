import type { RouteSpec } from '../../http/route-spec';

const anId = '00000000-0000-4000-8000-000000000000';
const example = {
  checklist: [{ id: 'tryk', kind: 'READING', label: 'Tryk', unit: 'bar', lower: '1,0', upper: '2,5' }],
  title: 'Eftersyn',
  description: 'Tjek filter og olie.',
  type: 'CYCLICAL',
  interval: 'MONTHLY',
  notificationPeriod: 7,
  responsibleId: anId,
  deadline: '2099-01-30T22:00:00.000Z',
  files: [],
  equipmentId: anId,
};

/** Tasks and their history (spec 001 §7, api.md "Dashboard"). A USER reads and completes only their own. */
export const tasksRoutes = [
  { method: 'GET', path: '/api/task', access: 'member' },
  { method: 'GET', path: '/api/task/{id}', access: 'member' },
  { method: 'GET', path: '/api/task-query', access: 'member' },
  /** What a phone keeps offline (decision 169): the caller's own open tasks of the next 14 days, with what they show. */
  { method: 'GET', path: '/api/offline', access: 'member' },
  { method: 'POST', path: '/api/task', access: 'admin', exampleBody: example },
  /** `version` (decision 130) in the examples: the fuzzer throws hostile versions at every versioned write. */
  { method: 'PATCH', path: '/api/task', access: 'admin', exampleBody: { id: anId, version: 1, ...example } },
  {
    method: 'POST',
    path: '/api/task/complete',
    access: 'member',
    exampleBody: {
      id: anId,
      version: 1,
      deadline: example.deadline,
      answers: [{ itemId: 'tryk', reading: '1,8' }],
      followUps: [{ itemId: 'tryk', severity: 'SOON', responsibleId: anId }],
    },
  },
  { method: 'DELETE', path: '/api/task', access: 'admin', exampleBody: { id: anId } },
  { method: 'PATCH', path: '/api/task/responsibility', access: 'superAdmin', exampleBody: { [anId]: anId } },
  { method: 'GET', path: '/api/historic_completions', access: 'admin' },
  { method: 'GET', path: '/api/historic_completions/{taskId}', access: 'member' },
  { method: 'GET', path: '/api/historic_completions/equipment/{equipmentId}', access: 'member' },
  /** The equipment's readings over time (decision 165), from its completion history. */
  { method: 'GET', path: '/api/equipment/{id}/readings', access: 'member' },
] as const satisfies readonly RouteSpec[];
