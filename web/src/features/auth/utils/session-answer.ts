import { ApiError, type SendResult } from '../../../lib/api';
import type { Session } from '../../../lib/session';

/** A call that signs in: an answer without the user and a token fails like a network error would. */
export function sessionAnswer<T extends Partial<Session>>(result: SendResult<T>): SendResult<T & Session> {
  if (!result.ok) return result;
  if (result.data?.user && result.data.token) return result as SendResult<T & Session>;
  return { ok: false, error: new ApiError(0, {}) };
}
