import type { RouteSpec } from '../../http/route-spec';

/**
 * Calendar feeds (issue 17, decisions 105–109): a member's own addresses, making or renewing one,
 * and the feed itself, public by its secret address. API Gateway takes a path variable only as a
 * whole segment, so the address is `/api/calendar/feed/{file}` with `file` = `<secret>.ics`
 * (decision 108 "The feed's address and route").
 */
export const calendarRoutes = [
  { method: 'GET', path: '/api/calendar/feeds', access: 'member' },
  { method: 'POST', path: '/api/calendar/feeds', access: 'member', exampleBody: { scope: 'me' } },
  { method: 'GET', path: '/api/calendar/feed/{file}', access: 'public' },
] as const satisfies readonly RouteSpec[];
