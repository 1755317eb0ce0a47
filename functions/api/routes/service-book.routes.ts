import type { RouteSpec } from '../../http/route-spec';

/**
 * The service book of one piece of equipment as a PDF download (issue 17 D). Every member reads
 * equipment and its history, so every member gets the book; a USER's holds only the notes they
 * may read (decision 117 "What the service book holds").
 */
export const serviceBookRoutes = [
  { method: 'GET', path: '/api/equipment/{id}/service-book', access: 'member' },
] as const satisfies readonly RouteSpec[];
