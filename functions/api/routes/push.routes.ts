import type { RouteSpec } from '../../http/route-spec';

/**
 * Reminders as push (issue 30, decision 171): the VAPID public key browsers subscribe with, and
 * the caller's own devices, listed, added and removed. Served by `apiCalendar` (a member's own
 * subscriptions) under one API Gateway route `ANY /api/push/{proxy+}` (`proxyRoutes`).
 */
const EXAMPLE_ENDPOINT = 'https://push.example.com/send/eksempel-enhed';
export const pushRoutes = [
  { method: 'GET', path: '/api/push/key', access: 'member' },
  { method: 'GET', path: '/api/push/subscriptions', access: 'member' },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'member',
    exampleBody: {
      endpoint: EXAMPLE_ENDPOINT,
      expirationTime: null,
      keys: {
        p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      label: 'Telefon',
    },
  },
  { method: 'DELETE', path: '/api/push/subscriptions', access: 'member', exampleBody: { endpoint: EXAMPLE_ENDPOINT } },
] as const satisfies readonly RouteSpec[];
