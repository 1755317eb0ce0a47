import type { ApiError } from '../../../lib/api';

/** What a call on an e-mailed link came to: 404 and 410 have their own pages. */
export type LinkOutcome = 'done' | 'not-found' | 'expired' | 'failed';

export function outcomeOf(error: Pick<ApiError, 'status'> | undefined): Exclude<LinkOutcome, 'done'> {
  if (error?.status === 404) return 'not-found';
  if (error?.status === 410) return 'expired';
  return 'failed';
}

/**
 * The server's Danish reason for a refusal, when it gave one (4xx with a message); a network
 * failure or a server error has none worth showing.
 */
export function serverReason(error: Pick<ApiError, 'status' | 'body'> | undefined): string | undefined {
  if (!error || error.status < 400 || error.status >= 500) return undefined;
  const message = error.body?.message?.trim();
  return message || undefined;
}
