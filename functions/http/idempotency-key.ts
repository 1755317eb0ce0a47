import { idempotencyKey, type IdempotencyKey } from '../store/idempotency';
import type { ApiRequest, ApiResponse } from './api';

/**
 * The `Idempotency-Key` of a company-scoped write (decision 169), scoped to the caller and the
 * company and bound to `route` and the request's body; none when the request has no such header.
 */
export const requestKey = (req: ApiRequest, route: string): IdempotencyKey | undefined =>
  idempotencyKey(
    req.event.headers?.['idempotency-key'],
    { companyId: req.ctx!.companyId, actor: req.ctx!.actor, route },
    req.body,
  );

/** A repeat answers the first answer, and says so. */
export const replayHeaders = (replayed: boolean): ApiResponse['headers'] =>
  replayed ? { 'Idempotent-Replayed': 'true' } : undefined;
