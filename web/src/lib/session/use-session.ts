import useSWR from 'swr';
import { ApiError, hasAuthToken, request } from '../api';
import { storeToken } from './token';
import { SESSION_KEY, type Session } from './types';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Any failure of the current-user call means logged out, flagged 403 (spec 000 §4, §8). */
export class UnauthorizedError extends ApiError {
  constructor(cause?: unknown) {
    super(403, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
    this.cause = cause;
  }
}

export async function fetchSession(): Promise<Session> {
  // Without a token there is no session to ask about (every non-public call needs the header).
  if (!hasAuthToken()) throw new UnauthorizedError();
  try {
    const session = await request<Session>('GET', 'user');
    if (!session?.user) throw new Error('No user in the answer');
    // GET user renews the token: it becomes the default header (spec 000 §7).
    if (session.token) storeToken(session.token);
    return session;
  } catch (error) {
    throw new UnauthorizedError(error);
  }
}

export function useSession() {
  const { data, error, mutate } = useSWR<Session, UnauthorizedError>(SESSION_KEY, fetchSession, {
    shouldRetryOnError: false,
  });
  // A failed re-check ends the session even though SWR still holds the old answer.
  const status: SessionStatus = error ? 'unauthenticated' : data?.user ? 'authenticated' : 'loading';
  const session = status === 'authenticated' ? data : undefined;
  return { status, user: session?.user, token: session?.token, error, mutate };
}
